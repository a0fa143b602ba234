import type { UseQueryResult } from '@tanstack/react-query';
import type { Batch } from '@/contract/batches';
import type { LegalDiscount } from '@/contract/legal-discounts';
import type { Race, Vacancy } from '@/contract/races';
import type { RegistrationField } from '@/contract/registration-fields';
import type { RetentionPolicy } from '@/contract/retention';
import type { Salesperson } from '@/contract/salespeople';

/**
 * One read of the review as the page needs it. `unavailable` is a read this hub does not offer
 * (spec-only): it is listed as such, never drawn as empty data.
 */
export type Source<T> =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T };

/** The reads the review's body is made of. */
export interface ReviewReads {
  races: Source<Race[]>;
  batches: Source<Batch[]>;
  fields: Source<RegistrationField[]>;
  discounts: Source<LegalDiscount[]>;
  /** `null`: the event has no override and the hub's default applies. */
  retention: Source<RetentionPolicy | null>;
  /** By race id. */
  vacancies: Source<Record<string, Vacancy>>;
  /** By race id: how many prize rules each race has. */
  prizeRuleCounts: Source<Record<string, number>>;
  salespeople: Source<Salesperson[]>;
}

/** `read` returns undefined when the answer means "the hub has no such read". */
export function sourceOf<T, R>(
  query: UseQueryResult<T>,
  read: (data: T) => R | undefined,
): Source<R> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return { status: 'error', error: query.error, retry: () => void query.refetch() };
  const data = read(query.data);
  return data === undefined ? { status: 'unavailable' } : { status: 'ready', data };
}

/**
 * Per-race reads (vacancy, prize rules), keyed by race id. Without the race list there is
 * nothing to ask for; a race whose read failed is left out rather than failing the rest.
 */
export function perRace<T, R>(
  races: Source<readonly { id: number | string }[]>,
  results: readonly UseQueryResult<T>[],
  read: (data: T) => R,
): Source<Record<string, R>> {
  if (races.status !== 'ready') return races;
  if (results.some((result) => result.isPending)) return { status: 'loading' };
  const failed = results.find((result) => result.isError);
  if (failed && results.every((result) => result.isError))
    return {
      status: 'error',
      error: failed.error,
      retry: () => results.forEach((result) => void result.refetch()),
    };
  const out: Record<string, R> = {};
  races.data.forEach((race, i) => {
    const result = results[i];
    if (result?.isSuccess) out[String(race.id)] = read(result.data);
  });
  return { status: 'ready', data: out };
}

export const readyData = <T>(source: Source<T>): T | undefined =>
  source.status === 'ready' ? source.data : undefined;

/** The same read as far as a render can tell: its status, and its data or error as they were. */
export function sameSource<T>(a: Source<T>, b: Source<T>): boolean {
  if (a === b) return true;
  if (a.status !== b.status) return false;
  if (a.status === 'ready') return a.data === (b as typeof a).data;
  if (a.status === 'error') return a.error === (b as typeof a).error;
  return true;
}
