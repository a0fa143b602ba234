import type { CategoryCreate } from '@/contract/categories';
import type { Category } from '@/contract/races';

export const BAND_SIZES = [5, 10] as const;
export type BandSize = (typeof BAND_SIZES)[number];
export const SEX_CHOICES = ['both', 'M', 'F'] as const;
export type SexChoice = (typeof SEX_CHOICES)[number];

/** What "Gerar faixas etárias" asks. */
export interface AgeGroupOptions {
  bandSize: BandSize;
  /** The youngest age of the first band. */
  from: number;
  /** The last band has no upper age: `60` is "60+". */
  openFrom: number;
  sexes: SexChoice;
  /** An overall category per sex ("Geral M"). */
  overall: boolean;
  /** One PCD category, for every age and sex. */
  pwd: boolean;
  /** One team category. */
  team: boolean;
  awardCount: number;
  /** The modality the categories are for; null: every modality of the race. */
  modalityId: number | null;
}

/** The words of the names it makes, in the reader's language ("Geral M", "PCD", "Equipes"). */
export interface GeneratedNames {
  overall: string;
  pwd: string;
  team: string;
}

const PORTUGUESE_NAMES: GeneratedNames = { overall: 'Geral', pwd: 'PCD', team: 'Equipes' };

export interface AgeBand {
  min: number;
  /** null: the open band ("60+"). */
  max: number | null;
}

/**
 * The bands from `from` to the open band: after the first they start at a multiple of the size
 * (18, 25, 30... or 18, 30, 40...); a first band shorter than half a band joins the next one, so
 * 18 in 5-year bands is 18-24, not 18-19. The band before the open one ends where it starts.
 */
export function ageBands(size: BandSize, from: number, openFrom: number): AgeBand[] {
  if (openFrom <= from) return [{ min: from, max: null }];
  let boundary = (Math.floor(from / size) + 1) * size;
  if (boundary - from < size / 2) boundary += size;
  const bands: AgeBand[] = [];
  for (let min = from; min < openFrom; boundary += size) {
    const end = Math.min(boundary, openFrom);
    bands.push({ min, max: end - 1 });
    min = end;
  }
  return [...bands, { min: openFrom, max: null }];
}

export const bandLabel = ({ min, max }: AgeBand) => (max === null ? `${min}+` : `${min}-${max}`);

/** Why a proposed category is left out: its name is taken, or its ages overlap another's. */
export type Clash = { kind: 'name' | 'ages'; with: string };

export interface ProposedCategory {
  body: CategoryCreate & { name: string };
  /** null: it will be created. */
  clash: Clash | null;
}

/** As the hub compares names: case, accents and repeated spaces aside. */
const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

type BandLike = Pick<
  Category,
  'sex' | 'modality_id' | 'age_min' | 'age_max' | 'is_pwd' | 'is_team' | 'status'
>;

/** What the hub checks for overlaps: an active age band, neither PCD nor team. */
const isAgeBand = (c: BandLike) =>
  c.status === 'active' && !c.is_pwd && !c.is_team && (c.age_min !== null || c.age_max !== null);

/** Someone could fall in both: sex and modality alike or open, ages that meet (as the hub says). */
const overlaps = (a: BandLike, b: BandLike) =>
  (a.sex === null || b.sex === null || a.sex === b.sex) &&
  (a.modality_id === null || b.modality_id === null || a.modality_id === b.modality_id) &&
  (a.age_min ?? 0) <= (b.age_max ?? Infinity) &&
  (b.age_min ?? 0) <= (a.age_max ?? Infinity);

function clashOf(body: ProposedCategory['body'], existing: readonly Category[]): Clash | null {
  const name = foldName(body.name);
  const twin = existing.find((c) => foldName(c.name) === name);
  if (twin) return { kind: 'name', with: twin.name };
  const proposed: BandLike = {
    sex: body.sex ?? null,
    modality_id: body.modality_id ?? null,
    age_min: body.age_min ?? null,
    age_max: body.age_max ?? null,
    is_pwd: body.is_pwd ?? false,
    is_team: body.is_team ?? false,
    status: 'active',
  };
  if (!isAgeBand(proposed)) return null;
  const other = existing.find((c) => isAgeBand(c) && overlaps(proposed, c));
  return other ? { kind: 'ages', with: other.name } : null;
}

/**
 * The categories the options make, in the race's order (overall, each sex's bands, PCD, team),
 * named as the demo's are ("Geral M", "M 18-29", "F 60+", "PCD", "Equipes"; "Overall M", "Para",
 * "Teams" in English: `names`); each one that
 * clashes with a category the race has is flagged, and left out when they are created.
 */
export function planAgeGroups(
  options: AgeGroupOptions,
  existing: readonly Category[],
  names: GeneratedNames = PORTUGUESE_NAMES,
): ProposedCategory[] {
  const sexes = options.sexes === 'both' ? (['M', 'F'] as const) : [options.sexes];
  const common = { award_count: options.awardCount, modality_id: options.modalityId };
  const bodies: ProposedCategory['body'][] = [];
  if (options.overall)
    for (const sex of sexes)
      bodies.push({
        ...common,
        name: `${names.overall} ${sex}`,
        type: 'overall',
        sex,
        category_group_id: 'geral',
      });
  const bands = ageBands(options.bandSize, options.from, options.openFrom);
  for (const sex of sexes)
    for (const band of bands)
      bodies.push({
        ...common,
        name: `${sex} ${bandLabel(band)}`,
        type: 'age_group',
        sex,
        age_min: band.min,
        age_max: band.max,
        category_group_id: 'faixa-etaria',
      });
  if (options.pwd)
    bodies.push({
      ...common,
      name: names.pwd,
      type: 'pwd',
      is_pwd: true,
      category_group_id: 'pcd',
    });
  if (options.team)
    bodies.push({
      ...common,
      name: names.team,
      type: 'team',
      is_team: true,
      category_group_id: 'equipe',
    });
  return bodies.map((body) => ({ body, clash: clashOf(body, existing) }));
}
