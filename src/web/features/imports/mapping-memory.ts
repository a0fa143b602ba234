import type { QueryClient } from '@tanstack/react-query';
import { templateQueries } from '@/web/api/mapping-templates';
import { headerSignature } from '@/spreadsheet/signature';
import type { ImportKind } from '@/spreadsheet/types';

export { headerSignature };

const storageKey = (kind: ImportKind, headers: readonly string[]) =>
  `hub-console:import-mapping:${kind}:${headerSignature(headers)}`;

export function rememberMapping(
  kind: ImportKind,
  headers: readonly string[],
  columns: readonly (string | null)[],
) {
  try {
    localStorage.setItem(storageKey(kind, headers), JSON.stringify(columns));
  } catch {
    // Not remembered; the suggestion still applies next time.
  }
}

/**
 * Targets a memory must not keep: a `Prova`/`Distância` column was once mapped to `modality`
 * (its rows then failed as an unknown modality); where today's suggestion says `race`
 * (RACE_FIELD, named here as text: columns.ts would bring the contract into the tab), it wins.
 */
const STALE: Readonly<Record<string, string>> = { modality: 'race' };

export function recallMapping(
  kind: ImportKind,
  headers: readonly string[],
  suggested: readonly (string | null)[] = [],
): (string | null)[] | null {
  try {
    const raw = localStorage.getItem(storageKey(kind, headers));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      Array.isArray(parsed) &&
      parsed.length === headers.length &&
      parsed.every((v) => v === null || typeof v === 'string')
    )
      return (parsed as (string | null)[]).map((field, i) =>
        field && STALE[field] && suggested[i] === STALE[field] ? suggested[i] : field,
      );
  } catch {
    // Unreadable memory is no memory.
  }
  return null;
}

/** The newest team template for these headers, and whether the team's store answered. */
export async function teamTemplate(
  queryClient: QueryClient,
  kind: ImportKind,
  headers: readonly string[],
) {
  const signature = headerSignature(headers);
  const list = await queryClient
    .fetchQuery({ ...templateQueries.list(kind), staleTime: 0 })
    .catch(() => null);
  const template =
    list?.find((t) => t.signature === signature && t.columns.length === headers.length) ?? null;
  return { template, reachable: list !== null };
}
