import { and, asc, count, eq, sql } from 'drizzle-orm';
import { raceCodeBase, vacancyOf } from '@/contract/races';
import type { HubApp } from '../app';
import type { HubServices } from '../context';
import type { Db } from '../../db/database';
import {
  events,
  modalities,
  prizeRules,
  raceModalities,
  races,
  registrations,
} from '../../db/schema';
import { fieldError, notFound, validationFailed } from '../errors';
import { extensionsEnabled } from '../extension';
import { racesWithExtras } from '../loaders';
import { offsetOf, pageEnvelopeOf } from '../pagination';
import { idOf, resolveEvent, resolveEventForWrite, resolveRace } from '../resolve';
import { prizeRuleOut } from '../serialize';
import * as routes from './races.routes';

/** `raceCodeBase` (always with a letter), unique in the event: `10K`, `10K-2`, ... */
async function generateCode(
  db: Db,
  eventId: number,
  distance: number | null | undefined,
  name: string,
) {
  const base = raceCodeBase(distance, name);
  const taken = new Set(
    (await db.select({ code: races.code }).from(races).where(eq(races.eventId, eventId))).map(
      (r) => r.code,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function registerRaces(app: HubApp, services: HubServices) {
  const tz = services.settings.timeZone;

  app.openapi(routes.create, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEventForWrite(tx, eventParam);
        if (body.code) {
          const [clash] = await tx
            .select({ id: races.id })
            .from(races)
            .where(and(eq(races.eventId, event.id), eq(races.code, body.code)));
          if (clash)
            throw fieldError('code', `Já existe uma prova com o código ${body.code} neste evento`);
        }
        const catalogue = await tx.select().from(modalities);
        const known = new Set(catalogue.map((m) => m.id));
        const wanted = [...new Set(body.modality_ids ?? [])];
        const unknown: Record<string, string[]> = {};
        body.modality_ids?.forEach((id, i) => {
          if (!known.has(id))
            unknown[`modality_ids.${i}`] = [`Modalidade ${id} não existe no catálogo`];
        });
        if (body.default_modality_id != null && !known.has(body.default_modality_id))
          unknown.default_modality_id = [
            `Modalidade ${body.default_modality_id} não existe no catálogo`,
          ];
        if (Object.keys(unknown).length) throw validationFailed(unknown);

        let defaultId = body.default_modality_id ?? null;
        if (defaultId !== null && !wanted.includes(defaultId)) wanted.push(defaultId);
        if (wanted.length === 0) {
          const general = catalogue.find((m) => m.isDefault) ?? catalogue[0];
          if (general) wanted.push(general.id);
        }
        if (defaultId === null)
          defaultId =
            wanted.find((id) => catalogue.find((m) => m.id === id)?.isDefault) ?? wanted[0] ?? null;

        const code = body.code || (await generateCode(tx, event.id, body.distance, body.name));
        const [race] = await tx
          .insert(races)
          .values({
            eventId: event.id,
            code,
            name: body.name,
            distance: body.distance ?? null,
            distanceLabel: body.distance_label || null,
            sortOrder: body.sort_order ?? null,
            startsAt: new Date(body.starts_at),
            type: body.type ?? null,
            scoringType: body.scoring_type ?? 'net_time',
            durationMinutes: body.duration_minutes ?? null,
            lapCount: body.lap_count ?? null,
            lapDistance: body.lap_distance ?? null,
            registrationLimit: body.registration_limit ?? null,
            semClassificacao: body.sem_classificacao ?? false,
            status: body.status ?? 'active',
          })
          .returning();
        if (wanted.length)
          await tx.insert(raceModalities).values(
            wanted.map((modalityId) => ({
              raceId: race.id,
              modalityId,
              isDefault: modalityId === defaultId,
            })),
          );
        const [out] = await racesWithExtras(tx, [race], tz, { categories: true, prizeRules: true });
        return out;
      }),
    );
    return c.json({ data }, 201);
  });

  app.openapi(routes.prizeRules, async (c) => {
    const { event, race } = c.req.valid('param');
    const query = c.req.valid('query');
    const body = await services.database.run(async (db) => {
      const raceRow = await resolveRace(db, await resolveEvent(db, event), race);
      const where = eq(prizeRules.raceId, raceRow.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ rule: prizeRules, modality: { id: modalities.id, name: modalities.name } })
          .from(prizeRules)
          .leftJoin(modalities, eq(modalities.id, prizeRules.modalityId))
          .where(where)
          .orderBy(asc(prizeRules.seq), asc(prizeRules.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(prizeRules).where(where),
      ]);
      return pageEnvelopeOf(
        c,
        rows.map((r) => prizeRuleOut(r.rule, r.modality)),
        total,
        query,
      );
    });
    return c.json(body, 200);
  });

  app.openapi(routes.vacancy, async (c) => {
    const { event, race } = c.req.valid('param');
    const eventId = idOf(event);
    const raceId = idOf(race);
    // A poll target: one round trip (the event, its race and the count together), served
    // again from the read cache while no registration changed.
    const [row] = await services.reads.read(JSON.stringify(['vacancy', event, race]), (db) =>
      db
        .select({
          raceId: races.id,
          limit: races.registrationLimit,
          n: sql<number>`(select count(*)::int from ${registrations}
            where ${registrations.raceId} = ${races.id}
              and ${registrations.status} in ('confirmed', 'pending'))`,
        })
        .from(events)
        .leftJoin(
          races,
          and(
            eq(races.eventId, events.id),
            raceId === null ? eq(races.code, race) : eq(races.id, raceId),
          ),
        )
        .where(eventId === null ? eq(events.code, event) : eq(events.id, eventId))
        .limit(1),
    );
    if (!row) throw notFound('Evento');
    if (row.raceId === null) throw notFound('Prova');
    const data = {
      race_id: String(row.raceId),
      registration_limit: row.limit === null ? null : String(row.limit),
      registrations_count: String(row.n),
      vacancy: vacancyOf(row.limit, row.n),
    };
    return c.json({ data }, 200);
  });

  if (!extensionsEnabled(services)) return;

  app.openapi(routes.list, async (c) => {
    const { event } = c.req.valid('param');
    const data = await services.database.run(async (db) => {
      const eventRow = await resolveEvent(db, event);
      const rows = await db
        .select()
        .from(races)
        .where(eq(races.eventId, eventRow.id))
        .orderBy(asc(races.sortOrder), asc(races.id));
      return racesWithExtras(db, rows, tz, { categories: true });
    });
    return c.json({ data }, 200);
  });

  app.openapi(routes.modalities, async (c) => {
    const rows = await services.database.run((db) =>
      db.select().from(modalities).orderBy(asc(modalities.name)),
    );
    return c.json(
      { data: rows.map((m) => ({ id: m.id, name: m.name, is_default: m.isDefault })) },
      200,
    );
  });
}
