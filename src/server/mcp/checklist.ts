import { z } from 'zod';
import { WITHDRAWAL_DAYS, withdrawableUntilDay } from '@/contract/consumer-law';
import type { CurrentEvent } from '@/contract/event-plan';
import type { HubEvent } from '@/contract/events';
import type { Vacancy } from '@/contract/races';
import { RACE_EVENT_WINDOW_DAYS } from '@/contract/limits';
import { isRetentionComplete } from '@/contract/retention';

const DAY = 86_400_000;
const instant = (value: string | null | undefined) => {
  const at = value ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : at;
};

/*
 * The review's checks an agent needs before it activates an event, on the configuration as
 * the event file reads it. The review page's own checklist (web/features/review/checklist.ts)
 * is pure but keyed by the page's message catalogue, which server code may not import: these
 * are the same checks, said in English, with the law's guidance (Código de Defesa do
 * Consumidor art. 49; Estatuto da Pessoa Idosa art. 23; Lei 12.933/2013). Guidance, not advice.
 */

export const checklistSchema = z.object({
  items: z.array(
    z.object({
      check: z.string(),
      severity: z.enum(['error', 'warning', 'law']),
      message: z.string(),
    }),
  ),
  skipped: z.array(z.string()).describe('Checks this hub gives no data for: not passed, unknown.'),
});
export type Checklist = z.infer<typeof checklistSchema>;

export interface ChecklistInput {
  event: HubEvent;
  current: CurrentEvent;
  /** By race code; null when the hub cannot say. */
  vacancies: Record<string, Vacancy> | null;
  now: Date;
}

export function checklistOf({ event, current, vacancies, now }: ChecklistInput): Checklist {
  const items: Checklist['items'] = [];
  const skipped: string[] = [];
  const add = (check: string, severity: 'error' | 'warning' | 'law', message: string) =>
    items.push({ check, severity, message });
  const { races, batches, registration_fields: fields, legal_discounts, retention } = current;

  if (races && batches) {
    const priced = new Set(
      batches.flatMap((b) => Object.keys(b.prices).map((c) => c.toUpperCase())),
    );
    for (const race of races)
      if (!priced.has(race.code.toUpperCase()))
        add('race_without_batch', 'error', `Race ${race.code} is in no batch: nobody can buy it.`);
    if (!event.is_free)
      for (const batch of batches)
        for (const [code, cents] of Object.entries(batch.prices))
          if (cents === 0)
            add('zero_price', 'error', `Batch ${batch.name} sells ${code} for 0 in a paid event.`);
    const opens = instant(event.registration_opens_at);
    const closes = instant(event.registration_closes_at);
    const firstStart = Math.min(...races.map((r) => instant(r.starts_at) ?? Infinity));
    for (const batch of batches) {
      const start = instant(batch.starts_at);
      const end = instant(batch.ends_at);
      if (
        (opens !== null && start !== null && start < opens) ||
        (closes !== null && end !== null && end > closes)
      )
        add(
          'batch_outside_registration',
          'warning',
          `Batch ${batch.name} sells outside the registration window.`,
        );
      if (end !== null && end > firstStart)
        add(
          'batch_after_race_start',
          'error',
          `Batch ${batch.name} still sells after the first race starts.`,
        );
    }
    const day = instant(`${event.date}T12:00:00Z`);
    for (const race of races) {
      const starts = instant(race.starts_at);
      if (
        day !== null &&
        starts !== null &&
        Math.abs(starts - day) > (RACE_EVENT_WINDOW_DAYS + 0.5) * DAY
      )
        add(
          'race_far_from_event',
          'error',
          `Race ${race.code} starts more than ${RACE_EVENT_WINDOW_DAYS} days from the event's date.`,
        );
    }
    const selling = batches.filter(
      (b) => b.is_active !== false && (!b.ends_at || new Date(b.ends_at) > now),
    );
    if (event.registration_open && selling.length === 0)
      add('open_without_active_batch', 'error', 'Registration is open but no active batch sells.');
    const last = withdrawableUntilDay(
      event.date,
      batches.map((b) => ({ is_active: b.is_active !== false, ends_at: b.ends_at ?? null })),
    );
    // Money paid out before the last buyer's days to withdraw have run.
    for (const rule of retention ?? [])
      if (last && rule.offset_days < last.until && rule.percent > 0)
        add(
          'withdrawal',
          'law',
          `${rule.percent}% is paid out on day ${rule.offset_days} from the event, but sales run until day ${last.lastSale} and buyers may withdraw for ${WITHDRAWAL_DAYS} days (CDC art. 49): until day ${last.until}.`,
        );
  } else
    skipped.push(
      'race_without_batch',
      'zero_price',
      'open_without_active_batch',
      'batch_outside_registration',
      'batch_after_race_start',
      'race_far_from_event',
    );

  if (fields) {
    for (const field of fields)
      if ((field.type === 'select' || field.type === 'multiselect') && !field.options?.length)
        add('select_without_options', 'error', `Field ${field.key} is a choice with no options.`);
  } else skipped.push('select_without_options');

  if (retention) {
    if (retention.length && !isRetentionComplete(retention))
      add('retention_incomplete', 'error', 'Retention rules do not add up to 100%.');
  } else skipped.push('retention_incomplete');

  if (legal_discounts) {
    if (!event.is_free)
      for (const type of ['senior', 'student', 'pcd'])
        if (!legal_discounts.some((d) => d.type === type && d.enabled !== false))
          add(
            `law_discount_${type}`,
            'law',
            `No active ${type} discount: ${type === 'senior' ? 'people 60+ pay at most half (Estatuto da Pessoa Idosa art. 23)' : 'half price is due by law (Lei 12.933/2013)'}.`,
          );
  } else skipped.push('law_discounts');

  if (vacancies) {
    for (const [code, v] of Object.entries(vacancies))
      if (v.registration_limit !== null && v.registrations_count > v.registration_limit)
        add(
          'race_over_limit',
          'error',
          `Race ${code} has ${v.registrations_count} registrations over its limit of ${v.registration_limit}.`,
        );
  } else skipped.push('race_over_limit');

  return { items, skipped };
}
