import type { ResultImportItemInput } from '@/contract/results';
import { raceTimeToMs } from '@/contract/time';
import type { Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import type { NewRegistration, NewResult, RaceRow } from '@/server/seed/demo-rows';
import { insertChunked, insertChunkedReturning } from '@/server/seed/insert-chunked';
import type { Faker } from '@/testing/fake';
import type { Sex } from '@/testing/fake-data';

export async function insertResults(
  db: Db,
  faker: Faker,
  {
    eventId,
    race,
    entrants,
    categoryNames,
  }: {
    eventId: number;
    race: RaceRow;
    entrants: { reg: NewRegistration; id: number; sex: Sex }[];
    categoryNames: Map<number, string>;
  },
): Promise<number> {
  const checkpoints = race.spec.checkpoints ?? [];
  const checkpointRows = checkpoints.length
    ? await db
        .insert(t.checkpoints)
        .values(
          checkpoints.map((cp, i) => ({
            eventId,
            raceId: race.id,
            code: cp.name,
            name: `Km ${cp.distanceKm}`,
            distance: cp.distanceKm,
            sortOrder: i + 1,
          })),
        )
        .returning({ id: t.checkpoints.id, code: t.checkpoints.code })
    : [];
  const checkpointId = new Map(checkpointRows.map((c) => [c.code, c.id]));
  const byGun = race.spec.scoring === 'gun_time';
  const rows = entrants.map((e, i): { item: ResultImportItemInput; row: NewResult } => {
    const item = faker.resultItem(e.reg.bib!, i, {
      distanceKm: race.spec.distance ?? 10,
      checkpoints,
    });
    const category = e.reg.categoryId ? (categoryNames.get(e.reg.categoryId) ?? null) : null;
    return {
      item,
      row: {
        eventId,
        raceId: race.id,
        bib: item.bib,
        registrationId: e.id,
        name: e.reg.name,
        status: item.status ?? 'finished',
        netTimeMs: item.net_time ? raceTimeToMs(item.net_time) : null,
        gunTimeMs: item.gun_time ? raceTimeToMs(item.gun_time) : null,
        category,
        modalityId: e.reg.modalityId ?? null,
      },
    };
  });
  if (!race.spec.semClassificacao) {
    const finished = rows
      .filter((r) => r.row.status === 'finished')
      .sort(
        (a, b) =>
          ((byGun ? a.row.gunTimeMs : a.row.netTimeMs) ?? 0) -
          ((byGun ? b.row.gunTimeMs : b.row.netTimeMs) ?? 0),
      );
    const perCategory = new Map<string, number>();
    finished.forEach((r, i) => {
      r.row.overallPosition = i + 1;
      if (r.row.category) {
        const next = (perCategory.get(r.row.category) ?? 0) + 1;
        perCategory.set(r.row.category, next);
        r.row.categoryPosition = next;
      }
    });
  }
  const ids = await insertChunkedReturning(
    rows.map((r) => r.row),
    (part) => db.insert(t.results).values(part).returning({ id: t.results.id }),
  );
  const splits = rows.flatMap((r, i) =>
    (r.item.splits ?? []).map((s) => ({
      resultId: ids[i].id,
      checkpointId: checkpointId.get(s.checkpoint)!,
      timeMs: raceTimeToMs(s.time)!,
    })),
  );
  await insertChunked(splits, (part) => db.insert(t.resultSplits).values(part));
  return rows.length;
}
