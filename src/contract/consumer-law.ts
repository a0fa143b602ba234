import { daysBetween } from './time';

/** Código de Defesa do Consumidor, art. 49: an online purchase may be undone within 7 days. */
export const WITHDRAWAL_DAYS = 7;

/**
 * The last day, relative to the event (negative: before it), on which a buyer may still
 * withdraw: the latest sale the active batches allow plus 7 days. Days as the dates are written
 * (the hub's zone); a batch without an end sells until the event. Null without active batches.
 */
export function withdrawableUntilDay(
  eventDate: string,
  batches: readonly { is_active: boolean; ends_at: string | null }[],
): { lastSale: number; until: number } | null {
  const ends = batches
    .filter((b) => b.is_active)
    .map((b) => (b.ends_at ? daysBetween(eventDate, b.ends_at.slice(0, 10)) : 0));
  if (ends.length === 0) return null;
  const lastSale = Math.max(...ends);
  return { lastSale, until: lastSale + WITHDRAWAL_DAYS };
}
