import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RegistrationListQuery } from '@/contract/registration-list';
import type { Db } from '@/server/db/database';
import { eventRegistrationCounts, races, registrations } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { fieldError } from '@/server/hub/errors';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { idOf, readEvent, type EventRow } from '@/server/hub/resolve';
import { containsFolded } from '@/server/hub/text-fold';
import type * as routes from './registrations.routes';
import { registrationItemOut } from './registrations.serialize';

/** A CPF as typed, with or without the mask; fewer digits than this are taken for a bib. */
const CPF_SEARCH_MIN_DIGITS = 5;

/** A name (accents and case ignored), a CPF's digits, a bib or another document. */
function searchFilter(term: string): SQL {
  const matches: SQL[] = [
    containsFolded(registrations.foldedName, term),
    sql`lower(${registrations.bib}) = ${term.toLowerCase()}`,
    sql`lower(${registrations.document}) = ${term.toLowerCase()}`,
  ];
  const digits = term.replace(/[\s./-]/g, '');
  if (/^\d+$/.test(digits) && digits.length >= CPF_SEARCH_MIN_DIGITS)
    matches.push(sql`${registrations.document} like ${`%${digits}%`}`);
  return or(...matches)!;
}

/** `race` (id or code) and `race_id` name a race of this event, or the request is refused. */
async function raceFilter(db: Db, event: EventRow, query: RegistrationListQuery) {
  const filters: SQL[] = [];
  const named: [string, SQL][] = [];
  if (query.race !== undefined) {
    const id = idOf(query.race);
    named.push(['race', id === null ? eq(races.code, query.race) : eq(races.id, id)]);
  }
  if (query.race_id !== undefined) named.push(['race_id', eq(races.id, query.race_id)]);
  for (const [field, match] of named) {
    const [race] = await db
      .select({ id: races.id })
      .from(races)
      .where(and(eq(races.eventId, event.id), match))
      .limit(1);
    if (!race) throw fieldError(field, 'Prova não encontrada neste evento');
    filters.push(eq(registrations.raceId, race.id));
  }
  return filters;
}

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const query = c.req.valid('query');
  const term = query.search?.trim() ?? '';
  const body = await readEvent(database, c.req.valid('param').event, async (db, event) => {
    const filters: SQL[] = [
      eq(registrations.eventId, event.id),
      ...(await raceFilter(db, event, query)),
    ];
    if (query.status) filters.push(eq(registrations.status, query.status));
    if (query.origin) filters.push(eq(registrations.origin, query.origin));
    if (term) filters.push(searchFilter(term));
    const where = and(...filters);
    const { rows, total } = await registrationPage(
      db,
      where,
      query,
      [
        // The one whose bib was typed first, then by name as the list is read.
        ...(term ? [sql`lower(${registrations.bib}) = ${term.toLowerCase()} desc nulls last`] : []),
      ],
      // Only the event's own filter: the whole event, whose total the database keeps.
      filters.length === 1 ? event.id : undefined,
    );
    const data = rows.map((r) => registrationItemOut({ ...r.registration, race: r.race }));
    return pageEnvelopeOf(c, data, total, query);
  });
  return c.json(body, 200);
};

/**
 * One page of registrations with their race, by name (after `first`), and how many match
 * `where` (on registrations only): the registrations list and the rows of one import read it
 * alike. By the stored folded name, so an event's index gives a page without sorting the
 * event. The page's races are read after it by id: joined before the limit, the planner
 * hashed every race of the hub for each page. When `where` keeps a whole event, `wholeEvent`
 * names it: its total is the count the database keeps, not a count of the event.
 */
export async function registrationPage(
  db: Db,
  where: SQL | undefined,
  page: { page: number; per_page: number },
  first: SQL[] = [],
  wholeEvent?: number,
) {
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(...first, asc(registrations.foldedName), asc(registrations.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const total =
    wholeEvent === undefined
      ? (await db.select({ n: count() }).from(registrations).where(where))[0].n
      : await registrationsOf(db, wholeEvent);
  const raceIds = [...new Set(rows.map((r) => r.raceId))];
  const raceRows = raceIds.length
    ? await db
        .select({ id: races.id, code: races.code, name: races.name })
        .from(races)
        .where(inArray(races.id, raceIds))
    : [];
  const raceOf = new Map(raceRows.map((r) => [r.id, r]));
  return {
    rows: rows.map((registration) => ({ registration, race: raceOf.get(registration.raceId)! })),
    total,
  };
}

/** How many registrations an event holds, as the database keeps it on every write. */
async function registrationsOf(db: Db, eventId: number): Promise<number> {
  const [kept] = await db
    .select({ n: eventRegistrationCounts.registrations })
    .from(eventRegistrationCounts)
    .where(eq(eventRegistrationCounts.eventId, eventId));
  return kept?.n ?? 0;
}
