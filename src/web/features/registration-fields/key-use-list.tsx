import { List, Stack, Text } from '@mantine/core';
import type { RegistrationField } from '@/contract/registration-fields';
import { useI18n } from '@/web/i18n/i18n';

/** What knows a field by its key: other fields naming it, and the event's registrations. */
export interface KeyUse {
  fields: readonly RegistrationField[];
  /** How many registrations the event has; null when the hub does not say. */
  registrations: number | null;
}

export interface KeyChange {
  savedKey: string;
  nextKey: string;
}

export interface KeyInUseModalProps extends KeyChange {
  use: KeyUse | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function KeyUseList({ savedKey, nextKey, use }: KeyChange & { use: KeyUse }) {
  const { t, format } = useI18n();
  return (
    <Stack gap={6}>
      <List size="sm" spacing={4}>
        {use.fields.length > 0 && (
          <List.Item>
            {t('registrationFields.keyInUse.fields', {
              count: use.fields.length,
              fields: use.fields.map((f) => f.label).join(', '),
            })}
          </List.Item>
        )}
        {use.registrations === null ? (
          <List.Item>{t('registrationFields.keyInUse.unknown', { key: savedKey })}</List.Item>
        ) : (
          use.registrations > 0 && (
            <List.Item>
              {t('registrationFields.keyInUse.registrations', {
                count: format.number(use.registrations),
                key: savedKey,
              })}
            </List.Item>
          )
        )}
      </List>
      {nextKey && (
        <Text size="sm">{t('registrationFields.keyInUse.after', { next: nextKey })}</Text>
      )}
    </Stack>
  );
}
