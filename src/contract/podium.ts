import type { Category, PrizeRule } from '@/contract/races';
import { raceTimeToMs } from '@/contract/time';

/**
 * What the podium reads of a result. The hub's read-back fits, and so does a row of the import
 * review (a `ResultImportItemInput`): everything but the bib may be missing.
 */
export interface PodiumResult {
  bib: string;
  name?: string | null;
  sex?: string | null;
  age?: number | null;
  team?: string | null;
  category?: string | null;
  modality_id?: number | null;
  modality?: string | null;
  /** Missing means finished, as the import contract defaults it. */
  status?: string | null;
  net_time?: string | null;
  gun_time?: string | null;
  overall_position?: number | null;
  gender_position?: number | null;
  category_position?: number | null;
}

export type PodiumRule = Pick<
  PrizeRule,
  'id' | 'seq' | 'ranking_type' | 'ranking_cut' | 'gender_filter' | 'pne_filter' | 'modality_id'
> & { status?: string; modality?: { name: string } | null };

export type PodiumCategory = Pick<Category, 'name' | 'type' | 'sex' | 'modality_id' | 'is_pwd'> & {
  sort_order?: number | null;
};

export interface PodiumEntry<R extends PodiumResult = PodiumResult> {
  place: number;
  /** Someone else in the ranking has the same place. */
  tied: boolean;
  bib: string;
  name: string | null;
  sex: string | null;
  category: string | null;
  team: string | null;
  /** The time the race is scored by (net, or gun for gun-time races), as the result has it. */
  time: string | null;
  result: R;
}

/** What a group ranks, for its caption: the rule's ranking, its sex filter, the category. */
export interface PodiumLabel {
  ranking: string;
  sex: 'M' | 'F' | null;
  category: string | null;
  /** The rule's modality (`PCD`), when it names one. */
  modality: string | null;
  cut: number;
}

export interface PodiumGroup<
  Rule extends PodiumRule = PodiumRule,
  R extends PodiumResult = PodiumResult,
> {
  /** Unique among the groups: the rule's id, then the category. */
  key: string;
  rule: Rule;
  label: PodiumLabel;
  entries: PodiumEntry<R>[];
  /** `own`: the results' places; `computed`: worked out here (a filter the places ignore, or none). */
  places: 'own' | 'computed';
  /** Team rankings add up members' results by rules of their own: not ranked here. */
  unsupported: boolean;
}

export interface PodiumOptions {
  /** `gun_time` races are scored by gun time; anything else by net time. */
  scoring?: string;
}

type PlaceField = 'overall_position' | 'gender_position' | 'category_position';

const fold = (value: string) => value.trim().toLocaleLowerCase('pt-BR');
const isFinisher = (r: PodiumResult) => !r.status || r.status === 'finished';
const sexOf = (value: string | null | undefined): 'M' | 'F' | 'X' | null => {
  const s = value?.trim().charAt(0).toUpperCase();
  return s === 'M' || s === 'F' || s === 'X' ? s : null;
};
const ruleSex = (rule: PodiumRule): 'M' | 'F' | null => {
  const s = sexOf(rule.gender_filter);
  return s === 'X' ? null : s;
};
const hasPlace = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const compareBibs = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

interface Context<R extends PodiumResult> {
  finishers: R[];
  categories: Map<string, PodiumCategory> | null;
  timeOf: (r: R) => string | null;
}

/** The result's sex, or its category's when the file had none (`M 30-39` ranks men). */
function resultSex<R extends PodiumResult>(r: R, ctx: Context<R>) {
  return sexOf(r.sex) ?? sexOf(categoryOf(r, ctx)?.sex ?? null);
}
const categoryOf = <R extends PodiumResult>(r: R, ctx: Context<R>) =>
  r.category ? (ctx.categories?.get(fold(r.category)) ?? null) : null;

/** A rule's modality and PcD filters; a result whose modality is not known is left out. */
function matchesRule<R extends PodiumResult>(r: R, rule: PodiumRule, ctx: Context<R>): boolean {
  const sex = ruleSex(rule);
  if (sex && resultSex(r, ctx) !== sex) return false;
  const category = categoryOf(r, ctx);
  if (rule.modality_id != null) {
    const byId = r.modality_id ?? category?.modality_id ?? null;
    const byName =
      rule.modality?.name && r.modality ? fold(r.modality) === fold(rule.modality.name) : null;
    if (byId !== null ? byId !== rule.modality_id : byName !== true) return false;
  }
  if (rule.pne_filter && !category?.is_pwd) return false;
  return true;
}

/**
 * Places for a pool of finishers. The results' own places when the pool is exactly the field
 * they were given in and everyone has one; otherwise competition ranking (1, 2, 2, 4) by the
 * overall place when all have it, else by time. Finishers with none of these are left out.
 */
function ranked<R extends PodiumResult>(
  pool: R[],
  own: PlaceField | null,
  ctx: Context<R>,
): { places: 'own' | 'computed'; rows: { place: number; result: R }[] } {
  if (own && pool.length > 0 && pool.every((r) => hasPlace(r[own])))
    return { places: 'own', rows: pool.map((r) => ({ place: r[own] as number, result: r })) };
  const byOverall = pool.length > 0 && pool.every((r) => hasPlace(r.overall_position));
  const keyed = pool
    .map((result) => {
      const time = ctx.timeOf(result);
      const key = byOverall ? result.overall_position! : time ? raceTimeToMs(time) : null;
      return { key, result };
    })
    .filter((row): row is { key: number; result: R } => row.key !== null)
    .sort((a, b) => a.key - b.key);
  const rows = keyed.map(({ result }, i) => {
    let first = i;
    while (first > 0 && keyed[first - 1].key === keyed[i].key) first--;
    return { place: first + 1, result };
  });
  return { places: 'computed', rows };
}

function entriesOf<R extends PodiumResult>(
  rows: { place: number; result: R }[],
  cut: number,
  ctx: Context<R>,
): PodiumEntry<R>[] {
  const count = new Map<number, number>();
  for (const { place } of rows) count.set(place, (count.get(place) ?? 0) + 1);
  const ms = (r: R) => {
    const time = ctx.timeOf(r);
    return (time ? raceTimeToMs(time) : null) ?? Number.MAX_SAFE_INTEGER;
  };
  return rows
    .filter(({ place }) => place <= cut)
    .sort(
      (a, b) =>
        a.place - b.place || ms(a.result) - ms(b.result) || compareBibs(a.result.bib, b.result.bib),
    )
    .map(({ place, result }) => ({
      place,
      tied: (count.get(place) ?? 0) > 1,
      bib: result.bib,
      name: result.name ?? null,
      sex: resultSex(result, ctx),
      category: result.category ?? null,
      team: result.team ?? null,
      time: ctx.timeOf(result),
      result,
    }));
}

/** The categories a category or age-group rule ranks, as the race defines them. */
function ruleLabel(
  rule: PodiumRule,
  cut: number,
  overrides: Partial<PodiumLabel> = {},
): PodiumLabel {
  return {
    ranking: rule.ranking_type,
    sex: ruleSex(rule),
    category: null,
    modality: rule.modality?.name ?? null,
    cut,
    ...overrides,
  };
}

/** A rule's card with nobody on it: no finisher falls under it, or its ranking is not computed here. */
function emptyGroup<Rule extends PodiumRule, R extends PodiumResult>(
  rule: Rule,
  cut: number,
  unsupported: boolean,
): PodiumGroup<Rule, R> {
  return {
    key: `${rule.id}`,
    rule,
    label: ruleLabel(rule, cut),
    entries: [],
    places: 'computed',
    unsupported,
  };
}

/** The category is one a `category` or `age_group` rule ranks (its type, sex, modality, PwD). */
export function allowedCategory(category: PodiumCategory, rule: PodiumRule): boolean {
  if (rule.ranking_type === 'age_group' && category.type !== 'age_group') return false;
  const sex = ruleSex(rule);
  const own = sexOf(category.sex);
  if (sex && own && own !== 'X' && own !== sex) return false;
  if (rule.modality_id != null && category.modality_id !== rule.modality_id) return false;
  if (rule.pne_filter && !category.is_pwd) return false;
  return true;
}

function categoryGroups<Rule extends PodiumRule, R extends PodiumResult>(
  rule: Rule,
  ctx: Context<R>,
  cut: number,
): PodiumGroup<Rule, R>[] {
  const fields = new Map<string, { name: string; all: R[] }>();
  for (const r of ctx.finishers) {
    if (!r.category?.trim()) continue;
    const key = fold(r.category);
    const field = fields.get(key) ?? { name: r.category.trim(), all: [] };
    field.all.push(r);
    fields.set(key, field);
  }
  const order = ctx.categories ? [...ctx.categories.keys()] : [];
  const keys = [...fields.keys()]
    .filter((key) => {
      const known = ctx.categories?.get(key);
      // A category the race does not define is ranked only by a rule that asks for no filter.
      if (!known)
        return (
          !ctx.categories ||
          (rule.ranking_type === 'category' && rule.modality_id == null && !rule.pne_filter)
        );
      return allowedCategory(known, rule);
    })
    .sort((a, b) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      if (ia !== ib) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
      return fields.get(a)!.name.localeCompare(fields.get(b)!.name, 'pt-BR', { numeric: true });
    });
  // A rule no finisher falls under still shows, empty.
  if (keys.length === 0) return [emptyGroup(rule, cut, false)];
  return keys.map((key) => {
    const field = fields.get(key)!;
    const pool = field.all.filter((r) => matchesRule(r, rule, ctx));
    const { places, rows } = ranked(
      pool,
      pool.length === field.all.length ? 'category_position' : null,
      ctx,
    );
    return {
      key: `${rule.id}:${key}`,
      rule,
      label: ruleLabel(rule, cut, { category: ctx.categories?.get(key)?.name ?? field.name }),
      entries: entriesOf(rows, cut, ctx),
      places,
      unsupported: false,
    };
  });
}

function overallGroup<Rule extends PodiumRule, R extends PodiumResult>(
  rule: Rule,
  ctx: Context<R>,
  cut: number,
): PodiumGroup<Rule, R> {
  const sex = ruleSex(rule);
  const pool = ctx.finishers.filter((r) => matchesRule(r, rule, ctx));
  const scope = sex ? ctx.finishers.filter((r) => resultSex(r, ctx) === sex) : ctx.finishers;
  const own: PlaceField = sex ? 'gender_position' : 'overall_position';
  const { places, rows } = ranked(pool, pool.length === scope.length ? own : null, ctx);
  return {
    key: `${rule.id}`,
    rule,
    label: ruleLabel(rule, cut, { sex }),
    entries: entriesOf(rows, cut, ctx),
    places,
    unsupported: false,
  };
}

/** Words of the generic status (decisions.md) that mean a rule is not applied. */
const INACTIVE_WORDS: ReadonlySet<string> = new Set(['inactive', 'suspended']);

/**
 * For each active prize rule (in `seq` order), who it would award: the top `ranking_cut`
 * finishers overall (of a sex, when the rule filters one), or per category for `category` and
 * `age_group` rules (one group per category, the race's category order). Ties share a place, so
 * a top 3 with two thirds lists four. Non-finishers never place. Free of React and fetching:
 * the results view and the import review's preview both call it.
 */
export function podiumFor<Rule extends PodiumRule, R extends PodiumResult>(
  rules: readonly Rule[],
  results: readonly R[],
  categories?: readonly PodiumCategory[] | null,
  options: PodiumOptions = {},
): PodiumGroup<Rule, R>[] {
  const byGun = options.scoring === 'gun_time';
  const ctx: Context<R> = {
    finishers: results.filter(isFinisher),
    categories: categories?.length
      ? new Map(
          [...categories]
            .sort((a, b) => (a.sort_order ?? Infinity) - (b.sort_order ?? Infinity))
            .map((c) => [fold(c.name), c]),
        )
      : null,
    timeOf: (r) => (byGun ? (r.gun_time ?? r.net_time) : (r.net_time ?? r.gun_time)) ?? null,
  };
  return (
    [...rules]
      // Only a word known to switch a rule off does: a hub's own word (`enabled`) keeps it.
      .filter((rule) => !INACTIVE_WORDS.has(rule.status ?? ''))
      .sort((a, b) => a.seq - b.seq)
      .flatMap((rule): PodiumGroup<Rule, R>[] => {
        const cut = Math.max(0, Math.trunc(Number(rule.ranking_cut) || 0));
        if (rule.ranking_type === 'overall') return [overallGroup(rule, ctx, cut)];
        if (rule.ranking_type === 'category' || rule.ranking_type === 'age_group')
          return categoryGroups(rule, ctx, cut);
        return [emptyGroup(rule, cut, true)];
      })
  );
}
