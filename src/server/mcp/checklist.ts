import { z } from 'zod';
import { runChecklist, type ChecklistCheck } from '@/contract/event-checklist';
import { lawChecks, type LawRule } from '@/contract/event-law-checks';
import type { HubEventLists } from '@/contract/event-sync';
import type { HubEvent } from '@/contract/events';
import { RACE_EVENT_WINDOW_DAYS } from '@/contract/limits';
import type { Vacancy } from '@/contract/races';

/*
 * get_event's checklist: the dashboard review's own checks and the law's guidance
 * (src/contract/event-checklist.ts, event-law-checks.ts), said in English for the agent.
 * Guidance, not legal advice.
 */

export const checklistSchema = z.object({
  items: z.array(
    z.object({
      check: z.string(),
      severity: z.enum(['error', 'warning', 'law']),
      message: z.string(),
      fix_in: z.string().describe("The dashboard's tab where a person fixes it."),
    }),
  ),
  skipped: z.array(z.string()).describe('Checks this hub gives no data for: not passed, unknown.'),
});
export type Checklist = z.infer<typeof checklistSchema>;

type Params = Record<string, string | number>;

const CHECK_TEXT: Record<ChecklistCheck, (p: Params) => string> = {
  'race-without-batch': (p) => `Race ${p.race} is in no batch: nobody can register for it.`,
  'batch-outside-registration': (p) =>
    `Batch ${p.batch} sells outside the event's registration period.`,
  'batch-after-race-start': (p) => `Batch ${p.batch} keeps selling after ${p.race} starts.`,
  'batch-overlap': (p) => `Batches ${p.first} and ${p.second} overlap in time for ${p.races}.`,
  'zero-price-paid-event': (p) =>
    `Batch ${p.batch} costs nothing for ${p.races}, and the event is paid.`,
  'select-without-options': (p) => `Field ${p.field} is a choice with no options.`,
  'retention-incomplete': (p) => `The retention rules total ${p.total}%; they must total 100%.`,
  'active-without-races': () => 'The event is active and has no race: nobody can register.',
  'active-without-open-batch': () =>
    'The event is active, but no batch is selling now or opens later: nobody can register.',
  'active-without-retention': () =>
    'The event is active and has no retention rules: when and how much the organizer is paid is not set.',
  'ranked-race-without-category': (p) =>
    `Race ${p.race} is ranked but has no category: its results will have no groups to award.`,
  'open-without-active-batch': () =>
    'Registration is open, but no active batch is selling right now.',
  'race-far-from-event': (p) =>
    `Race ${p.race} starts at ${p.date}, more than ${RACE_EVENT_WINDOW_DAYS} days from the event's date (${p.eventDate}).`,
  'race-on-other-day': (p) =>
    `Race ${p.race} starts at ${p.date}, another day than the event's (${p.eventDate}).`,
  'batch-after-event-start': (p) => `Batch ${p.batch} keeps selling after the event starts.`,
  'race-over-limit': (p) =>
    `Race ${p.race} has ${p.count} registrations for a limit of ${p.limit}.`,
  'kids-race-ranked': (p) => `Kids race ${p.race} is ranked; kids races usually are not.`,
  'unknown-event-status': (p) =>
    `The event's status ${p.word} is a word the console does not know: no rule uses it.`,
  'unknown-race-status': (p) =>
    `Race ${p.race} has the status ${p.word}, a word the console does not know: no rule uses it.`,
};

/** Days from the event as a person says them. */
const day = (offset: number) =>
  offset === 0
    ? 'on the event day'
    : `${Math.abs(offset)} day(s) ${offset < 0 ? 'before' : 'after'} the event`;

const discount = ({ type, problem }: Params) =>
  problem === 'missing'
    ? `There is no ${type} discount.`
    : `The ${type} discount is ${problem === 'off' ? 'off' : 'less than half the price'}.`;

const LAW_TEXT: Record<LawRule, (p: Params) => string> = {
  senior: (p) =>
    `${discount(p)} People aged 60 or more pay at most half (Estatuto da Pessoa Idosa, Lei 10.741/2003, art. 23).`,
  halfPrice: (p) =>
    `${discount(p)} Students and people with disabilities pay half (Lei 12.933/2013).`,
  withdrawal: (p) =>
    `The ${p.percent}% payout ${day(Number(p.offset))} comes before the 7 days to withdraw (Código de Defesa do Consumidor, art. 49) of someone who buys on the last day of sales (${day(Number(p.lastSale))}) have run: until ${day(Number(p.until))}.`,
  kids: (p) =>
    `The kids' race ${p.race} has ${p.count} prize rule(s): kids' races give no prizes by place.`,
  proof: (p) =>
    `The ${p.types} discounts ask for proof, but the registration form has no file field to send it.`,
};

export interface ChecklistInput {
  event: HubEvent;
  /** The event's lists as the hub answered them; null on a hub without those reads. */
  lists: HubEventLists | null;
  /** By race id; undefined when the hub cannot say. */
  vacancies: Record<string, Vacancy> | undefined;
  /** Prize rules per race id; undefined when the hub cannot say. */
  prizeRuleCounts: Record<string, number> | undefined;
  now: Date;
}

export function checklistOf({
  event,
  lists,
  vacancies,
  prizeRuleCounts,
  now,
}: ChecklistInput): Checklist {
  const review = runChecklist({
    event,
    races: lists?.races,
    batches: lists?.batches,
    fields: lists?.fields,
    retention: lists ? lists.retention : undefined,
    vacancies,
    now,
  });
  const law = lists ? lawChecks({ event, ...lists, prizeRuleCounts }) : [];
  return {
    items: [
      ...review.items.map((item) => ({
        check: item.check,
        severity: item.severity,
        message: CHECK_TEXT[item.check](item.params),
        fix_in: item.tab,
      })),
      ...law.map((finding) => ({
        check: finding.id.split(':')[0],
        severity: 'law' as const,
        message: LAW_TEXT[finding.rule](finding.params),
        fix_in: finding.tab,
      })),
    ],
    skipped: [...review.skipped.map((skip) => skip.check), ...(lists ? [] : ['law'])],
  };
}
