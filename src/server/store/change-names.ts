import type { ChangeNames } from '@/contract/history';

/**
 * What a write's entry needs to name what it touched in the organizer's words (issue 33): the
 * thing as it was before a change or a delete, and the race's name (a batch's prices are keyed
 * by race id: their names). Read from the hub before the write, so a deleted race is still
 * named. Both recorders use it, each reading through its own hub.
 */

/** A GET under `/api/v1`: the answer's `data`, or null when the hub has none. */
export type HubRead = (path: string) => Promise<unknown>;

export interface WriteSubject {
  before: unknown;
  names: ChangeNames | null;
}

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isItem) : []);
/** A path names a thing by its id, or a race also by its code. */
const named = (items: Item[], ref: string, byCode = false) =>
  items.find((i) => String(i.id) === ref || (byCode && i.code === ref)) ?? null;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A race without its rows of rows: its categories and prize rules have entries of their own. */
export function raceAlone(race: unknown): unknown {
  if (!isItem(race)) return race;
  const { categories: _c, prize_rules: _p, ...rest } = race;
  return rest;
}

const raceNames = (races: Item[]) =>
  Object.fromEntries(
    races.filter((r) => typeof r.name === 'string').map((r) => [String(r.id), r.name as string]),
  );

/** Reads what names the write at `path`; nothing for what needs no name (a new event). */
export async function subjectOf(
  method: string,
  path: string,
  read: HubRead,
): Promise<WriteSubject> {
  const none: WriteSubject = { before: null, names: null };
  const [bare] = path.split('?');
  const segments = bare.split('/').filter(Boolean).map(decode);
  if (segments[0] !== 'events' || segments.length < 2) return none;
  const event = `/events/${encodeURIComponent(segments[1])}`;
  const [resource, ref, child, childRef] = segments.slice(2);
  const changes = method === 'PATCH' || method === 'DELETE';
  if (resource === undefined) return changes ? { before: await read(event), names: null } : none;
  const races = () => read(`${event}/races`).then(listOf);

  if (resource === 'races' && ref !== undefined) {
    const race = named(await races(), ref, true);
    const names: ChangeNames | null = typeof race?.name === 'string' ? { race: race.name } : null;
    if (child === undefined) return { before: changes ? raceAlone(race) : null, names };
    if (!changes || childRef === undefined) return { before: null, names };
    if (child === 'categories') return { before: named(listOf(race?.categories), childRef), names };
    if (child === 'prize-rules') {
      const rules = Array.isArray(race?.prize_rules)
        ? race.prize_rules
        : await read(`${event}/races/${encodeURIComponent(ref)}/prize-rules`);
      return { before: named(listOf(rules), childRef), names };
    }
    return { before: null, names };
  }
  if (resource === 'batches') {
    const names = { races: raceNames(await races()) };
    if (!changes || ref === undefined) return { before: null, names };
    return { before: named(listOf(await read(`${event}/batches`)), ref), names };
  }
  if (resource === 'registration-fields' && changes && ref !== undefined) {
    const fields = listOf(await read(`${event}/registration-fields`));
    return {
      before: fields.find((f) => String(f.id) === ref || f.key === ref) ?? null,
      names: null,
    };
  }
  if (resource === 'registrations' && method === 'DELETE')
    return { before: null, names: { races: raceNames(await races()) } };
  return none;
}

/** What a write answered that its entry keeps as `after`: the thing as it now is, or counts. */
export function answerOf(kind: string, answer: unknown): unknown {
  const data = isItem(answer) ? answer.data : undefined;
  if (kind === 'races') return raceAlone(data ?? null);
  return data ?? null;
}
