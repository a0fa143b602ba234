import type { registrationFieldSchema } from '@/contract/registration-fields';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function registrationFieldOut(
  f: Row<'registrationFields'>,
): Out<typeof registrationFieldSchema> {
  return {
    id: f.id,
    event_id: f.eventId,
    key: f.key,
    label: f.label,
    type: f.type,
    options: f.options,
    validation_rules: f.validationRules,
    help_text: f.helpText,
    is_required: f.isRequired,
    show_only_with_kit: f.showOnlyWithKit,
    is_active: f.isActive,
    sort_order: f.sortOrder,
    ...timestampsOut(f),
  };
}
