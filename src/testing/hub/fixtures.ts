import type { Db } from '@/server/db/database';
import { categories, events, modalities, registrations } from '@/server/db/schema';
import type { TestHub } from './test-hub';

export const CATALOGUE = ['Geral', 'Caminhada', 'PCD'] as const;

/** The modality catalogue (`Geral` is the default), once per hub. */
export async function ensureCatalogue(db: Db) {
  const existing = await db.select().from(modalities);
  if (existing.length) return existing;
  return db
    .insert(modalities)
    .values(CATALOGUE.map((name) => ({ name, isDefault: name === 'Geral' })))
    .returning();
}

let counter = 0;

/** An event inserted directly (the API has no event creation), with the catalogue in place. */
export async function insertEvent(
  hub: TestHub,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  counter++;
  return hub.database.run(async (db) => {
    await ensureCatalogue(db);
    const [row] = await db
      .insert(events)
      .values({
        code: `EVT-${counter}-${Date.now().toString(36)}`,
        name: `Corrida de Teste ${counter}`,
        date: '2027-03-14',
        city: 'Curitiba',
        state: 'PR',
        registrationOpensAt: new Date('2026-01-01T00:00:00Z'),
        registrationClosesAt: new Date('2027-03-10T00:00:00Z'),
        ...overrides,
      })
      .returning();
    return row;
  });
}

/** A race through the API, as a client would make it. */
export async function createRace(
  hub: TestHub,
  eventCode: string,
  body: Record<string, unknown> = {},
) {
  const res = await hub.call('POST', `/events/${eventCode}/races`, {
    json: { name: '10 km', distance: 10, starts_at: '2027-03-14T06:30:00-03:00', ...body },
  });
  if (res.status !== 201) throw new Error(`race not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; code: string } }).data;
}

/** The hub's modality catalogue by name (`Geral`, `PCD`...), as a client reads it. */
export async function modalityIdsByName(hub: TestHub): Promise<Record<string, number>> {
  const list = (await (await hub.call('GET', '/modalities')).json()) as {
    data: { id: number; name: string }[];
  };
  return Object.fromEntries(list.data.map((m) => [m.name, m.id]));
}

export async function addCategory(hub: TestHub, raceId: number, eventId: number, name: string) {
  return hub.database.run(
    async (db) => (await db.insert(categories).values({ raceId, eventId, name }).returning())[0],
  );
}

export async function insertOnlineRegistration(
  hub: TestHub,
  eventId: number,
  raceId: number,
  values: Partial<typeof registrations.$inferInsert>,
) {
  return hub.database.run(
    async (db) =>
      (
        await db
          .insert(registrations)
          .values({ eventId, raceId, name: 'Online', origin: 'online', ...values })
          .returning()
      )[0],
  );
}
