import type { ImportItemReport, importStatusSchema } from '@/contract/imports';
import { utcOrNull, type Out, type Row } from '@/server/hub/serialize';

export function importStatusOut(
  i: Omit<Row<'imports'>, 'payload'>,
  eventCode: string,
  raceCode: string,
  /** The import's report (`reportsOf`); left out of lists. */
  items?: ImportItemReport[],
): Out<typeof importStatusSchema> {
  const base = {
    import_id: i.id,
    event_code: eventCode,
    source: i.source,
    status: i.status,
    summary: i.summary,
    started_at: utcOrNull(i.startedAt ?? i.createdAt),
    finished_at: utcOrNull(i.finishedAt),
    failure: i.failure,
    attempts: i.attempts,
    race: raceCode,
    idempotency_key: i.idempotencyKey,
    ...(items ? { items } : {}),
  };
  return i.kind === 'results' ? { ...base, race_code: raceCode, kind: 'results' } : base;
}
