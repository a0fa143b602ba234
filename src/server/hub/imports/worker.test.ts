import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { importStatusSchema, summaryAddsUp, type ImportStatus } from '@/contract/imports';
import { rowsOf } from '@/server/db/database';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { allCreated, distinctRegistrations } from '@/testing/hub/load-items';
import { recordSlice } from './queue';
import { ImportWorker } from './worker';

/*
 * Faults the items cannot cause, made real with a trigger: the database itself refuses the
 * writes (a full disk, SQLSTATE 53100) or one value (22003), as PostgreSQL would.
 */
const MAX_ATTEMPTS = 3;
/** Items per transaction: small, so every import here is applied in several slices. */
const SLICE = 4;
let hub: TestHub;
let event: string;
let race: string;
const logged: string[] = [];

beforeAll(async () => {
  hub = await createTestHub(
    {},
    { worker: { maxAttempts: MAX_ATTEMPTS, retryBaseMs: 1, sliceItems: SLICE } },
  );
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await hub.close();
});
// Registrations match by external id and CPF within an event: each test has its own.
beforeEach(async () => {
  event = (await insertEvent(hub)).code;
  race = (await createRace(hub, event, { code: 'W10K' })).code;
});
afterEach(() =>
  hub.database.run(async (db) => {
    await db.execute(sql`drop trigger if exists fault on registrations`);
    await db.execute(sql`drop trigger if exists fault on results`);
  }),
);

/** A trigger on `table` that raises `sqlstate` when `when` holds for the new row. */
async function fault(sqlstate: string, when = 'true', table = 'registrations') {
  await hub.database.run(async (db) => {
    await db.execute(
      sql.raw(`create or replace function raise_fault() returns trigger language plpgsql as $$
        begin
          if ${when} then raise exception 'injected fault' using errcode = '${sqlstate}'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger fault before insert on ${table} for each row execute function raise_fault()`,
      ),
    );
  });
}

const statusPath = (id: number, kind = 'registration') => `/events/${event}/${kind}-imports/${id}`;
const statusOf = async (id: number, kind?: string): Promise<ImportStatus> =>
  importStatusSchema.parse(await (await hub.call('GET', statusPath(id, kind))).json());

async function queue(seed: number, n: number) {
  const items = distinctRegistrations(seed, n);
  const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
    json: { registrations: items },
  });
  expect(res.status).toBe(202);
  return { id: importStatusSchema.parse(await res.json()).import_id, items };
}

/** Runs the worker until the import is finished, waiting out its retry delays. */
async function settle(id: number, kind?: string): Promise<ImportStatus> {
  for (let round = 0; round < 50; round++) {
    await hub.worker.drain();
    const status = await statusOf(id, kind);
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the import never finished');
}

const registrationsHere = () =>
  hub.database.run(async (db) => {
    const [row] = await rowsOf<{ n: number; people: number }>(
      db,
      sql`select count(*)::int as n, count(distinct r.document)::int as people from registrations r
          join events e on e.id = r.event_id where e.code = ${event}`,
    );
    return row;
  });

/** The import's committed slices, as `[first, next)`. */
const slicesOf = (id: number) =>
  hub.database.run((db) =>
    rowsOf<{ first: number; next: number }>(
      db,
      sql`select first, next from import_slices where import_id = ${id} order by first`,
    ),
  );

describe('an import the database cannot take', () => {
  test('is queued again after each failure, says why, and is failed only after the last try', async () => {
    await fault('53100');
    const { id, items } = await queue(1, 10);
    expect(await hub.worker.processNext()).toBe(true);
    const first = await statusOf(id);
    expect(first.status).toBe('queued');
    expect(first.attempts).toBe(1);
    expect(first.failure).toMatch(/53100/);

    const failed = await settle(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.failure).toMatch(/3 tentativas.*53100/);
    expect(summaryAddsUp(failed.summary)).toBe(true);

    // Nothing about the people reached the log: no CPF, name or e-mail, only codes.
    const log = logged.join('\n');
    expect(log).toMatch(/sqlstate=53100/);
    for (const item of items) {
      expect(log).not.toContain(item.name);
      expect(log).not.toContain(item.document!.replace(/\D/g, ''));
      if (item.email) expect(log).not.toContain(item.email);
    }

    // Once the disk has room again, a person queues it again and every row goes in.
    await hub.database.run((db) => db.execute(sql`drop trigger fault on registrations`));
    const retried = await hub.call('POST', `${statusPath(id)}/retry`);
    expect(retried.status).toBe(202);
    expect(importStatusSchema.parse(await retried.json()).status).toBe('queued');
    const done = await settle(id);
    expect(done).toMatchObject({ status: 'completed', failure: null, attempts: 0 });
    expect(done.summary).toMatchObject({ created: 10, errors: 0 });
  });

  test('a failed import reports the items it applied; queued again, it reports each once', async () => {
    const items = distinctRegistrations(9, 10);
    items[2] = { ...items[2], email: 'sem-arroba' };
    const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
      json: { registrations: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    // The first slice commits; the second never can.
    await fault('53100', `new.name = '${items[5].name.replace(/'/g, "''")}'`);
    const failed = await settle(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Items not applied count as errors, without a report of their own.
    expect(failed.summary).toMatchObject({ created: 3, errors: 7 });
    expect(failed.items).toEqual([expect.objectContaining({ index: 2, field: 'email' })]);

    await hub.database.run((db) => db.execute(sql`drop trigger fault on registrations`));
    const retried = await hub.call('POST', `${statusPath(id)}/retry`);
    expect(importStatusSchema.parse(await retried.json()).items).toEqual([]);
    const done = await settle(id);
    expect(done.summary).toMatchObject({ created: 9, errors: 1 });
    expect(done.items).toEqual([expect.objectContaining({ index: 2, field: 'email' })]);
  });

  test('a passing fault costs one retry, not the import', async () => {
    // A sequence is not rolled back with the failed attempt: only its first row fails.
    await hub.database.run((db) => db.execute(sql`create sequence fault_once`));
    await fault('08006', `nextval('fault_once') = 1`);
    const { id } = await queue(2, 5);
    const done = await settle(id);
    expect(done).toMatchObject({ status: 'completed', attempts: 1 });
    expect(done.summary).toMatchObject({ created: 5 });
  });

  test('only a failed import can be queued again', async () => {
    const { id } = await queue(3, 2);
    await settle(id);
    const res = await hub.call('POST', `${statusPath(id)}/retry`);
    expect(res.status).toBe(422);
    expect((await res.json()).details).toHaveProperty('status');
  });
});

describe('the wait between attempts', () => {
  test('starts at retryBaseMs and doubles after each failure', async () => {
    const slow = await createTestHub({}, { worker: { maxAttempts: 4, retryBaseMs: 60_000 } });
    try {
      const ev = (await insertEvent(slow)).code;
      const rc = (await createRace(slow, ev, { code: 'B10K' })).code;
      await slow.database.run(async (db) => {
        await db.execute(
          sql.raw(`create or replace function raise_fault() returns trigger language plpgsql as $$
            begin raise exception 'injected fault' using errcode = '53100'; end $$`),
        );
        await db.execute(
          sql`create trigger fault before insert on registrations for each row execute function raise_fault()`,
        );
      });
      const res = await slow.call('POST', `/events/${ev}/races/${rc}/registrations`, {
        json: { registrations: distinctRegistrations(9, 3) },
      });
      const { import_id: id } = importStatusSchema.parse(await res.json());
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await slow.worker.processNext()).toBe(true);
        const [row] = await slow.database.run((db) =>
          rowsOf<{ status: string; attempts: number; wait_ms: string }>(
            db,
            sql`select status, attempts, extract(epoch from retry_at - now()) * 1000 as wait_ms from imports where id = ${id}`,
          ),
        );
        expect(row).toMatchObject({ status: 'queued', attempts: attempt });
        waits.push(Number(row.wait_ms));
        // Not due yet: the worker leaves it alone until its time comes.
        expect(await slow.worker.processNext()).toBe(false);
        await slow.database.run((db) =>
          db.execute(sql`update imports set retry_at = now() where id = ${id}`),
        );
      }
      // 1, 2 and 4 minutes (less the moments the test itself took).
      expect(waits.map((ms) => Math.round(ms / 60_000))).toEqual([1, 2, 4]);
      expect(await slow.worker.processNext()).toBe(true);
      const last = importStatusSchema.parse(
        await (await slow.call('GET', `/events/${ev}/registration-imports/${id}`)).json(),
      );
      expect(last).toMatchObject({ status: 'failed', attempts: 4 });
    } finally {
      await slow.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a lost connection (PostgreSQL)', () => {
  test('the connection of a slice killed mid-import: retried on a new one, each item once', async () => {
    const [{ name }] = await hub.database.run((db) =>
      rowsOf<{ name: string }>(db, sql`select current_database() as name`),
    );
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // Holds the worker's slice lock, so its transaction waits inside, where it is killed.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(727275)');
      const { id, items } = await queue(7, 10);
      const processing = hub.worker.processNext();
      let killed = 0;
      for (let i = 0; i < 200 && killed === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const res = await holder.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and objid = 727275 and not granted`,
        );
        for (const { pid } of res.rows) {
          await holder.query('select pg_terminate_backend($1)', [pid]);
          killed++;
        }
      }
      expect(killed).toBe(1);
      await holder.query('select pg_advisory_unlock(727275)');
      expect(await processing).toBe(true);
      const postponed = await statusOf(id);
      expect(postponed).toMatchObject({ status: 'queued', attempts: 1 });
      // The server ends the connection (57P01), or the client finds it gone first.
      expect(postponed.failure).toMatch(/57P01|Connection terminated/);

      const done = await settle(id);
      expect(done).toMatchObject({ status: 'completed', attempts: 1 });
      expect(done.summary).toMatchObject({ created: items.length, errors: 0 });
    } finally {
      await holder.end();
    }
  });
});

describe('a value the database refuses', () => {
  test('is that item error; every other item is applied', async () => {
    const items = distinctRegistrations(4, 10);
    const bad = items[6].name;
    await fault('22003', `new.name = '${bad.replace(/'/g, "''")}'`);
    const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
      json: { registrations: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    const done = await settle(id);
    expect(done.status).toBe('completed');
    expect(done.summary).toMatchObject({ created: 9, errors: 1 });
    expect(done.items).toEqual([expect.objectContaining({ index: 6, outcome: 'error' })]);
    expect(done.items?.[0].message).toMatch(/22003/);
  });

  // The first slice is applied in the transaction that claims the import, without a savepoint:
  // the refusal rolls the claim back with it, and the slice is claimed and applied again.
  test('in the slice that claims the import: that item error, every other item applied once', async () => {
    const items = distinctRegistrations(8, 10);
    await fault('22003', `new.name = '${items[1].name.replace(/'/g, "''")}'`);
    const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
      json: { registrations: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    const done = await settle(id);
    expect(done).toMatchObject({ status: 'completed', attempts: 0, failure: null });
    expect(done.summary).toMatchObject({ created: 9, errors: 1 });
    expect(done.items).toEqual([expect.objectContaining({ index: 1, outcome: 'error' })]);
    expect(await registrationsHere()).toEqual({ n: 9, people: 9 });
  });

  test('in a result: that item error, the others written and ranked among themselves', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      bib: String(101 + i),
      net_time: `00:4${i}:00`,
    }));
    await fault('22003', `new.bib = '102'`, 'results');
    const res = await hub.call('POST', `/events/${event}/races/${race}/results`, {
      json: { results: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    const done = await settle(id, 'result');
    expect(done).toMatchObject({ status: 'completed', attempts: 0 });
    expect(done.summary).toMatchObject({ created: 9, errors: 1 });
    expect(done.items).toEqual([expect.objectContaining({ index: 1, bib: '102' })]);
    const { data: places } = (await (
      await hub.call('GET', `/events/${event}/races/${race}/results`)
    ).json()) as { data: { bib: string; overall_position: number }[] };
    expect(places.map((p) => [p.bib, p.overall_position])).toEqual(
      items.filter((i) => i.bib !== '102').map((i, n) => [i.bib, n + 1]),
    );
  });
});

describe('an import applied a slice at a time', () => {
  test('a repeat of an item in an earlier slice is still a repeat', async () => {
    const items = distinctRegistrations(5, 10);
    items[7] = { ...items[7], document: items[1].document };
    const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
      json: { registrations: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    const done = await settle(id);
    expect(done.summary).toMatchObject({ created: 9, updated: 0, errors: 1 });
    expect(done.items).toEqual([
      expect.objectContaining({ index: 7, field: 'document', outcome: 'error' }),
    ]);
    expect(await registrationsHere()).toEqual({ n: 9, people: 9 });
  });

  test('a failure after some slices resumes after the last one committed, applying each item once', async () => {
    const { id, items } = await queue(6, 10);
    // The sixth item is in the second slice: the first slice commits, the second cannot.
    await fault('53100', `new.name = '${items[5].name.replace(/'/g, "''")}'`);
    expect(await hub.worker.processNext()).toBe(true);
    const stopped = await statusOf(id);
    expect(stopped).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await registrationsHere()).toEqual({ n: SLICE, people: SLICE });

    await hub.database.run((db) => db.execute(sql`drop trigger fault on registrations`));
    const done = await settle(id);
    expect(done).toMatchObject({ status: 'completed', attempts: 1 });
    expect(done.summary).toMatchObject({ total_received: 10, created: 10, errors: 0 });
    expect(await registrationsHere()).toEqual({ n: 10, people: 10 });
  });

  test("each slice's reports reach the final report, whichever instance applied which slice", async () => {
    const items = distinctRegistrations(8, 12);
    // One refused item in each of the three slices.
    for (const i of [1, 5, 9]) items[i] = { ...items[i], email: `sem-arroba-${i}` };
    const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
      json: { registrations: items },
    });
    const { import_id: id } = importStatusSchema.parse(await res.json());
    const nameIs = (i: number) => `new.name = '${items[i].name.replace(/'/g, "''")}'`;
    const other = new ImportWorker(hub.database, {
      maxAttempts: MAX_ATTEMPTS,
      retryBaseMs: 1,
      sliceItems: SLICE,
    });

    // This instance applies the first slice and stops at the second,
    await fault('53100', nameIs(4));
    expect(await hub.worker.processNext()).toBe(true);
    await hub.database.run((db) => db.execute(sql`drop trigger fault on registrations`));
    // another applies the second and stops at the third,
    await fault('53100', nameIs(8));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await other.processNext()).toBe(true);
    expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await registrationsHere()).toEqual({ n: 6, people: 6 });
    await hub.database.run((db) => db.execute(sql`drop trigger fault on registrations`));
    // and this one, which last saw the first slice, finishes it.
    const done = await settle(id);

    expect(done.summary).toMatchObject({ total_received: 12, created: 9, errors: 3 });
    expect((done.items ?? []).map((i) => [i.index, i.field, i.outcome])).toEqual([
      [1, 'email', 'error'],
      [5, 'email', 'error'],
      [9, 'email', 'error'],
    ]);
    expect(await registrationsHere()).toEqual({ n: 9, people: 9 });
    // One row per slice, each written once: the report is theirs.
    const slices = await slicesOf(id);
    expect(slices).toEqual([
      { first: 0, next: 4 },
      { first: 4, next: 8 },
      { first: 8, next: 12 },
    ]);
  });

  test('a slice is recorded only where the last committed one ended: one that would apply items again is refused', async () => {
    const { id } = await queue(9, 12);
    const slice = (first: number, next: number) => ({
      first,
      next,
      outcomes: 'c'.repeat(next - first),
      reports: [],
    });
    await hub.database.run((db) => recordSlice(db, id, slice(0, 4)));
    for (const [first, next] of [
      [2, 6],
      [0, 6],
      [6, 8],
    ])
      await expect(
        hub.database.run((db) => recordSlice(db, id, slice(first, next))),
      ).rejects.toThrow(`a slice from item ${first} does not follow`);
    await hub.database.run((db) => recordSlice(db, id, slice(4, 8)));
    const slices = await slicesOf(id);
    expect(slices).toEqual([
      { first: 0, next: 4 },
      { first: 4, next: 8 },
    ]);
  });
});

describe('slices while no request waits', () => {
  test('grow only as far as idleSliceMs allows, measured by the clock', async () => {
    // What the tests before left queued is not measured on this clock.
    await hub.worker.drain();
    const { id } = await queue(10, 1200);
    // Each slice takes 100 ms on this clock, whatever its size.
    let now = 0;
    const worker = new ImportWorker(hub.database, { idleSliceMs: 150, clock: () => (now += 100) });
    await worker.drain();

    expect(await statusOf(id)).toMatchObject({ status: 'completed', summary: allCreated(1200) });
    // A first slice of 200 items, then each 150 ms' worth of the last one's speed (not twice it).
    expect(await slicesOf(id)).toEqual([
      { first: 0, next: 200 },
      { first: 200, next: 500 },
      { first: 500, next: 950 },
      { first: 950, next: 1200 },
    ]);
  });
});

describe("the planner's statistics", () => {
  const known = () =>
    hub.database.run(async (db) => {
      const [row] = await rowsOf<{ estimated: number; n: number }>(
        db,
        sql`select reltuples::float8 as estimated, (select count(*)::int from registrations) as n
            from pg_class where oid = 'registrations'::regclass`,
      );
      return row;
    });

  test('know the rows of a big import once it is done, not after each small one', async () => {
    // The rule counts against the table, which the tests before filled: an empty one, known so.
    await hub.database.run(async (db) => {
      await db.execute(sql`truncate registrations cascade`);
      await db.execute(sql`analyze registrations`);
    });
    const worker = new ImportWorker(hub.database);
    // More than 50 rows plus three times what the table held.
    await queue(11, 600);
    await worker.drain();
    const analyzed = await known();
    expect(analyzed).toEqual({ estimated: 600, n: 600 });

    // Fewer than 50 rows plus three times the table: it has not grown fourfold. (Another event:
    // the items' external ids repeat across seeds.)
    event = (await insertEvent(hub)).code;
    race = (await createRace(hub, event, { code: 'W10K' })).code;
    await queue(12, 40);
    await worker.drain();
    expect(await known()).toEqual({ estimated: analyzed.n, n: analyzed.n + 40 });
  });
});
