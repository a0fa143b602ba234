import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { DELETABLE_ORIGINS } from '@/contract/enums';
import { isDryRun } from '@/contract/registrations';
import { inSequence } from '@/server/db/database';
import { checkpoints, races, registrations, results } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { HubError, notFound } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { idOf, readEvent, resolveEvent } from '@/server/hub/resolve';
import type * as routes from './cleanup.routes';
import { checkpointOut } from './cleanup.serialize';

export const deleteRegistrations: HubHandler<typeof routes.deleteRegistrations> = async (c) => {
  const { database } = c.var.services;
  const withExtensions = extensionsEnabled(c.var.services);
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
};

export const deleteResults: HubHandler<typeof routes.deleteResults> = async (c) => {
  const { database } = c.var.services;
  const withExtensions = extensionsEnabled(c.var.services);
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
};

export const deleteCheckpoint: HubHandler<typeof routes.deleteCheckpoint> = async (c) => {
  const { database } = c.var.services;
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
};

export const listCheckpoints: HubHandler<typeof routes.listCheckpoints> = async (c) => {
  const { database } = c.var.services;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, eventRow) => {
    const rows = await db
      .select()
      .from(checkpoints)
      .where(eq(checkpoints.eventId, eventRow.id))
      .orderBy(asc(checkpoints.raceId), asc(checkpoints.sortOrder));
    return rows.map(checkpointOut);
  });
  return c.json({ data }, 200);
};
