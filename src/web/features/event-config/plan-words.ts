import type { EventConfig } from '@/contract/event-config';
import type { PlanAction, PlanItem, PlanKind } from '@/contract/event-plan';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

/*
 * A plan in the organizer's words: items by what they are called (a race's name, a field's
 * label, a rule's number and race), fields by their labels, prices in reais, payouts in days
 * before or after the event. The plan itself (contract/event-plan.ts) speaks the file's keys.
 */

/** Field labels, the kind's own first (a batch's `starts_at` opens sales, a race's starts it). */
const FIELD_LABELS: Record<string, MessageKey> = {
  'race.starts_at': 'eventConfig.field.race.starts_at',
  'batch.starts_at': 'eventConfig.field.batch.starts_at',
  'batch.ends_at': 'eventConfig.field.batch.ends_at',
  name: 'eventConfig.field.name',
  label: 'eventConfig.field.label',
  prices: 'eventConfig.field.prices',
  distance: 'eventConfig.field.distance',
  registration_limit: 'eventConfig.field.registration_limit',
  max_quantity: 'eventConfig.field.max_quantity',
  max_installments: 'eventConfig.field.max_installments',
  options: 'eventConfig.field.options',
  is_required: 'eventConfig.field.is_required',
  is_active: 'eventConfig.field.is_active',
  help_text: 'eventConfig.field.help_text',
  modalities: 'eventConfig.field.modalities',
  modality: 'eventConfig.field.modality',
  sex: 'eventConfig.field.sex',
  gender_filter: 'eventConfig.field.sex',
  age_min: 'eventConfig.field.age_min',
  age_max: 'eventConfig.field.age_max',
  award_count: 'eventConfig.field.award_count',
  ranking_cut: 'eventConfig.field.ranking_cut',
  percent: 'eventConfig.field.percent',
  offset_days: 'eventConfig.field.offset_days',
  status: 'eventConfig.field.status',
};

const COUNT_KEYS: Record<PlanKind, MessageKey> = {
  race: 'eventConfig.count.race',
  batch: 'eventConfig.count.batch',
  registration_field: 'eventConfig.count.registration_field',
  legal_discounts: 'eventConfig.count.legal_discounts',
  retention: 'eventConfig.count.retention',
  category: 'eventConfig.count.category',
  prize_rule: 'eventConfig.count.prize_rule',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function usePlanWords(config: EventConfig) {
  const { t, format } = useI18n();
  const raceName = (code: string) =>
    config.races.find((race) => race.code.toUpperCase() === code.toUpperCase())?.name ?? code;

  /** The item as the organizer names it: "Maratona 42K", "Tamanho da camiseta", "nº 2". */
  const itemName = (item: PlanItem): string | null => {
    switch (item.kind) {
      case 'race':
        return raceName(item.key);
      case 'registration_field':
        return config.registration_fields.find((f) => f.key === item.key)?.label ?? item.key;
      case 'prize_rule':
        return t('eventConfig.ruleNumber', { seq: item.key });
      case 'legal_discounts':
      case 'retention':
        return null;
      default:
        return item.key;
    }
  };

  /** Where the item belongs, when it is a race's: "Maratona 42K". */
  const itemRace = (item: PlanItem) => (item.race ? raceName(item.race) : null);

  /** The field's label; a path's last named part ("prices.42K": the 42K race's price). */
  const fieldLabel = (kind: PlanKind, field: string): string => {
    const [head, ...rest] = field.split('.');
    const key = FIELD_LABELS[`${kind}.${head}`] ?? FIELD_LABELS[head];
    if (head === 'prices' && rest.length)
      return t('eventConfig.field.price', { race: raceName(rest[0]) });
    if (/^\d+$/.test(head) && rest.length) return fieldLabel(kind, rest.join('.'));
    return key ? t(key) : field;
  };

  const payout = (percent: unknown, days: number) => {
    const when =
      days === 0
        ? t('eventConfig.payout.onDay')
        : t(days < 0 ? 'eventConfig.payout.before' : 'eventConfig.payout.after', {
            n: Math.abs(days),
          });
    return t('eventConfig.payout', { percent: format.number(Number(percent)), when });
  };

  /** A value as a person reads it: dates formatted, money in reais, lists in words. */
  const show = (value: unknown, field = ''): string => {
    if (value === undefined || value === null || value === '') return t('eventConfig.none');
    if (field === 'prices' && isRecord(value))
      return Object.entries(value)
        .map(([code, cents]) => `${raceName(code)} ${format.money(Number(cents))}`)
        .join('; ');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
      return format.dateTime(value);
    if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
    if (typeof value === 'number') return format.number(value);
    if (typeof value === 'string') return value;
    if (Array.isArray(value))
      return value.length ? value.map((entry) => show(entry)).join('; ') : t('eventConfig.none');
    const item = value as Record<string, unknown>;
    if ('discount_type' in item) {
      // A word of another hub's (the spec leaves it open) is shown as it came.
      const amount =
        item.discount_type === 'percent'
          ? `${format.number(Number(item.value))}%`
          : item.discount_type === 'fixed'
            ? format.money(Number(item.value))
            : `${String(item.value)} ${String(item.discount_type)}`;
      const type = `legalDiscounts.type.${String(item.type)}` as const;
      return `${t(type as 'legalDiscounts.type.pcd')} ${amount}${item.enabled === false ? ` (${t('eventConfig.off')})` : ''}`;
    }
    if ('offset_days' in item) return payout(item.percent, Number(item.offset_days));
    if ('label' in item && 'value' in item) return String(item.label);
    return JSON.stringify(value);
  };

  /** "39 categorias e 13 regras de premiação": the items of one action, counted by kind. */
  const counted = (plan: readonly PlanItem[], action: PlanAction): string => {
    const counts = new Map<PlanKind, number>();
    for (const item of plan)
      if (item.action === action) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
    const parts = [...counts].map(([kind, n]) => t(COUNT_KEYS[kind], { n }));
    return parts.length > 1
      ? `${parts.slice(0, -1).join(', ')} ${t('eventConfig.and')} ${parts[parts.length - 1]}`
      : (parts[0] ?? '');
  };

  return { itemName, itemRace, fieldLabel, show, counted };
}
