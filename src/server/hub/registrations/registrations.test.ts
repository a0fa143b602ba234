import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema, pageEnvelope } from '@/contract/common';
import { registrationListItemSchema } from '@/contract/registration-list';
import { eventRegistrationCounts, events, races, registrations } from '@/server/db/schema';
import { createFaker } from '@/testing/fake';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

let hub: TestHub;
let spec: TestHub;
beforeAll(async () => {
  [hub, spec] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
});
afterAll(() => Promise.all([hub.close(), spec.close()]));

const page = pageEnvelope(registrationListItemSchema);
type Row = Partial<typeof registrations.$inferInsert> & { name: string };

async function insert(eventId: number, raceId: number, rows: Row[]) {
  await hub.database.run((db) =>
    db.insert(registrations).values(rows.map((r) => ({ eventId, raceId, origin: 'csv', ...r }))),
  );
}

async function list(event: string, query = '') {
  const res = await hub.call('GET', `/events/${event}/registrations${query}`);
  const text = await res.clone().text();
  expect(res.status, text).toBe(200);
  return { ...page.parse(await res.json()), text };
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

async function refused(path: string) {
  const res = await hub.call('GET', path);
  expect(res.status, await res.clone().text()).toBe(422);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error).toBe('validation_failed');
  return Object.keys(body.details ?? {});
}

/** An event with two races and people whose names, documents and bibs the tests look for. */
let event: string;
let eventId: number;
let race10: { id: number; code: string };
let race5: { id: number; code: string };
let otherRace: { id: number; code: string };
beforeAll(async () => {
  const row = await insertEvent(hub);
  event = row.code;
  eventId = row.id;
  race10 = await createRace(hub, event, { name: 'Corrida 10K', code: 'R10K' });
  race5 = await createRace(hub, event, { name: 'Caminhada 5K', code: 'C5K', distance: 5 });
  await insert(row.id, race10.id, [
    {
      name: 'José Conceição',
      document: '52998224725',
      bib: '101',
      status: 'confirmed',
      sex: 'M',
      birthDate: '1985-04-02',
    },
    { name: 'JOÃO DA SILVA', document: '11144477735', bib: '102', status: 'pending' },
    { name: 'ana paula', document: 'AB123456', bib: '7', status: 'cancelled', origin: 'api' },
    // Typed on a Mac: the accent is a combining mark after the `e`.
    { name: 'Rene\u0301 Lima', document: null, bib: null, status: 'confirmed', origin: 'online' },
  ]);
  await insert(row.id, race5.id, [
    { name: 'Ângela Antônia', document: '39053344705', bib: '501' },
    { name: 'Bruno 100% Feliz', document: null, bib: '1010' },
  ]);
  const other = await insertEvent(hub);
  otherRace = await createRace(hub, other.code, { name: 'Outra', code: 'OUTRA' });
  await insert(other.id, otherRace.id, [{ name: 'José de Outro Evento', bib: '101' }]);
});

describe('GET /events/{event}/registrations', () => {
  test('every registration of the event, by name (accents and case ignored), documents masked', async () => {
    const { data, meta, text } = await list(event);
    expect(names(data)).toEqual([
      'ana paula',
      'Ângela Antônia',
      'Bruno 100% Feliz',
      'JOÃO DA SILVA',
      'José Conceição',
      'Rene\u0301 Lima',
    ]);
    expect(meta).toEqual({ page: 1, per_page: 15, total: 6, last_page: 1 });
    const jose = data.find((r) => r.bib === '101')!;
    expect(jose).toMatchObject({
      document: '***.982.247-**',
      race: { id: race10.id, code: 'R10K', name: 'Corrida 10K' },
      sex: 'M',
      birth_date: '1985-04-02',
      status: 'confirmed',
      origin: 'csv',
    });
    expect(data.find((r) => r.bib === '7')!.document).toBe('*****456');
    expect(data.find((r) => r.bib === null)).toMatchObject({ document: null, sex: null });
    for (const full of ['52998224725', '11144477735', '39053344705', 'AB123456'])
      expect(text).not.toContain(full);
  });

  test('search: a name without accents or case, a CPF with or without the mask, a bib', async () => {
    const found = async (search: string) =>
      names((await list(event, `?search=${encodeURIComponent(search)}`)).data);
    expect(await found('jose conceicao')).toEqual(['José Conceição']);
    expect(await found('  JOAO ')).toEqual(['JOÃO DA SILVA']);
    expect(await found('angela antonia')).toEqual(['Ângela Antônia']);
    expect(await found('rené')).toEqual(['Rene\u0301 Lima']);
    expect(await found('ANTÔNIA')).toEqual(['Ângela Antônia']);
    expect(await found('529.982.247-25')).toEqual(['José Conceição']);
    expect(await found('11144477735')).toEqual(['JOÃO DA SILVA']);
    // What the list shows of a CPF finds it again.
    expect(await found('982.247')).toEqual(['José Conceição']);
    expect(await found('ab123456')).toEqual(['ana paula']);
    expect(await found('101')).toEqual(['José Conceição']);
    // `%` and `_` are letters here, not patterns.
    expect(await found('100%')).toEqual(['Bruno 100% Feliz']);
    expect(await found('_')).toEqual([]);
    expect(await found('ninguém')).toEqual([]);
    expect(await found('   ')).toHaveLength(6);
  });

  test('the exact bib comes first, then the names', async () => {
    const { data } = await list(event, '?search=1010');
    expect(names(data)).toEqual(['Bruno 100% Feliz']);
    await insert(eventId, race5.id, [{ name: 'Aaron 1010', bib: '9' }]);
    expect(names((await list(event, '?search=1010')).data)).toEqual([
      'Bruno 100% Feliz',
      'Aaron 1010',
    ]);
    await hub.database.run((db) =>
      db.delete(registrations).where(eq(registrations.name, 'Aaron 1010')),
    );
  });

  test('filters: race by code or id, race_id, status, origin, together with the search', async () => {
    const race = async (q: string) => names((await list(event, q)).data);
    expect(await race('?race=C5K')).toEqual(['Ângela Antônia', 'Bruno 100% Feliz']);
    expect(await race(`?race=${race5.id}`)).toEqual(['Ângela Antônia', 'Bruno 100% Feliz']);
    expect(await race(`?race_id=${race5.id}`)).toEqual(['Ângela Antônia', 'Bruno 100% Feliz']);
    expect(await race('?status=pending')).toEqual(['JOÃO DA SILVA']);
    expect(await race('?origin=online')).toEqual(['Rene\u0301 Lima']);
    expect(await race('?race=R10K&status=confirmed&search=jose')).toEqual(['José Conceição']);
    expect(await race('?race=C5K&search=jose')).toEqual([]);
    // An empty filter, as an HTML form sends it, filters nothing.
    expect(await race('?race=&status=&origin=&search=')).toHaveLength(6);
  });

  test('pages: per_page, page, links that keep the filters, a page past the end is empty', async () => {
    const first = await list(event, '?per_page=4&status=confirmed');
    expect(first.meta).toEqual({ page: 1, per_page: 4, total: 4, last_page: 1 });
    const one = await list(event, '?per_page=2&page=2&race=R10K');
    expect(names(one.data)).toEqual(['José Conceição', 'Rene\u0301 Lima']);
    expect(one.meta).toEqual({ page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(one.links.next).toBeNull();
    expect(new URL(one.links.prev!).searchParams.get('race')).toBe('R10K');
    const past = await list(event, '?per_page=2&page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(6);
  });

  test('hostile params are 422 naming the param, never a 500', async () => {
    const path = `/events/${event}/registrations`;
    expect(await refused(`${path}?page=-1`)).toEqual(['page']);
    expect(await refused(`${path}?page=abc`)).toEqual(['page']);
    expect(await refused(`${path}?per_page=100000`)).toEqual(['per_page']);
    expect(await refused(`${path}?per_page=0`)).toEqual(['per_page']);
    expect(await refused(`${path}?page=99999999999999999999`)).toEqual(['page']);
    expect(await refused(`${path}?search=${'a'.repeat(10_000)}`)).toEqual(['search']);
    expect(await refused(`${path}?status=paid`)).toEqual(['status']);
    expect(await refused(`${path}?origin=online2`)).toEqual(['origin']);
    expect(await refused(`${path}?race=${otherRace.code}`)).toEqual(['race']);
    expect(await refused(`${path}?race=${otherRace.id}`)).toEqual(['race']);
    expect(await refused(`${path}?race=99999999999`)).toEqual(['race']);
    expect(await refused(`${path}?race_id=${otherRace.id}`)).toEqual(['race_id']);
    expect(await refused(`${path}?race_id=R10K`)).toEqual(['race_id']);
    expect(await refused(`${path}?race=${'x'.repeat(101)}`)).toEqual(['race']);
    const odd = await list(
      event,
      `?search=${encodeURIComponent("'); drop table registrations;--")}`,
    );
    expect(odd.data).toEqual([]);
    expect((await hub.call('GET', '/events/NOPE/registrations')).status).toBe(404);
  });

  test('personal data: only a manage key lists it', async () => {
    const path = `/events/${event}/registrations`;
    expect((await hub.call('GET', path, { key: hub.readKey })).status).toBe(403);
    expect((await hub.call('GET', path, { key: null })).status).toBe(401);
  });

  test('a spec-only hub has no list (404), and the document leaves it out', async () => {
    const row = await insertEvent(spec);
    await createRace(spec, row.code);
    const res = await spec.call('GET', `/events/${row.code}/registrations`);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error).toBe('not_found');
    const doc = (await (await spec.call('GET', '/openapi.json', { key: null })).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths[`/events/{event}/registrations`]?.get).toBeUndefined();
    const full = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
      paths: Record<string, Record<string, { 'x-extension'?: boolean }>>;
    };
    expect(full.paths['/events/{event}/registrations'].get['x-extension']).toBe(true);
  });
});

describe("the event's total the database keeps", () => {
  test('follows every write: inserts over several events, upserts, moves, cancellations, deletes, cascades', async () => {
    const [a, b, c] = [await insertEvent(hub), await insertEvent(hub), await insertEvent(hub)];
    const raceOf = {
      [a.id]: await createRace(hub, a.code),
      [b.id]: await createRace(hub, b.code),
      [c.id]: await createRace(hub, c.code),
    };
    const ids = [a.id, b.id, c.id];
    const people = (eventId: number, n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => ({
        eventId,
        raceId: raceOf[eventId].id,
        origin: 'csv',
        name: `Pessoa ${from + i}`,
        bib: String(from + i),
      }));
    /**
     * The kept totals against a count of the rows, and the lists' totals, event by event; the
     * kept count of those not cancelled against theirs, and the event's counters. Returns the
     * totals, and the not cancelled as `live`.
     */
    const agree = async (listed = [a, b, c]) => {
      const [kept, counted] = await hub.database.run(async (db) => [
        await db
          .select({
            eventId: eventRegistrationCounts.eventId,
            n: eventRegistrationCounts.registrations,
            live: eventRegistrationCounts.notCancelled,
          })
          .from(eventRegistrationCounts)
          .where(inArray(eventRegistrationCounts.eventId, ids)),
        await db
          .select({
            eventId: registrations.eventId,
            n: count(),
            live: sql<number>`(count(*) filter (where ${registrations.status} <> 'cancelled'))::int`,
          })
          .from(registrations)
          .where(inArray(registrations.eventId, ids))
          .groupBy(registrations.eventId),
      ]);
      const of = (rows: { eventId: number; n: number; live: number }[]) =>
        ids.map((id) => {
          const row = rows.find((r) => r.eventId === id);
          return { n: row?.n ?? 0, live: row?.live ?? 0 };
        });
      expect(of(kept)).toEqual(of(counted));
      for (const e of listed) {
        const { n, live } = of(counted)[ids.indexOf(e.id)];
        expect((await list(e.code)).meta.total).toBe(n);
        const detail = await hub.call('GET', `/events/${e.code}`);
        const body = (await detail.json()) as { data: { counters: { registrations: string } } };
        expect(body.data.counters.registrations).toBe(String(live));
      }
      return of(counted).map(({ n }) => n);
    };
    const live = async () =>
      (
        await hub.database.run((db) =>
          db
            .select()
            .from(eventRegistrationCounts)
            .where(inArray(eventRegistrationCounts.eventId, ids)),
        )
      )
        .sort((x, y) => ids.indexOf(x.eventId) - ids.indexOf(y.eventId))
        .map((r) => r.notCancelled);
    await hub.database.run((db) =>
      db.insert(registrations).values([...people(a.id, 5), ...people(b.id, 3)]),
    );
    expect(await agree()).toEqual([5, 3, 0]);
    // An upsert: two rows already there (by event and bib), one new.
    await hub.database.run((db) =>
      db
        .insert(registrations)
        .values(people(a.id, 3, 3))
        .onConflictDoUpdate({
          target: [registrations.eventId, registrations.bib],
          targetWhere: sql`${registrations.bib} is not null`,
          set: { name: sql`excluded.name` },
        }),
    );
    expect(await agree()).toEqual([6, 3, 0]);
    // Two move to another event, and an update that moves none.
    await hub.database.run(async (db) => {
      await db
        .update(registrations)
        .set({ eventId: c.id, raceId: raceOf[c.id].id })
        .where(and(eq(registrations.eventId, a.id), inArray(registrations.bib, ['0', '1'])));
      await db
        .update(registrations)
        .set({ status: 'confirmed' })
        .where(eq(registrations.eventId, b.id));
    });
    expect(await agree()).toEqual([4, 3, 2]);
    // Cancelled and restored: the totals stay, the counters follow; a cancelled one moves.
    const cancel = (eventId: number, bibs: string[], status = 'cancelled') =>
      hub.database.run((db) =>
        db
          .update(registrations)
          .set({ status })
          .where(and(eq(registrations.eventId, eventId), inArray(registrations.bib, bibs))),
      );
    await cancel(a.id, ['3', '4', '5']);
    await cancel(c.id, ['0']);
    expect(await agree()).toEqual([4, 3, 2]);
    expect(await live()).toEqual([1, 3, 1]);
    await cancel(a.id, ['4'], 'confirmed');
    await hub.database.run((db) =>
      db
        .update(registrations)
        .set({ eventId: b.id, raceId: raceOf[b.id].id, bib: '9' })
        .where(and(eq(registrations.eventId, a.id), eq(registrations.bib, '5'))),
    );
    await hub.database.run((db) =>
      db.insert(registrations).values({ ...people(b.id, 1, 7)[0], status: 'cancelled' }),
    );
    expect(await agree()).toEqual([3, 5, 2]);
    expect(await live()).toEqual([2, 3, 1]);
    await cancel(a.id, ['3', '4'], 'confirmed');
    await hub.database.run((db) =>
      db
        .delete(registrations)
        .where(and(eq(registrations.eventId, a.id), eq(registrations.bib, '2'))),
    );
    expect(await agree()).toEqual([2, 5, 2]);
    // A race's registrations go with it, an event's with it (and its kept total).
    await hub.database.run((db) => db.delete(races).where(eq(races.id, raceOf[b.id].id)));
    expect(await agree()).toEqual([2, 0, 2]);
    expect(await live()).toEqual([2, 0, 1]);
    await hub.database.run((db) => db.delete(events).where(eq(events.id, c.id)));
    const gone = await hub.database.run((db) =>
      db.select().from(eventRegistrationCounts).where(eq(eventRegistrationCounts.eventId, c.id)),
    );
    expect(gone).toEqual([]);
    expect(await agree([a, b])).toEqual([2, 0, 0]);
  });

  test('a filtered list still counts what it keeps', async () => {
    expect((await list(event, `?race=${race5.code}`)).meta.total).toBe(2);
    expect((await list(event)).meta.total).toBe(6);
  });
});

describe('the folded name the list is read by', () => {
  test('is written with the name and follows a rename, by an import or any other write', async () => {
    const row = await insertEvent(hub);
    const race = await createRace(hub, row.code, { code: 'F10' });
    const person = (name: string) => ({
      external_id: 'F-1',
      name,
      document: '52998224725',
      birth_date: '1990-05-01',
      sex: 'F',
    });
    const importing = async (name: string) => {
      const res = await hub.call('POST', `/events/${row.code}/races/F10/registrations`, {
        json: { registrations: [person(name)] },
      });
      expect(res.status, await res.clone().text()).toBe(202);
      await hub.worker.drain();
    };
    const stored = async () =>
      (
        await hub.database.run((db) =>
          db
            .select({ name: registrations.name, folded: registrations.foldedName })
            .from(registrations)
            .where(eq(registrations.eventId, row.id))
            .orderBy(registrations.id),
        )
      ).map((r) => r.folded);
    await insert(row.id, race.id, [{ name: 'Márcia Lopes' }]);
    await importing('Zuleica Çarvalho');
    expect(await stored()).toEqual(['marcia lopes', 'zuleica carvalho']);
    expect(names((await list(row.code)).data)).toEqual(['Márcia Lopes', 'Zuleica Çarvalho']);

    await importing('Ágata Çarvalho');
    await hub.database.run((db) =>
      db
        .update(registrations)
        .set({ name: 'Ze\u0301lia Lopes' })
        .where(and(eq(registrations.eventId, row.id), eq(registrations.name, 'Márcia Lopes'))),
    );
    expect(await stored()).toEqual(['zelia lopes', 'agata carvalho']);
    expect(names((await list(row.code)).data)).toEqual(['Ágata Çarvalho', 'Ze\u0301lia Lopes']);
    expect(names((await list(row.code, '?search=AGATA')).data)).toEqual(['Ágata Çarvalho']);
  });
});

describe('a large event', () => {
  test('20 000 registrations: a name search, a CPF search and a deep page answer quickly', async () => {
    const row = await insertEvent(hub);
    const race = await createRace(hub, row.code);
    const faker = createFaker(16);
    const people = Array.from({ length: 20_000 }, (_, i) => {
      const person = faker.person({ unique: i + 1 });
      return { name: person.name, document: person.cpf, bib: String(i + 1) };
    });
    for (let i = 0; i < people.length; i += 2000)
      await insert(row.id, race.id, people.slice(i, i + 2000));
    const target = people[12_345];
    const timed = async (query: string) => {
      const started = performance.now();
      const result = await list(row.code, query);
      return { ...result, ms: performance.now() - started };
    };
    const byName = await timed(`?search=${encodeURIComponent(target.name)}`);
    expect(names(byName.data)).toContain(target.name);
    const byCpf = await timed(`?search=${target.document}`);
    expect(names(byCpf.data)).toEqual([target.name]);
    const deep = await timed('?per_page=100&page=150');
    expect(deep.data).toHaveLength(100);
    expect(deep.meta.total).toBe(20_000);
    // Generous: two shared cores; what this guards is a scan per row or a query per item.
    for (const { ms } of [byName, byCpf, deep]) expect(ms).toBeLessThan(3000);
  }, 120_000);
});
