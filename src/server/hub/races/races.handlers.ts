import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { raceScoringIssues, suggestDistanceLabel, vacancyOf } from '@/contract/races';
import type { Db } from '@/server/db/database';
import {
  events,
  imports,
  modalities as modalitiesTable,
  raceModalities,
  races,
  registrations,
  results,
} from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import {
  counted,
  fieldError,
  HubError,
  namesNothing,
  notFound,
  refuseIssues,
} from '@/server/hub/errors';
import { racesWithExtras } from '@/server/hub/loaders';
import { idOf, readEvent, writeEvent, writeRace, type RaceRow } from '@/server/hub/resolve';
import {
  chooseModalities,
  codeTaken,
  droppedModalityIssues,
  generateCode,
  placesTaken,
  startIssues,
  writeModalities,
} from './race-rules';
import type * as routes from './races.routes';

/** A race as its writes answer: with modalities, categories and prize rules. */
async function raceWithExtras(db: Db, race: RaceRow, tz: string) {
  const [out] = await racesWithExtras(db, [race], tz, { categories: true, prizeRules: true });
  return out;
}

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
    if (body.code && (await codeTaken(tx, event.id, body.code)))
      throw fieldError('code', `Já existe uma prova com o código ${body.code} neste evento`);
    const modalities = await chooseModalities(tx, body);
    refuseIssues(await startIssues(tx, event, new Date(body.starts_at)));

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
    await writeModalities(tx, race.id, modalities);
    return raceWithExtras(tx, race, settings.timeZone);
  });
  return c.json({ data }, 201);
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

/** `value` when the body has the field (null clears it), else what the row has. */
const or = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

export const update: HubHandler<typeof routes.update> = async (c) => {
  const { database, settings } = c.var.services;
  const body = c.req.valid('json');
  const data = await writeRace(database, c.req.valid('param'), async (tx, race, event) => {
    // Nothing known to change (unknown fields are dropped): a no-op, not a write.
    if (namesNothing(body)) return raceWithExtras(tx, race, settings.timeZone);
    const merged = {
      scoring_type: or(body.scoring_type, race.scoringType),
      lap_count: or(body.lap_count, race.lapCount),
      lap_distance: or(body.lap_distance, race.lapDistance),
      duration_minutes: or(body.duration_minutes, race.durationMinutes),
    };
    const issues = raceScoringIssues(merged);
    const startsAt = body.starts_at ? new Date(body.starts_at) : race.startsAt;
    // What the body leaves as it was is not judged again (a form sends every field back).
    if (startsAt.getTime() !== race.startsAt.getTime())
      issues.push(...(await startIssues(tx, event, startsAt, race.id)));
    if (body.registration_limit != null && body.registration_limit !== race.registrationLimit) {
      const taken = await placesTaken(tx, race.id);
      if (body.registration_limit < taken)
        issues.push([
          'registration_limit',
          `A prova já tem ${counted(taken, 'inscrição', 'inscrições')}; o limite não pode ficar abaixo`,
        ]);
    }
    const changesModalities =
      body.modality_ids !== undefined || body.default_modality_id !== undefined;
    const modalities = changesModalities
      ? await chooseModalities(
          tx,
          body,
          await tx
            .select({ id: raceModalities.modalityId, isDefault: raceModalities.isDefault })
            .from(raceModalities)
            .where(eq(raceModalities.raceId, race.id)),
        )
      : null;
    if (modalities) issues.push(...(await droppedModalityIssues(tx, race.id, modalities.wanted)));
    refuseIssues(issues);
    if (body.code && body.code !== race.code && (await codeTaken(tx, event.id, body.code, race.id)))
      throw new HubError(
        'conflict',
        `Já existe uma prova com o código ${body.code} neste evento.`,
        {
          code: [`Já existe uma prova com o código ${body.code} neste evento`],
        },
      );

    // A label that only said the old distance says the new one.
    const followsDistance =
      body.distance !== undefined &&
      body.distance_label === undefined &&
      (race.distanceLabel ?? '') === suggestDistanceLabel(race.distance);
    const [row] = await tx
      .update(races)
      .set({
        code: body.code,
        name: body.name,
        distance: body.distance,
        distanceLabel: followsDistance
          ? suggestDistanceLabel(body.distance) || null
          : body.distance_label === undefined
            ? undefined
            : body.distance_label || null,
        sortOrder: body.sort_order,
        startsAt,
        type: body.type,
        scoringType: merged.scoring_type,
        durationMinutes: body.duration_minutes,
        lapCount: body.lap_count,
        lapDistance: body.lap_distance,
        registrationLimit: body.registration_limit,
        semClassificacao: body.sem_classificacao,
        status: body.status,
        updatedAt: new Date(),
      })
      .where(eq(races.id, race.id))
      .returning();
    if (modalities) await writeModalities(tx, race.id, modalities);
    return raceWithExtras(tx, row, settings.timeZone);
  });
  return c.json({ data }, 200);
};

export const remove: HubHandler<typeof routes.remove> = async (c) => {
  const { database } = c.var.services;
  await writeRace(database, c.req.valid('param'), async (tx, race) => {
    const [[{ regs }], [{ done }], [{ pending }]] = [
      await tx
        .select({ regs: count() })
        .from(registrations)
        .where(eq(registrations.raceId, race.id)),
      await tx
        .select({ done: count() })
        .from(results)
        .where(and(eq(results.raceId, race.id), isNull(results.deletedAt))),
      await tx
        .select({ pending: count() })
        .from(imports)
        .where(and(eq(imports.raceId, race.id), inArray(imports.status, ['queued', 'processing']))),
    ];
    const details = { registrations: regs, results: done };
    if (regs || done) {
      const uses = [
        regs ? counted(regs, 'inscrição', 'inscrições') : null,
        done ? counted(done, 'resultado', 'resultados') : null,
      ].filter(Boolean);
      throw new HubError(
        'in_use',
        `A prova tem ${uses.join(' e ')}; não pode ser excluída.`,
        details,
      );
    }
    if (pending)
      throw new HubError(
        'in_use',
        `A prova tem ${counted(pending, 'importação', 'importações')} a processar; espere terminar para excluí-la.`,
        { ...details, imports: pending },
      );
    await tx.delete(races).where(eq(races.id, race.id));
  });
  return c.body(null, 204);
};
