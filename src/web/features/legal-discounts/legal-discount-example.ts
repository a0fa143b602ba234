import type { HubEvent } from '@/contract/events';

export interface ExamplePrice {
  id: string;
  batchName: string;
  raceName: string;
  cents: number;
}

/** Every (batch, race) price of the event; active batches and paid prices first. */
export function examplePrices(event: Pick<HubEvent, 'batches' | 'races'>): ExamplePrice[] {
  const raceName = (id: string) =>
    event.races?.find((race) => String(race.id) === id)?.name ?? `#${id}`;
  const prices = (event.batches ?? [])
    .slice()
    .sort((a, b) => Number(b.is_active) - Number(a.is_active) || a.sort_order - b.sort_order)
    .flatMap((batch) =>
      Object.entries(batch.race_prices).map(([raceId, cents]) => ({
        id: `${batch.id}:${raceId}`,
        batchName: batch.name,
        raceName: raceName(raceId),
        cents,
      })),
    );
  return [...prices.filter((p) => p.cents > 0), ...prices.filter((p) => p.cents === 0)];
}

/** The event's lowest paid price: a fixed discount over it would make that registration free. */
export function lowestPaidPrice(prices: readonly ExamplePrice[]): ExamplePrice | undefined {
  return prices
    .filter((p) => p.cents > 0)
    .reduce<ExamplePrice | undefined>(
      (low, p) => (!low || p.cents < low.cents ? p : low),
      undefined,
    );
}
