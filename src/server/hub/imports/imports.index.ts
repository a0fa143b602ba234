import { createRoute } from '@hono/zod-openapi';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idOrCode, pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { emptySummary, importStatusSchema } from '@/contract/imports';
import { IDEMPOTENCY_KEY_MAX } from '@/contract/limits';
import {
  importQuerySchema,
  registrationImportItemSchema,
  registrationImportRequestSchema,
} from '@/contract/registrations';
import { resultImportItemSchema, resultImportRequestSchema } from '@/contract/results';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import type { Db } from '@/server/db/database';
import { isUniqueViolation } from '@/server/db/errors';
import { imports, races, type ImportKind } from '@/server/db/schema';
import { notFound, validationFailed } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { EXTENSION, bodyErrors, commonErrors, jsonBody, jsonContent } from '@/server/hub/openapi';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { idOf, resolveEvent, resolveRace, type EventRow, type RaceRow } from '@/server/hub/resolve';
import { importStatusOut } from '@/server/hub/serialize';
import { foldName, importBodyHash, importStatusColumns, stableJson } from './shared';
import { raceModalityIndex } from './results-processor';

const raceParams = z.object({ event: idOrCode, race: idOrCode });
const importParams = z.object({ event: idOrCode, import: idOrCode });
const eventParams = z.object({ event: idOrCode });
const idempotencyHeader = z.object({
  'idempotency-key': z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX).optional(),
});

const accepted = jsonContent(
  importStatusSchema,
  'Accepted and queued (or the same import, for a repeated Idempotency-Key)',
);

const postRegistrations = createRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/registrations',
  summary: 'Import registrations (queued)',
  description:
    '1 to 2000 items. Idempotent by (event, external_id) or (event, CPF). Answers 202 with the import status; poll it. `source=csv` marks a spreadsheet upload. Item schema: components.schemas.RegistrationImportItem.',
  request: {
    params: raceParams,
    query: importQuerySchema,
    headers: idempotencyHeader,
    body: jsonBody(registrationImportRequestSchema),
  },
  responses: { 202: accepted, ...commonErrors, ...bodyErrors },
});

const postResults = createRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/results',
  summary: 'Import results (queued)',
  description:
    '1 to 5000 items, upsert by (race, bib). The batch modality (id wins over name) must exist in the race. Item schema: components.schemas.ResultImportItem.',
  request: {
    params: raceParams,
    query: importQuerySchema,
    headers: idempotencyHeader,
    body: jsonBody(resultImportRequestSchema),
  },
  responses: { 202: accepted, ...commonErrors, ...bodyErrors },
});

const statusRoute = (kind: 'registration' | 'result') =>
  createRoute({
    method: 'get',
    path: `/events/{event}/${kind}-imports/{import}`,
    summary: `${kind === 'registration' ? 'Registration' : 'Result'} import status`,
    request: { params: importParams },
    responses: {
      200: jsonContent(importStatusSchema, 'The import status (flat, no data wrapper)'),
      ...commonErrors,
    },
  });

const historyRoute = (kind: 'registration' | 'result') =>
  createRoute({
    method: 'get',
    path: `/events/{event}/${kind}-imports`,
    summary: `History of the event's ${kind} imports, newest first`,
    ...EXTENSION,
    request: { params: eventParams, query: paginationQuerySchema },
    responses: {
      200: jsonContent(pageEnvelope(importStatusSchema), 'Imports, without per-item reports'),
      ...commonErrors,
    },
  });

const retryRoute = (kind: 'registration' | 'result') =>
  createRoute({
    method: 'post',
    path: `/events/{event}/${kind}-imports/{import}/retry`,
    summary: `Queue a failed ${kind} import again`,
    description:
      'Only for an import whose status is `failed` (the hub could not process it after its retries); it is queued with its original items.',
    ...EXTENSION,
    request: { params: importParams },
    responses: {
      202: jsonContent(importStatusSchema, 'Queued again'),
      ...commonErrors,
    },
  });

async function raceCodes(db: Db, eventId: number) {
  const rows = await db
    .select({ id: races.id, code: races.code })
    .from(races)
    .where(eq(races.eventId, eventId));
  return new Map(rows.map((r) => [r.id, r.code]));
}

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
        return { row: previous, replayed: true };
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
    return { row, replayed: false };
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

export function registerImports(app: HubApp, services: HubServices) {
  // Items are checked one by one by the worker, so the request schema cannot carry them.
  for (const [name, schema] of [
    ['RegistrationImportItem', registrationImportItemSchema],
    ['ResultImportItem', resultImportItemSchema],
  ] as const)
    app.openAPIRegistry.registerComponent(
      'schemas',
      name,
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as never,
    );
  const { database } = services;

  /** Resolves the path, builds the payload, queues (or replays) the import: 202 either way. */
  async function accept(
    request: {
      event: string;
      race: string;
      source: string;
      idempotencyKey?: string;
      body: unknown;
    },
    kind: ImportKind,
    payloadOf: (db: Db, race: RaceRow) => Promise<Enqueue['payload']>,
  ) {
    // Before the database is taken: the body's JSON is the costly part of its hash.
    const bodyJson = stableJson(request.body);
    const accepted = await database.run(async (db) => {
      const event = await resolveEvent(db, request.event);
      const race = await resolveRace(db, event, request.race);
      const payload = await payloadOf(db, race);
      const bodyHash = importBodyHash(bodyJson, race.id, request.source);
      const job: Enqueue = {
        kind,
        event,
        raceId: race.id,
        source: request.source,
        idempotencyKey: request.idempotencyKey,
        bodyHash,
        payload,
      };
      // Two requests with one Idempotency-Key at the same moment: the one whose insert lost
      // waited for the other to commit, so a second look finds it and replays it.
      const { row, replayed } = await enqueue(db, job).catch((error: unknown) => {
        if (job.idempotencyKey && isUniqueViolation(error)) return enqueue(db, job);
        throw error;
      });
      return { replayed, status: importStatusOut(row, event.code, race.code) };
    });
    if (!accepted.replayed) services.notifyImportQueued();
    return accepted;
  }

  app.openapi(postRegistrations, async (c) => {
    const body = c.req.valid('json');
    const { replayed, status } = await accept(
      {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        body,
      },
      'registrations',
      async () => ({ items: body.registrations }),
    );
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(status, 202);
  });

  app.openapi(postResults, async (c) => {
    const body = c.req.valid('json');
    const { replayed, status } = await accept(
      {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        body,
      },
      'results',
      async (db, race) => ({
        items: body.results,
        modality_id: await batchModality(db, race.id, body),
      }),
    );
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(status, 202);
  });

  for (const [kind, dbKind] of [
    ['registration', 'registrations'],
    ['result', 'results'],
  ] as const) {
    /** The event's import named in the path, or 404. */
    const findImport = async (db: Db, eventParam: string, importParam: string) => {
      const event = await resolveEvent(db, eventParam);
      const id = idOf(importParam);
      if (id === null) throw notFound('Importação');
      const [row] = await db
        .select(importStatusColumns)
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.eventId, event.id), eq(imports.kind, dbKind)));
      if (!row) throw notFound('Importação');
      return { event, row };
    };

    app.openapi(statusRoute(kind), async (c) => {
      const { event: eventParam, import: importParam } = c.req.valid('param');
      const out = await database.run(async (db) => {
        const { event, row } = await findImport(db, eventParam, importParam);
        const codes = await raceCodes(db, event.id);
        return importStatusOut(row, event.code, codes.get(row.raceId) ?? '');
      });
      return c.json(out, 200);
    });

    if (!extensionsEnabled(services)) continue;
    app.openapi(retryRoute(kind), async (c) => {
      const { event: eventParam, import: importParam } = c.req.valid('param');
      const out = await database.run((db) =>
        db.transaction(async (tx) => {
          const { event, row } = await findImport(tx, eventParam, importParam);
          if (row.status !== 'failed')
            throw validationFailed(
              {
                status: [
                  `Só uma importação que falhou pode ser reenviada (esta está ${row.status})`,
                ],
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
          return importStatusOut(queued, event.code, codes.get(row.raceId) ?? '');
        }),
      );
      services.notifyImportQueued();
      return c.json(out, 202);
    });

    app.openapi(historyRoute(kind), async (c) => {
      const { event: eventParam } = c.req.valid('param');
      const query = c.req.valid('query');
      const body = await database.run(async (db) => {
        const event = await resolveEvent(db, eventParam);
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
          rows.map((r) => importStatusOut(r, event.code, codes.get(r.raceId) ?? '', false)),
          total,
          query,
        );
      });
      return c.json(body, 200);
    });
  }
}
