import { and, count, eq, gt, ne, notInArray } from 'drizzle-orm';
import type { FieldIssues } from '@/contract/common';
import { raceCodeBase } from '@/contract/races';
import type { Db } from '@/server/db/database';
import {
  batchRacePrices,
  batches,
  categories,
  modalities as modalitiesTable,
  prizeRules,
  raceModalities,
  races,
  registrations,
} from '@/server/db/schema';
import { counted, validationFailed } from '@/server/hub/errors';
import type { EventRow } from '@/server/hub/resolve';

/* The rules a race's create and update share: codes, modalities, dates against the event. */

/** Registrations that hold a place (a cancelled one gave it back). */
export const holdsPlace = ne(registrations.status, 'cancelled');

/** `raceCodeBase` (always with a letter), unique in the event: `10K`, `10K-2`, ... */
export async function generateCode(
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

/** Whether another race of the event has `code`. */
export async function codeTaken(db: Db, eventId: number, code: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: races.id })
    .from(races)
    .where(
      and(
        eq(races.eventId, eventId),
        eq(races.code, code),
        exceptId === undefined ? undefined : ne(races.id, exceptId),
      ),
    )
    .limit(1);
  return clash !== undefined;
}

export interface ModalityChoice {
  modality_ids?: number[];
  default_modality_id?: number | null;
}

/**
 * The race's modality set and its default after `body`, checked against the catalogue:
 * `current` is the set it has (none for a new race), kept when the body names no set.
 */
export async function chooseModalities(
  db: Db,
  body: ModalityChoice,
  current: { id: number; isDefault: boolean }[] = [],
): Promise<{ wanted: number[]; defaultId: number | null }> {
  const catalogue = await db.select().from(modalitiesTable);
  const known = new Set(catalogue.map((m) => m.id));
  const unknown: Record<string, string[]> = {};
  body.modality_ids?.forEach((id, i) => {
    if (!known.has(id)) unknown[`modality_ids.${i}`] = [`Modalidade ${id} não existe no catálogo`];
  });
  if (body.default_modality_id != null && !known.has(body.default_modality_id))
    unknown.default_modality_id = [`Modalidade ${body.default_modality_id} não existe no catálogo`];
  if (Object.keys(unknown).length) throw validationFailed(unknown);

  const wanted = [...new Set(body.modality_ids ?? current.map((m) => m.id))];
  const kept = current.find((m) => m.isDefault && wanted.includes(m.id))?.id ?? null;
  let defaultId = body.default_modality_id ?? kept;
  if (defaultId !== null && !wanted.includes(defaultId)) wanted.push(defaultId);
  if (wanted.length === 0) {
    const general = catalogue.find((m) => m.isDefault) ?? catalogue[0];
    if (general) wanted.push(general.id);
  }
  if (defaultId === null)
    defaultId =
      wanted.find((id) => catalogue.find((m) => m.id === id)?.isDefault) ?? wanted[0] ?? null;
  return { wanted, defaultId };
}

/** The race's modality rows: exactly `wanted`, `defaultId` marked. */
export async function writeModalities(
  tx: Db,
  raceId: number,
  { wanted, defaultId }: { wanted: number[]; defaultId: number | null },
) {
  await tx.delete(raceModalities).where(eq(raceModalities.raceId, raceId));
  if (wanted.length)
    await tx
      .insert(raceModalities)
      .values(
        wanted.map((modalityId) => ({ raceId, modalityId, isDefault: modalityId === defaultId })),
      );
}

/**
 * A modality the race drops while its registrations, categories or prize rules use it:
 * refused on `modality_ids`, with what uses it, so nothing points at a modality the race lacks.
 */
export async function droppedModalityIssues(
  db: Db,
  raceId: number,
  wanted: number[],
): Promise<FieldIssues> {
  const dropped = (table: typeof registrations | typeof categories | typeof prizeRules) =>
    db
      .select({ name: modalitiesTable.name, n: count() })
      .from(table)
      .innerJoin(modalitiesTable, eq(modalitiesTable.id, table.modalityId))
      .where(
        and(
          eq(table.raceId, raceId),
          wanted.length ? notInArray(table.modalityId, wanted) : undefined,
          table === registrations ? holdsPlace : undefined,
        ),
      )
      .groupBy(modalitiesTable.name);
  const uses: [one: string, many: string, Awaited<ReturnType<typeof dropped>>][] = [
    ['inscrição', 'inscrições', await dropped(registrations)],
    ['categoria', 'categorias', await dropped(categories)],
    ['regra de premiação', 'regras de premiação', await dropped(prizeRules)],
  ];
  return uses.flatMap(([one, many, rows]) =>
    rows.map(({ name, n }): [string, string] => [
      'modality_ids',
      `A modalidade ${name} é usada por ${counted(n, one, many)} desta prova; não pode sair dela`,
    ]),
  );
}

/**
 * A start the event cannot sell for: before its registrations open, or before the end of a
 * batch that sells this race (it would sell after the start).
 */
export async function startIssues(
  db: Db,
  event: EventRow,
  startsAt: Date,
  raceId?: number,
): Promise<FieldIssues> {
  const issues: FieldIssues = [];
  if (startsAt < event.registrationOpensAt)
    issues.push(['starts_at', 'A largada é antes da abertura das inscrições do evento']);
  if (raceId !== undefined) {
    const late = await db
      .select({ name: batches.name })
      .from(batches)
      .innerJoin(batchRacePrices, eq(batchRacePrices.batchId, batches.id))
      .where(and(eq(batchRacePrices.raceId, raceId), gt(batches.endsAt, startsAt)))
      .orderBy(batches.sortOrder);
    for (const { name } of late)
      issues.push(['starts_at', `O lote ${name} vende esta prova até depois da largada`]);
  }
  return issues;
}

/** Registrations that hold a place in the race (the limit cannot go under them). */
export async function placesTaken(db: Db, raceId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.raceId, raceId), holdsPlace));
  return n;
}

/** 422 on `modality_id` when a category or prize rule names a modality the race lacks. */
export async function raceModalityIssues(
  db: Db,
  raceId: number,
  modalityId: number | null,
): Promise<FieldIssues> {
  if (modalityId === null) return [];
  const [own] = await db
    .select({ id: raceModalities.modalityId })
    .from(raceModalities)
    .where(and(eq(raceModalities.raceId, raceId), eq(raceModalities.modalityId, modalityId)));
  return own ? [] : [['modality_id', `A modalidade ${modalityId} não é desta prova`]];
}

/** The modality a category or prize rule answers with: `{id, name}`, or null. */
export async function modalityRefOf(db: Db, modalityId: number | null) {
  if (modalityId === null) return null;
  const [modality] = await db
    .select({ id: modalitiesTable.id, name: modalitiesTable.name })
    .from(modalitiesTable)
    .where(eq(modalitiesTable.id, modalityId));
  return modality ?? null;
}
