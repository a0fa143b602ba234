import type { Batch } from './batches';
import { withdrawableUntilDay } from './consumer-law';
import type { HubEvent } from './events';
import type { LegalDiscount } from './legal-discounts';
import type { Race } from './races';
import type { RegistrationField } from './registration-fields';
import type { RetentionPolicy } from './retention';

/*
 * What Brazilian law asks of a sports event's sales, as the review can check it from the
 * configuration (issue 18). Guidance, not legal advice: each finding names its source, and the
 * review says so. Pure: the page loads it after its first render; get_event (MCP) words it too.
 */

export type LawRule = 'senior' | 'halfPrice' | 'withdrawal' | 'kids' | 'proof';
export type LawTab = 'legal-discounts' | 'retention' | 'races' | 'prizes' | 'registration-fields';

export interface LawFinding {
  id: string;
  rule: LawRule;
  /** Where it is fixed. */
  tab: LawTab;
  /** What the message names: a discount type, a race, days. */
  params: Record<string, string | number>;
}

export interface LawInput {
  event: HubEvent;
  races: Race[] | undefined;
  batches: Batch[] | undefined;
  fields: RegistrationField[] | undefined;
  discounts: LegalDiscount[] | undefined;
  /** `null`: no override, the hub's default applies (and is not known here). */
  retention: RetentionPolicy | null | undefined;
  /** Prize rules per race id. */
  prizeRuleCounts: Record<string, number> | undefined;
}

/** At least half off (Lei 10.741/2003 art. 23; Lei 12.933/2013 art. 1º). */
const HALF = 50;

/**
 * Whether a discount gives at least half of every price it applies to: a percent by its value,
 * a fixed amount against the highest price the event sells.
 */
function halfOrMore(discount: LegalDiscount, prices: number[]): boolean {
  if (discount.discount_type === 'percent') return discount.value >= HALF;
  const highest = Math.max(0, ...prices);
  return highest === 0 || discount.value * 2 >= highest;
}

/** Seniors, students and people with disabilities: a discount missing, off, or under half. */
function discountFindings(input: LawInput): LawFinding[] {
  if (input.discounts === undefined || input.event.is_free) return [];
  const prices = (input.batches ?? []).flatMap((b) => Object.values(b.race_prices));
  return (['senior', 'student', 'pcd'] as const).flatMap((type): LawFinding[] => {
    const discount = input.discounts!.find((d) => d.type === type);
    const problem = !discount
      ? 'missing'
      : !discount.is_active
        ? 'off'
        : halfOrMore(discount, prices)
          ? null
          : 'under';
    if (!problem) return [];
    return [
      {
        id: `law-discount:${type}`,
        rule: type === 'senior' ? 'senior' : 'halfPrice',
        tab: 'legal-discounts',
        params: { type, problem },
      },
    ];
  });
}

/**
 * Money paid out to the organizer before the last buyer's 7 days to withdraw have run: the
 * latest sale the batches allow, plus 7 days, against each payout day (relative to the event).
 */
function withdrawalFindings(input: LawInput): LawFinding[] {
  const { batches, retention, event } = input;
  if (!batches?.length || !retention) return [];
  const window = withdrawableUntilDay(event.date, batches);
  if (!window) return [];
  const { lastSale: lastSaleDay, until: withdrawableUntil } = window;
  return retention.rules
    .filter((rule) => rule.offset_days < withdrawableUntil && Number(rule.percent) > 0)
    .map((rule) => ({
      id: `law-withdrawal:${rule.offset_days}`,
      rule: 'withdrawal' as const,
      tab: 'retention' as const,
      params: {
        percent: Number(rule.percent),
        offset: rule.offset_days,
        lastSale: lastSaleDay,
        until: withdrawableUntil,
      },
    }));
}

/**
 * Kids' races give no prizes by place (that they are unranked is the review's own
 * `kids-race-ranked` check).
 */
function kidsFindings(input: LawInput): LawFinding[] {
  return (input.races ?? [])
    .filter((race) => race.type === 'kids')
    .flatMap((race): LawFinding[] => {
      const prizes = input.prizeRuleCounts?.[String(race.id)] ?? 0;
      return prizes > 0
        ? [
            {
              id: `law-kids-prizes:${race.id}`,
              rule: 'kids',
              tab: 'prizes',
              params: { race: race.name, count: prizes },
            },
          ]
        : [];
    });
}

/** A discount that asks for proof needs a place in the form to send it: a file field. */
function proofFindings(input: LawInput): LawFinding[] {
  if (!input.discounts || !input.fields) return [];
  const asking = input.discounts.filter((d) => d.is_active && d.requires_proof);
  if (asking.length === 0) return [];
  const upload = input.fields.some((f) => f.type === 'file' && f.is_active);
  return upload
    ? []
    : [
        {
          id: 'law-proof',
          rule: 'proof',
          tab: 'registration-fields',
          params: { types: asking.map((d) => d.type).join(', ') },
        },
      ];
}

/** Every finding, in the order the page lists them. */
export function lawChecks(input: LawInput): LawFinding[] {
  return [
    ...discountFindings(input),
    ...withdrawalFindings(input),
    ...kidsFindings(input),
    ...proofFindings(input),
  ];
}
