import { and, count, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { emptySummary, isFinalImportWord } from '@/contract/imports';
import type { Db } from '@/server/db/database';
import { isUniqueViolation } from '@/server/db/errors';
import { imports, races, type ImportKind } from '@/server/db/schema';
import type { HubEnvBindings } from '@/server/hub/context';
import type { HubHandler } from '@/server/hub/create-router';
import { notFound, validationFailed } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import {
  idOf,
  readEvent,
  readRace,
  resolveEvent,
  type EventRow,
  type RaceRow,
} from '@/server/hub/resolve';
import type * as routes from './imports.routes';
import { importStatusOut } from './imports.serialize';
import { reportsOf } from './queue';
import { raceModalityIndex } from './results-processor';
import { foldName, importBodyHash, importStatusColumns, stableJson } from './shared';

const withoutAnswers = (item: unknown): unknown => {
  if (typeof item !== 'object' || item === null || !('answers' in item)) return item;
  const { answers: _, ...rest } = item as Record<string, unknown>;
  return rest;
};

const DB_KIND = { registration: 'registrations', result: 'results' } as const;

async function raceCodes(db: Db, eventId: number) {
  const rows = await db
    .select({ id: races.id, code: races.code })
    .from(races)
    .where(eq(races.eventId, eventId));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/**
 * A finished import's report (a failed one's covers the items it applied); none while it runs,
 * as its summary counts nothing yet.
 */
const itemsOf = (db: Db, row: { id: number; status: string }) =>
  isFinalImportWord(row.status) ? reportsOf(db, row.id) : Promise.resolve([]);

interface Enqueue {
  kind: ImportKind;
  event: EventRow;
  raceId: number;
  source: string;
  idempotencyKey: string | undefined;
  bodyHash: string;
  payload: { items: unknown[]; modality_id?: number | null };
}

/** A new queued import, or the one an Idempotency-Key already names (same body only). */
async function enqueue(db: Db, job: Enqueue) {
  return db.transaction(async (tx) => {
    if (job.idempotencyKey) {
      const [previous] = await tx
        .select(importStatusColumns)
        .from(imports)
        .where(
          and(
            eq(imports.eventId, job.event.id),
            eq(imports.kind, job.kind),
            eq(imports.idempotencyKey, job.idempotencyKey),
          ),
        );
      if (previous) {
        if (previous.bodyHash !== job.bodyHash)
          throw validationFailed({
            'Idempotency-Key': ['Esta Idempotency-Key já foi usada com outro conteúdo'],
          });
        return { row: previous, replayed: true, items: await itemsOf(tx, previous) };
      }
    }
    const [row] = await tx
      .insert(imports)
      .values({
        kind: job.kind,
        eventId: job.event.id,
        raceId: job.raceId,
        source: job.source,
        idempotencyKey: job.idempotencyKey ?? null,
        bodyHash: job.bodyHash,
        payload: job.payload,
        summary: emptySummary(job.payload.items.length),
      })
      .returning(importStatusColumns);
    return { row, replayed: false, items: [] };
  });
}

/** The batch modality of a results import: by id (which wins) or by name, among the race's. */
async function batchModality(
  db: Db,
  raceId: number,
  body: { modality_id?: number | null; modality?: string | null },
) {
  if (body.modality_id == null && !body.modality) return null;
  const mods = await raceModalityIndex(db, raceId);
  if (body.modality_id != null) {
    if (!mods.ids.has(body.modality_id))
      throw validationFailed({
        modality_id: [`Modalidade ${body.modality_id} não existe nesta prova`],
      });
    return body.modality_id;
  }
  const found = mods.byName.get(foldName(body.modality!));
  if (found === undefined)
    throw validationFailed({ modality: [`Modalidade desconhecida nesta prova: ${body.modality}`] });
  return found;
}

/** What both import routes hand over once validated: the path, the query, the header, the body. */
interface ImportRequest {
  event: string;
  race: string;
  source: string;
  'idempotency-key'?: string;
  body: unknown;
}

/** Resolves the path, builds the payload, queues (or replays) the import: 202 either way. */
async function accept(
  c: Context<HubEnvBindings>,
  request: ImportRequest,
  kind: ImportKind,
  payloadOf: (db: Db, race: RaceRow) => Promise<Enqueue['payload']>,
) {
  const { services } = c.var;
  const { source, 'idempotency-key': idempotencyKey } = request;
  // Before the database is taken: the body's JSON is the costly part of its hash.
  const bodyJson = stableJson(request.body);
  const { replayed, status, payload } = await readRace(
    services.database,
    request,
    async (db, race, event) => {
      const payload = await payloadOf(db, race);
      const bodyHash = importBodyHash(bodyJson, race.id, source);
      const job: Enqueue = {
        kind,
        event,
        raceId: race.id,
        source,
        idempotencyKey,
        bodyHash,
        payload,
      };
      // Two requests with one Idempotency-Key at the same moment: the one whose insert lost
      // waited for the other to commit, so a second look finds it and replays it.
      const { row, replayed, items } = await enqueue(db, job).catch((error: unknown) => {
        if (job.idempotencyKey && isUniqueViolation(error)) return enqueue(db, job);
        throw error;
      });
      return { replayed, status: importStatusOut(row, event.code, race.code, items), payload };
    },
  );
  if (replayed) c.header('Idempotent-Replayed', 'true');
  else services.notifyImportQueued({ id: status.import_id, payload });
  return c.json(status, 202);
}

export const postRegistrations: HubHandler<typeof routes.postRegistrations> = (c) => {
  const { req } = c;
  const body = req.valid('json');
  const request = { ...req.valid('param'), ...req.valid('query'), ...req.valid('header'), body };
  // A spec-only hub takes no answers to the event's fields: it ignores them (decisions.md).
  const items = extensionsEnabled(c.var.services)
    ? body.registrations
    : body.registrations.map(withoutAnswers);
  return accept(c, request, 'registrations', async () => ({ items }));
};

export const postResults: HubHandler<typeof routes.postResults> = (c) => {
  const { req } = c;
  const body = req.valid('json');
  const request = { ...req.valid('param'), ...req.valid('query'), ...req.valid('header'), body };
  return accept(c, request, 'results', async (db, race) => ({
    items: body.results,
    modality_id: await batchModality(db, race.id, body),
  }));
};

/** The event's import named in the path, or 404. */
async function findImport(db: Db, dbKind: ImportKind, eventParam: string, importParam: string) {
  const event = await resolveEvent(db, eventParam);
  const id = idOf(importParam);
  if (id === null) throw notFound('Importação');
  const [row] = await db
    .select(importStatusColumns)
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.eventId, event.id), eq(imports.kind, dbKind)));
  if (!row) throw notFound('Importação');
  return { event, row };
}

export const status =
  (kind: routes.ImportKindName): HubHandler<ReturnType<typeof routes.statusRoute>> =>
  async (c) => {
    const { services } = c.var;
    const dbKind = DB_KIND[kind];
    const { event: eventParam, import: importParam } = c.req.valid('param');
    const out = await services.database.run(async (db) => {
      const { event, row } = await findImport(db, dbKind, eventParam, importParam);
      const codes = await raceCodes(db, event.id);
      const items = await itemsOf(db, row);
      return importStatusOut(row, event.code, codes.get(row.raceId) ?? '', items);
    });
    return c.json(out, 200);
  };

export const retry =
  (kind: routes.ImportKindName): HubHandler<ReturnType<typeof routes.retryRoute>> =>
  async (c) => {
    const { services } = c.var;
    const dbKind = DB_KIND[kind];
    const { event: eventParam, import: importParam } = c.req.valid('param');
    const out = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const { event, row } = await findImport(tx, dbKind, eventParam, importParam);
        if (row.status !== 'failed')
          throw validationFailed(
            {
              status: [`Só uma importação que falhou pode ser reenviada (esta está ${row.status})`],
            },
            'Esta importação não falhou.',
          );
        const [queued] = await tx
          .update(imports)
          .set({
            status: 'queued',
            attempts: 0,
            retryAt: null,
            failure: null,
            summary: emptySummary(row.summary.total_received),
            finishedAt: null,
          })
          .where(and(eq(imports.id, row.id), eq(imports.status, 'failed')))
          .returning(importStatusColumns);
        const codes = await raceCodes(tx, event.id);
        return importStatusOut(queued, event.code, codes.get(row.raceId) ?? '', []);
      }),
    );
    services.notifyImportQueued();
    return c.json(out, 202);
  };

export const history =
  (kind: routes.ImportKindName): HubHandler<ReturnType<typeof routes.historyRoute>> =>
  async (c) => {
    const { services } = c.var;
    const dbKind = DB_KIND[kind];
    const { event: eventParam } = c.req.valid('param');
    const query = c.req.valid('query');
    const body = await readEvent(services.database, eventParam, async (db, event) => {
      const where = and(eq(imports.eventId, event.id), eq(imports.kind, dbKind));
      const [rows, [{ total }], codes] = await Promise.all([
        db
          .select(importStatusColumns)
          .from(imports)
          .where(where)
          .orderBy(desc(imports.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(imports).where(where),
        raceCodes(db, event.id),
      ]);
      return pageEnvelopeOf(
        c,
        rows.map((r) => importStatusOut(r, event.code, codes.get(r.raceId) ?? '')),
        total,
        query,
      );
    });
    return c.json(body, 200);
  };
