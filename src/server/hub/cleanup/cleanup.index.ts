import { createRoute } from '@hono/zod-openapi';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import { DELETABLE_ORIGINS } from '@/contract/enums';
import { checkpointSchema } from '@/contract/races';
import {
  deleteResultSchema,
  dryRunQuerySchema,
  isDryRun,
  registrationDeleteQuerySchema,
} from '@/contract/registrations';
import { inSequence } from '@/server/db/database';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import { checkpoints, races, registrations, results } from '@/server/db/schema';
import { HubError, notFound } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { EXTENSION, commonErrors, jsonContent } from '@/server/hub/openapi';
import { idOf, resolveEvent } from '@/server/hub/resolve';
import { checkpointOut } from '@/server/hub/serialize';

const eventParams = z.object({ event: idOrCode });

const deleteRegistrations = createRoute({
  method: 'delete',
  path: '/events/{event}/registrations',
  summary: 'Bulk-delete registrations (api and csv origins only)',
  description:
    'Filters: `race_id`, `status`, `origin` (`api` or `csv`; `online` is refused with 422 `online_registrations_protected`). Online registrations are never touched. Extension: `dry_run=1` counts without deleting.',
  request: { params: eventParams, query: registrationDeleteQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted'),
    ...commonErrors,
  },
});

const deleteResults = createRoute({
  method: 'delete',
  path: '/events/{event}/results',
  summary: 'Delete all results of the event, soft-deleted ones too',
  description:
    "Races' `results_status` go back to `pending`. Extension: `dry_run=1` counts without deleting.",
  request: { params: eventParams, query: dryRunQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted'),
    ...commonErrors,
  },
});

const deleteCheckpoint = createRoute({
  method: 'delete',
  path: '/events/{event}/checkpoints/{checkpoint}',
  summary: 'Remove a checkpoint and its splits',
  request: { params: z.object({ event: idOrCode, checkpoint: idOrCode }) },
  responses: { 204: { description: 'Removed' }, ...commonErrors },
});

const listCheckpoints = createRoute({
  method: 'get',
  path: '/events/{event}/checkpoints',
  summary: 'Checkpoints of an event',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(z.array(checkpointSchema)), 'Checkpoints'),
    ...commonErrors,
  },
});

export function registerCleanup(app: HubApp, services: HubServices) {
  const { database } = services;
  const withExtensions = extensionsEnabled(services);

  app.openapi(deleteRegistrations, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const query = c.req.valid('query');
    if (query.origin === 'online')
      throw new HubError(
        'online_registrations_protected',
        'Inscrições online vêm do checkout, têm pedido e pagamento, e só saem por cancelamento no painel.',
        { origin: ['online não é permitido'] },
      );
    const dryRun = withExtensions && isDryRun(query.dry_run);
    const data = await database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEvent(tx, eventParam);
        const filters: SQL[] = [eq(registrations.eventId, event.id)];
        if (query.race_id !== undefined) {
          const [race] = await tx
            .select({ id: races.id })
            .from(races)
            .where(and(eq(races.id, query.race_id), eq(races.eventId, event.id)));
          if (!race) throw notFound('Prova');
          filters.push(eq(registrations.raceId, race.id));
        }
        if (query.status) filters.push(eq(registrations.status, query.status));
        const deletable = and(
          ...filters,
          query.origin
            ? eq(registrations.origin, query.origin)
            : inArray(registrations.origin, [...DELETABLE_ORIGINS]),
        );
        if (dryRun) {
          const [[{ n }], [{ online }]] = await inSequence([
            tx.select({ n: count() }).from(registrations).where(deletable),
            tx
              .select({ online: count() })
              .from(registrations)
              .where(and(...filters, eq(registrations.origin, 'online'))),
          ]);
          return { deleted: 0, would_delete: n, protected_online: online };
        }
        const deleted = await tx
          .delete(registrations)
          .where(deletable)
          .returning({ id: registrations.id });
        return { deleted: deleted.length };
      }),
    );
    return c.json({ data }, 200);
  });

  app.openapi(deleteResults, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const dryRun = withExtensions && isDryRun(c.req.valid('query').dry_run);
    const data = await database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEvent(tx, eventParam);
        const where = eq(results.eventId, event.id);
        if (dryRun) {
          const [{ n }] = await tx.select({ n: count() }).from(results).where(where);
          return { deleted: 0, would_delete: n, protected_online: 0 };
        }
        const deleted = await tx.delete(results).where(where).returning({ id: results.id });
        await tx
          .update(races)
          .set({ resultsStatus: 'pending', updatedAt: new Date() })
          .where(eq(races.eventId, event.id));
        return { deleted: deleted.length };
      }),
    );
    return c.json({ data }, 200);
  });

  app.openapi(deleteCheckpoint, async (c) => {
    const { event: eventParam, checkpoint } = c.req.valid('param');
    await database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEvent(tx, eventParam);
        const id = idOf(checkpoint);
        const removed =
          id === null
            ? []
            : await tx
                .delete(checkpoints)
                .where(and(eq(checkpoints.id, id), eq(checkpoints.eventId, event.id)))
                .returning({ id: checkpoints.id });
        if (removed.length === 0) throw notFound('Ponto de controle');
      }),
    );
    return c.body(null, 204);
  });

  if (!withExtensions) return;

  app.openapi(listCheckpoints, async (c) => {
    const { event } = c.req.valid('param');
    const data = await database.run(async (db) => {
      const eventRow = await resolveEvent(db, event);
      const rows = await db
        .select()
        .from(checkpoints)
        .where(eq(checkpoints.eventId, eventRow.id))
        .orderBy(asc(checkpoints.raceId), asc(checkpoints.sortOrder));
      return rows.map(checkpointOut);
    });
    return c.json({ data }, 200);
  });
}
