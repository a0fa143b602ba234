import { and, count, eq, inArray, isNull, max, ne } from 'drizzle-orm';
import { categoryIssues, type CategoryUpdate } from '@/contract/categories';
import type { FieldIssues } from '@/contract/common';
import { allowedCategory } from '@/contract/podium';
import type { Db } from '@/server/db/database';
import { categories, prizeRules, registrations, results } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { counted, HubError } from '@/server/hub/errors';
import { foldName } from '@/server/hub/imports/shared';
import { findRaceChild, patchRaceChild, saveRaceChild } from '@/server/hub/race-children';
import { modalityRefOf, raceModalityIssues } from '@/server/hub/races/race-rules';
import { writeRace, type RaceRow } from '@/server/hub/resolve';
import type { Row } from '@/server/hub/serialize';
import type * as routes from './categories.routes';
import { categoryOut } from './categories.serialize';

type CategoryRow = Row<'categories'>;
/** What a category is after a body: the row's columns, the body's where it has them. */
type CategoryValues = Omit<CategoryRow, 'id' | 'raceId' | 'eventId' | 'createdAt' | 'updatedAt'>;

const resolveCategory = (db: Db, race: RaceRow, param: string): Promise<CategoryRow> =>
  findRaceChild(db, categories, race, param, 'Categoria');

function valuesOf(body: CategoryUpdate, current: CategoryValues): CategoryValues {
  const or = <T>(value: T | undefined, was: T): T => (value === undefined ? was : value);
  return {
    name: body.name ?? current.name,
    type: body.type ?? current.type,
    modalityId: or(body.modality_id, current.modalityId),
    categoryGroupId:
      body.category_group_id === undefined
        ? current.categoryGroupId
        : body.category_group_id || null,
    sex: or(body.sex, current.sex),
    ageMin: or(body.age_min, current.ageMin),
    ageMax: or(body.age_max, current.ageMax),
    awardCount: body.award_count ?? current.awardCount,
    isPwd: body.is_pwd ?? current.isPwd,
    isTeam: body.is_team ?? current.isTeam,
    sortOrder: or(body.sort_order, current.sortOrder),
    status: body.status ?? current.status,
  };
}

/**
 * An age band a result's category is derived from (`imports/results-categories.ts`): active,
 * neither PwD nor team, with an age bound.
 */
const isAgeBand = (c: CategoryValues) =>
  c.status === 'active' && !c.isPwd && !c.isTeam && (c.ageMin !== null || c.ageMax !== null);

/** Someone could fall in both: sex and modality alike or left open, ages that meet. */
const overlaps = (a: CategoryValues, b: CategoryValues) =>
  (a.sex === null || b.sex === null || a.sex === b.sex) &&
  (a.modalityId === null || b.modalityId === null || a.modalityId === b.modalityId) &&
  (a.ageMin ?? 0) <= (b.ageMax ?? Infinity) &&
  (b.ageMin ?? 0) <= (a.ageMax ?? Infinity);

const ages = (c: CategoryValues) =>
  c.ageMax === null ? `${c.ageMin}+` : `${c.ageMin ?? 0}-${c.ageMax}`;

/** A category the race cannot hold: a modality it lacks, a name taken, a band that overlaps. */
async function categoryRaceIssues(
  db: Db,
  race: RaceRow,
  category: CategoryValues,
  selfId?: number,
): Promise<FieldIssues> {
  const issues = categoryIssues({ age_min: category.ageMin, age_max: category.ageMax });
  issues.push(...(await raceModalityIssues(db, race.id, category.modalityId)));
  const others = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.raceId, race.id),
        selfId === undefined ? undefined : ne(categories.id, selfId),
      ),
    );
  const name = foldName(category.name);
  const twin = others.find((other) => foldName(other.name) === name);
  if (twin) issues.push(['name', `Já existe a categoria ${twin.name} nesta prova`]);
  const overlapping =
    issues.length === 0 && isAgeBand(category)
      ? others.find((other) => isAgeBand(other) && overlaps(category, other))
      : undefined;
  if (overlapping)
    issues.push([
      'age_min',
      `As idades se sobrepõem às da categoria ${overlapping.name} (${ages(overlapping)}), do mesmo sexo e modalidade`,
    ]);
  return issues;
}

/** The category as the API answers it, with its modality's name. */
const categoryWithModality = async (db: Db, category: CategoryRow) =>
  categoryOut(category, await modalityRefOf(db, category.modalityId));

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database } = c.var.services;
  const body = c.req.valid('json');
  const data = await writeRace(database, c.req.valid('param'), async (tx, race) => {
    const [{ last }] = await tx
      .select({ last: max(categories.sortOrder) })
      .from(categories)
      .where(eq(categories.raceId, race.id));
    const values = valuesOf(body, {
      name: body.name,
      type: 'age_group',
      modalityId: null,
      categoryGroupId: null,
      sex: null,
      ageMin: null,
      ageMax: null,
      awardCount: 3,
      isPwd: false,
      isTeam: false,
      sortOrder: (last ?? 0) + 1,
      status: 'active',
    });
    const issues = await categoryRaceIssues(tx, race, values);
    return categoryWithModality(tx, await saveRaceChild(tx, categories, race, values, issues));
  });
  return c.json({ data }, 201);
};

export const update: HubHandler<typeof routes.update> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeRace(database, params, async (tx, race) => {
    const before = await findRaceChild(tx, categories, race, params.category, 'Categoria');
    const saved = await patchRaceChild(tx, race, params.category, body, {
      table: categories,
      noun: 'Categoria',
      valuesOf,
      issues: categoryRaceIssues,
      out: categoryWithModality,
    });
    if (saved.name !== before.name) await renameInResults(tx, race, before.name, saved.name);
    return saved;
  });
  return c.json({ data }, 200);
};

/**
 * Results name their category (as the timing file wrote it, case and accents aside): a renamed
 * category takes its results along, so places and podiums still find them.
 */
async function renameInResults(tx: Db, race: RaceRow, from: string, to: string) {
  const named = await tx
    .selectDistinct({ category: results.category })
    .from(results)
    .where(eq(results.raceId, race.id));
  const old = named
    .map((r) => r.category)
    .filter((name): name is string => name !== null && foldName(name) === foldName(from));
  if (old.length)
    await tx
      .update(results)
      .set({ category: to })
      .where(and(eq(results.raceId, race.id), inArray(results.category, old)));
}

const asPodium = (c: CategoryRow) => ({
  name: c.name,
  type: c.type,
  sex: c.sex,
  modality_id: c.modalityId,
  is_pwd: c.isPwd,
});

/**
 * What keeps a category: its registrations (their `category_id`), results carrying its name,
 * and the active `category`/`age_group` prize rules it is the race's last category to rank for.
 */
async function usesOf(db: Db, race: RaceRow, category: CategoryRow) {
  const [{ n: registered }] = await db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.categoryId, category.id));
  const name = foldName(category.name);
  const named = await db
    .select({ category: results.category, n: count() })
    .from(results)
    .where(and(eq(results.raceId, race.id), isNull(results.deletedAt)))
    .groupBy(results.category);
  const resulted = named
    .filter((r) => r.category !== null && foldName(r.category) === name)
    .reduce((sum, r) => sum + r.n, 0);
  if (category.status !== 'active') return { registered, resulted, orphaned: [] };
  const rules = await db
    .select()
    .from(prizeRules)
    .where(
      and(
        eq(prizeRules.raceId, race.id),
        eq(prizeRules.status, 'active'),
        inArray(prizeRules.rankingType, ['category', 'age_group']),
      ),
    );
  const rest = (
    await db
      .select()
      .from(categories)
      .where(
        and(
          eq(categories.raceId, race.id),
          eq(categories.status, 'active'),
          ne(categories.id, category.id),
        ),
      )
  ).map(asPodium);
  const own = asPodium(category);
  const orphaned = rules
    .map((rule) => ({
      id: rule.id,
      seq: rule.seq,
      ranking_type: rule.rankingType,
      ranking_cut: rule.rankingCut,
      gender_filter: rule.genderFilter,
      pne_filter: rule.pneFilter,
      modality_id: rule.modalityId,
    }))
    .filter((rule) => allowedCategory(own, rule) && !rest.some((o) => allowedCategory(o, rule)))
    .map((rule) => rule.seq)
    .sort((a, b) => a - b);
  return { registered, resulted, orphaned };
}

export const remove: HubHandler<typeof routes.remove> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  await writeRace(database, params, async (tx, race) => {
    const category = await resolveCategory(tx, race, params.category);
    const { registered, resulted, orphaned } = await usesOf(tx, race, category);
    if (registered || resulted || orphaned.length) {
      const uses = [
        registered ? counted(registered, 'inscrição', 'inscrições') : null,
        resulted ? counted(resulted, 'resultado', 'resultados') : null,
        orphaned.length
          ? `a regra de premiação nº ${orphaned.join(', nº ')}, que só tem esta categoria para premiar`
          : null,
      ].filter(Boolean);
      throw new HubError(
        'in_use',
        `A categoria ${category.name} é usada por ${uses.join(' e ')}; não pode ser excluída.`,
        { registrations: registered, results: resulted, prize_rules: orphaned },
      );
    }
    await tx.delete(categories).where(eq(categories.id, category.id));
  });
  return c.body(null, 204);
};
