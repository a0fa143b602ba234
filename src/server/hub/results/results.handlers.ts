import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { inSequence } from '@/server/db/database';
import { checkpoints, races, registrations, results, resultSplits } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { readEvent, readRace } from '@/server/hub/resolve';
import { placedPage } from './results.places';
import type * as routes from './results.routes';
import { resultOut, type SplitRow } from './results.serialize';

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const query = c.req.valid('query');
  const body = await readRace(database, c.req.valid('param'), async (db, raceRow) => {
    const filters: SQL[] = [eq(results.raceId, raceRow.id), isNull(results.deletedAt)];
    if (query.status) filters.push(eq(results.status, query.status));
    if (query.sex) filters.push(eq(results.sex, query.sex));
    if (query.category) filters.push(sql`lower(${results.category}) = lower(${query.category})`);
    const where = and(...filters);
    const [rows, [{ total }]] = await inSequence([
      placedPage(db, raceRow, where, { limit: query.per_page, offset: offsetOf(query) }),
      db.select({ total: count() }).from(results).where(where),
    ]);
    const splits = rows.length
      ? await db
          .select({
            resultId: resultSplits.resultId,
            checkpointId: checkpoints.id,
            checkpoint: checkpoints.name,
            distance: checkpoints.distance,
            timeMs: resultSplits.timeMs,
          })
          .from(resultSplits)
          .innerJoin(checkpoints, eq(checkpoints.id, resultSplits.checkpointId))
          .where(
            inArray(
              resultSplits.resultId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(
            sql`${checkpoints.distance} asc nulls last`,
            asc(checkpoints.sortOrder),
            asc(checkpoints.id),
          )
      : [];
    const splitsOf = new Map<number, SplitRow[]>();
    for (const s of splits) {
      const list = splitsOf.get(s.resultId);
      if (list) list.push(s);
      else splitsOf.set(s.resultId, [s]);
    }
    const data = rows.map((r) => resultOut(r, splitsOf.get(r.id) ?? []));
    return pageEnvelopeOf(c, data, total, query);
  });
  return c.json(body, 200);
};

export const bibs: HubHandler<typeof routes.bibs> = async (c) => {
  const { database } = c.var.services;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, eventRow) => {
    return db
      .select({
        race_id: races.id,
        race: races.code,
        bibs: sql<string[]>`array_agg(${registrations.bib} order by ${registrations.bib})`,
      })
      .from(registrations)
      .innerJoin(races, eq(races.id, registrations.raceId))
      .where(and(eq(registrations.eventId, eventRow.id), isNotNull(registrations.bib)))
      .groupBy(races.id, races.code)
      .orderBy(asc(races.id));
  });
  return c.json({ data }, 200);
};
