import { and, asc, count, eq, sql } from 'drizzle-orm';
import { raceCodeBase, vacancyOf } from '@/contract/races';
import type { Db } from '@/server/db/database';
import {
  events,
  modalities as modalitiesTable,
  prizeRules as prizeRulesTable,
  raceModalities,
  races,
  registrations,
} from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { fieldError, notFound, validationFailed } from '@/server/hub/errors';
import { racesWithExtras } from '@/server/hub/loaders';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { idOf, readEvent, readRace, writeEvent } from '@/server/hub/resolve';
import type * as routes from './races.routes';
import { prizeRuleOut } from './races.serialize';

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

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
    if (body.code) {
      const [clash] = await tx
        .select({ id: races.id })
        .from(races)
        .where(and(eq(races.eventId, event.id), eq(races.code, body.code)));
      if (clash)
        throw fieldError('code', `Já existe uma prova com o código ${body.code} neste evento`);
    }
    const catalogue = await tx.select().from(modalitiesTable);
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
    const [out] = await racesWithExtras(tx, [race], settings.timeZone, {
      categories: true,
      prizeRules: true,
    });
    return out;
  });
  return c.json({ data }, 201);
};

export const prizeRules: HubHandler<typeof routes.prizeRules> = async (c) => {
  const { database } = c.var.services;
  const query = c.req.valid('query');
  const body = await readRace(database, c.req.valid('param'), async (db, raceRow) => {
    const where = eq(prizeRulesTable.raceId, raceRow.id);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          rule: prizeRulesTable,
          modality: { id: modalitiesTable.id, name: modalitiesTable.name },
        })
        .from(prizeRulesTable)
        .leftJoin(modalitiesTable, eq(modalitiesTable.id, prizeRulesTable.modalityId))
        .where(where)
        .orderBy(asc(prizeRulesTable.seq), asc(prizeRulesTable.id))
        .limit(query.per_page)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(prizeRulesTable).where(where),
    ]);
    return pageEnvelopeOf(
      c,
      rows.map((r) => prizeRuleOut(r.rule, r.modality)),
      total,
      query,
    );
  });
  return c.json(body, 200);
};

export const vacancy: HubHandler<typeof routes.vacancy> = async (c) => {
  const { reads } = c.var.services;
  const { event, race } = c.req.valid('param');
  const eventId = idOf(event);
  const raceId = idOf(race);
  // A poll target: one round trip (the event, its race and the count together), served
  // again from the read cache while no registration changed.
  const [row] = await reads.read(JSON.stringify(['vacancy', event, race]), (db) =>
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
};

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database, settings } = c.var.services;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, eventRow) => {
    const rows = await db
      .select()
      .from(races)
      .where(eq(races.eventId, eventRow.id))
      .orderBy(asc(races.sortOrder), asc(races.id));
    return racesWithExtras(db, rows, settings.timeZone, { categories: true });
  });
  return c.json({ data }, 200);
};

export const modalities: HubHandler<typeof routes.modalities> = async (c) => {
  const { database } = c.var.services;
  const rows = await database.run((db) =>
    db.select().from(modalitiesTable).orderBy(asc(modalitiesTable.name)),
  );
  return c.json(
    { data: rows.map((m) => ({ id: m.id, name: m.name, is_default: m.isDefault })) },
    200,
  );
};
