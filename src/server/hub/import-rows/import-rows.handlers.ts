import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { isFinalImportWord } from '@/contract/imports';
import { DELETABLE_ORIGINS } from '@/contract/enums';
import { isDryRun } from '@/contract/registrations';
import { inSequence, textArray, type Db } from '@/server/db/database';
import {
  imports,
  races,
  registrations,
  results,
  type CreatedIdentity,
  type ImportKind,
} from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { HubError, notFound } from '@/server/hub/errors';
import { createdIdentities } from '@/server/hub/imports/created-rows';
import { committedOutcomes } from '@/server/hub/imports/queue';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { idOf, readEvent, writeEvent, type EventRow } from '@/server/hub/resolve';
import { registrationPage } from '@/server/hub/registrations/registrations.handlers';
import { placedResults, withPlaces } from '@/server/hub/results/results.places';
import type * as routes from './import-rows.routes';
import { importedRegistrationOut, importedResultOut } from './import-rows.serialize';

type ImportRow = typeof imports.$inferSelect;

/** 409 with the reason under `import`, where the console reads a hub's words to translate. */
const refused = (message: string) => new HubError('conflict', message, { import: [message] });

/** The event's finished import of `kind` the path names: 404 when none, 409 while it runs. */
async function findImport(db: Db, event: EventRow, kind: ImportKind, param: string) {
  const id = idOf(param);
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(imports)
          .where(and(eq(imports.id, id), eq(imports.eventId, event.id), eq(imports.kind, kind)));
  if (!row) throw notFound('Importação');
  if (!isFinalImportWord(row.status))
    throw refused('A importação ainda não terminou: espere que termine para desfazê-la.');
  return row;
}

/**
 * Who the import created: kept when it completed; a failed import still has its items, and
 * its committed slices say which of them were created.
 */
async function createdBy(db: Db, row: ImportRow): Promise<CreatedIdentity[]> {
  const payload = row.payload ?? { items: [] };
  if (payload.created) return payload.created;
  if (payload.items.length === 0 && row.summary.created > 0)
    throw refused(
      'Esta importação é anterior ao registro de quem cada importação criou: não dá para desfazê-la sozinha.',
    );
  const slices = await committedOutcomes(db, row.id);
  const indexes = slices.flatMap((slice) =>
    [...slice.outcomes].flatMap((o, i) => (o === 'c' ? [slice.first + i] : [])),
  );
  return createdIdentities(row.kind, payload.items, indexes);
}

/**
 * A row is the import's when its race, its identity (as the item gave it) and its creation
 * (while the import ran) are the import's: a row made again later by another import is not.
 */
function createdWhile(
  row: ImportRow,
  createdAt: typeof registrations.createdAt | typeof results.createdAt,
): SQL[] {
  const window = [gte(createdAt, row.createdAt)];
  if (row.finishedAt) window.push(lte(createdAt, row.finishedAt));
  return window;
}

async function registrationsOf(db: Db, event: EventRow, param: string): Promise<SQL> {
  const row = await findImport(db, event, 'registrations', param);
  const externalIds: string[] = [];
  const documents: string[] = [];
  for (const who of await createdBy(db, row)) {
    if (who.external_id) externalIds.push(who.external_id);
    else if (who.document) documents.push(who.document);
  }
  return and(
    eq(registrations.eventId, event.id),
    eq(registrations.raceId, row.raceId),
    eq(registrations.origin, row.source),
    inArray(registrations.origin, [...DELETABLE_ORIGINS]),
    ...createdWhile(row, registrations.createdAt),
    or(
      sql`${registrations.externalId} = any(${textArray(externalIds)})`,
      and(
        isNull(registrations.externalId),
        sql`${registrations.document} = any(${textArray(documents)})`,
      ),
    ),
  )!;
}

async function resultsOf(db: Db, event: EventRow, param: string) {
  const row = await findImport(db, event, 'results', param);
  const bibs = (await createdBy(db, row)).flatMap((who) => (who.bib ? [who.bib] : []));
  const where = and(
    eq(results.eventId, event.id),
    eq(results.raceId, row.raceId),
    ...createdWhile(row, results.createdAt),
    sql`${results.bib} = any(${textArray(bibs)})`,
  )!;
  return { where, raceId: row.raceId };
}

export const listRegistrations: HubHandler<typeof routes.listRegistrations> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const query = c.req.valid('query');
  const body = await readEvent(database, params.event, async (db, event) => {
    const where = await registrationsOf(db, event, params.import);
    const { rows, total } = await registrationPage(db, where, query);
    const data = rows.map((r) => importedRegistrationOut({ ...r.registration, race: r.race }));
    return pageEnvelopeOf(c, data, total, query);
  });
  return c.json(body, 200);
};

export const deleteRegistrations: HubHandler<typeof routes.deleteRegistrations> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const dryRun = isDryRun(c.req.valid('query').dry_run);
  const data = await writeEvent(database, params.event, async (tx, event) => {
    const where = await registrationsOf(tx, event, params.import);
    if (dryRun) {
      const [{ n }] = await tx.select({ n: count() }).from(registrations).where(where);
      return { deleted: 0, would_delete: n, protected_online: 0 };
    }
    const gone = await tx.delete(registrations).where(where).returning({ id: registrations.id });
    return { deleted: gone.length };
  });
  return c.json({ data }, 200);
};

export const listResults: HubHandler<typeof routes.listResults> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const query = c.req.valid('query');
  const body = await readEvent(database, params.event, async (db, event) => {
    const { where, raceId } = await resultsOf(db, event, params.import);
    const [race] = await db.select().from(races).where(eq(races.id, raceId!));
    const [rows, [{ total }]] = await inSequence([
      placedResults(db, race)
        .query.where(where)
        .orderBy(
          // Numeric bibs in numeric order (9 before 10), then the others.
          sql`case when ${results.bib} ~ '^[0-9]{1,18}$' then ${results.bib}::bigint end asc nulls last`,
          asc(results.bib),
        )
        .limit(query.per_page)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(results).where(where),
    ]);
    return pageEnvelopeOf(c, rows.map(withPlaces).map(importedResultOut), total, query);
  });
  return c.json(body, 200);
};

export const deleteResults: HubHandler<typeof routes.deleteResults> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const dryRun = isDryRun(c.req.valid('query').dry_run);
  const data = await writeEvent(database, params.event, async (tx, event) => {
    const { where, raceId } = await resultsOf(tx, event, params.import);
    if (dryRun) {
      const [{ n }] = await tx.select({ n: count() }).from(results).where(where);
      return { deleted: 0, would_delete: n, protected_online: 0 };
    }
    const gone = await tx.delete(results).where(where).returning({ id: results.id });
    await tx
      .update(races)
      .set({ resultsStatus: 'pending', updatedAt: new Date() })
      .where(
        and(
          eq(races.id, raceId),
          notExists(tx.select({ id: results.id }).from(results).where(eq(results.raceId, raceId))),
        ),
      );
    return { deleted: gone.length };
  });
  return c.json({ data }, 200);
};
