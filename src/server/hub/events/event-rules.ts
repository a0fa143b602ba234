import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { FieldIssues } from '@/contract/common';
import type { EventUpdate } from '@/contract/event-writes';
import type { Db } from '@/server/db/database';
import { events, organizers, races, salespeople } from '@/server/db/schema';
import type { EventRow } from '@/server/hub/resolve';

/* The rules an event's create and update share: its code, the people it names, its races. */

type EventColumns = Partial<typeof events.$inferInsert>;

/** `registration_opens_at` -> `registrationOpensAt`: the wire's names are the columns'. */
export const columnOf = (field: string): string =>
  field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const INSTANTS = new Set(['registration_opens_at', 'registration_closes_at']);

/** The body's fields as the row's columns; absent fields are left out, `null` clears. */
export function eventColumns(body: EventUpdate): EventColumns {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [
        columnOf(field),
        INSTANTS.has(field) && typeof value === 'string' ? new Date(value) : value,
      ]),
  ) as EventColumns;
}

/** What the write names that is not there or not free: a code in use, an unknown person. */
export async function referenceIssues(
  db: Db,
  body: Pick<EventUpdate, 'code' | 'organizer_id' | 'salesperson_person_id'>,
  exceptId?: number,
): Promise<FieldIssues> {
  const issues: FieldIssues = [];
  if (body.code) {
    const [clash] = await db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.code, body.code),
          exceptId === undefined ? undefined : ne(events.id, exceptId),
        ),
      )
      .limit(1);
    if (clash) issues.push(['code', `Já existe um evento com o código ${body.code}`]);
  }
  if (body.organizer_id != null) {
    const [found] = await db
      .select({ id: organizers.id })
      .from(organizers)
      .where(eq(organizers.id, body.organizer_id));
    if (!found) issues.push(['organizer_id', `Organizador ${body.organizer_id} não encontrado`]);
  }
  if (body.salesperson_person_id != null) {
    const [found] = await db
      .select({ id: salespeople.id })
      .from(salespeople)
      .where(eq(salespeople.id, body.salesperson_person_id));
    if (!found)
      issues.push([
        'salesperson_person_id',
        `Vendedor ${body.salesperson_person_id} não encontrado`,
      ]);
  }
  return issues;
}

/** Races that would start before the event's registrations open (the race rule, seen from here). */
export async function earlyRaceIssues(
  db: Db,
  event: EventRow,
  opensAt: Date,
): Promise<FieldIssues> {
  const early = await db
    .select({ name: races.name })
    .from(races)
    .where(and(eq(races.eventId, event.id), lt(races.startsAt, opensAt)))
    .orderBy(asc(races.startsAt));
  return early.map(({ name }) => [
    'registration_opens_at',
    `A prova ${name} larga antes da abertura das inscrições`,
  ]);
}
