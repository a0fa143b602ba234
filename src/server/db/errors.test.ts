import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { CSRF_HEADER, CSRF_VALUE } from '@/contract/session-wire';
import { createDashboardServer } from '@/server/dashboard/server';
import { readEnv } from '@/server/env';
import { keyHint } from '@/server/hub/keys';
import { distinctRegistrations } from '@/testing/hub/load-items';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { messageForLog } from './errors';

/*
 * A failed query inside a request: the answer is a 500, and the log names the SQLSTATE, the
 * constraint and the statement, never a value the statement carried (CPFs, names, e-mails,
 * keys). Everything written to the console is kept as the console would print it.
 */
let hub: TestHub;
let printed: string[] = [];

beforeAll(async () => {
  hub = await createTestHub();
  for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      printed.push(format(...args));
    });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await hub.close();
});
afterEach(async () => {
  printed = [];
  await hub.database.run((db) => db.execute(sql`drop trigger if exists refuse on imports`));
  await hub.database.run((db) => db.execute(sql`drop trigger if exists refuse on sessions`));
});

/** The database refuses every insert into `table` with `sqlstate`, as a full disk would. */
async function refuseInserts(table: 'imports' | 'sessions', sqlstate: string) {
  await hub.database.run(async (db) => {
    await db.execute(
      sql.raw(`create or replace function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'refused' using errcode = '${sqlstate}'; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse before insert on ${table} for each row execute function refuse_insert()`,
      ),
    );
  });
}

function expectLogWithout(secrets: string[], sqlstate: string, statement: string) {
  const log = printed.join('\n');
  expect(log).toContain(`sqlstate=${sqlstate}`);
  expect(log).toContain(`statement="${statement}"`);
  expect(log).not.toMatch(/params|values \(/i);
  for (const secret of secrets) expect(log).not.toContain(secret);
}

describe('a failed query in a hub request', () => {
  test.each(['53100', '23514'])(
    'SQLSTATE %s: 500, and the log holds no CPF, name or e-mail of the body',
    async (sqlstate) => {
      const event = (await insertEvent(hub)).code;
      const race = (await createRace(hub, event)).code;
      await refuseInserts('imports', sqlstate);
      const registrations = distinctRegistrations(Number(sqlstate), 5);
      const res = await hub.call('POST', `/events/${event}/races/${race}/registrations`, {
        json: { registrations },
      });
      expect(res.status).toBe(500);
      expect(errorBodySchema.parse(await res.json()).error).toBe('server_error');
      const personal = registrations.flatMap((r) => [
        r.name,
        r.email ?? '',
        (r.document ?? '').replace(/\D/g, ''),
        r.document ?? '',
      ]);
      expectLogWithout(personal, sqlstate, 'insert into "imports"');
    },
  );
});

describe('a failed query in a dashboard request', () => {
  test('a sign-in the database cannot keep: 500, and the log holds no key', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-log-'));
    try {
      const server = createDashboardServer(hub, readEnv({ HUB_DATA_DIR: dataDir }), {
        distDir: dataDir,
        sessionSecret: crypto.randomBytes(32),
      });
      await refuseInserts('sessions', '53100');
      const res = await server.request('http://dash.test/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
        body: JSON.stringify({ api_key: hub.manageKey }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: 'server_error' });
      const key = hub.manageKey;
      expectLogWithout([key, key.slice(4, 20), keyHint(key)], '53100', 'insert into "sessions"');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test('a command that stops on a failed query prints its SQLSTATE, not its parameters', () => {
  const cause = Object.assign(new Error('disk full'), { code: '53100' });
  const failed = new DrizzleQueryError(
    'insert into "api_keys" ("name", "key_hash") values ($1, $2)',
    ['Maria da Silva', 'secret-hash'],
    cause,
  );
  expect(messageForLog(failed)).toBe('sqlstate=53100 statement="insert into "api_keys""');
  expect(messageForLog(new Error('Usage: npm run keys'))).toBe('Usage: npm run keys');
});
