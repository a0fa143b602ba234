import { queryOptions } from '@tanstack/react-query';
import type { HubCheckReport } from '@/contract/hub-check';
import { readerSchema, request } from '@/web/lib/api-client';

/**
 * The dashboard server's check of the session's hub (issue 31), under `/console`: computed
 * once per session by the server, the same report `npm run hub -- check --json` prints.
 */
const HUB_CHECK = '/console/hub-check';

const VERDICTS = new Set(['full', 'limited', 'cannot']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Our own server's body, read by hand: the page carries no zod. */
const reportBody = readerSchema((value): HubCheckReport | null => {
  const report = isRecord(value) ? value.data : null;
  if (!isRecord(report) || !VERDICTS.has(String(report.verdict))) return null;
  const lists = ['reasons', 'endpoints', 'extensions', 'words', 'date_time_forms'] as const;
  if (!lists.every((key) => Array.isArray(report[key])) || !isRecord(report.numbers)) return null;
  return report as unknown as HubCheckReport;
});

export const hubCheckQueries = {
  all: () => ['hub-check'] as const,
  report: () =>
    queryOptions({
      queryKey: [...hubCheckQueries.all(), 'report'] as const,
      queryFn: ({ signal }) => request(HUB_CHECK, { schema: reportBody, signal }),
    }),
};

/** Checks the hub again; the caller puts the report in `hubCheckQueries.report()`. */
export const recheckHub = () => request(HUB_CHECK, { query: { fresh: 1 }, schema: reportBody });
