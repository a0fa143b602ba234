import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { importStatusSchema } from '@/contract/imports';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { openHub } from '@/server/runtime';
import { openDatabase, sharedAfterCall } from './database';
import { events, modalities, registrations } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('embedded data dir', () => {
  test('a second opener fails with a clear message and nothing is damaged', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      /in use by process \d+.*Stop that server first/s,
    );
    await first.run((db) => db.insert(modalities).values({ name: 'Geral', isDefault: true }));
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await again.run((db) => db.select().from(modalities))).toHaveLength(1);
    await again.close();
    expect(fs.existsSync(path.join(dir, 'hub.lock'))).toBe(false);
  });

  test('a live process holds the lock; the lock of a killed one is taken over', async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, '../../testing/hub/hold-database.ts'),
        dir,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    expect(fs.readFileSync(path.join(dir, 'hub.lock'), 'utf8').trim()).toBe(String(child.pid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      `in use by process ${child.pid}`,
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await db.run((d) => d.select().from(modalities))).toEqual([]);
    await db.close();
  });
});

describe('embedded data dir permissions', () => {
  /** Modes found under `dir`, e.g. `{'dir 700': 30, 'file 600': 1100}`. */
  const modesUnder = (dir: string) => {
    const modes: Record<string, number> = {};
    const add = (full: string) => {
      const stat = fs.lstatSync(full);
      const name = `${stat.isDirectory() ? 'dir' : 'file'} ${(stat.mode & 0o777).toString(8)}`;
      modes[name] = (modes[name] ?? 0) + 1;
    };
    add(dir);
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      add(path.join(dir, entry));
    return modes;
  };
  const onlyPrivate = (modes: Record<string, number>) =>
    Object.keys(modes).filter((m) => m !== 'dir 700' && m !== 'file 600');

  test('a new data dir is 0700 and every file in it 0600, the lock included', async () => {
    const dir = path.join(tempDir(), 'data');
    // The widest umask: what PGlite unpacks must still end up private.
    const umask = process.umask(0);
    let db;
    try {
      db = await openDatabase({ kind: 'pglite', dataDir: dir });
    } finally {
      process.umask(umask);
    }
    try {
      await db.run((d) => d.insert(modalities).values({ name: 'Geral', isDefault: true }));
      expect(fs.statSync(path.join(dir, 'hub.lock')).mode & 0o777).toBe(0o600);
      expect(onlyPrivate(modesUnder(dir))).toEqual([]);
    } finally {
      await db.close();
    }
  });

  test('an existing data dir with loose modes is tightened when opened', async () => {
    const dir = tempDir();
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await db.close();
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dir, 'pgdata'), 0o777);
    fs.chmodSync(path.join(dir, 'pgdata', 'PG_VERSION'), 0o666);
    fs.writeFileSync(path.join(dir, 'stray'), 'x', { mode: 0o644 });
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(onlyPrivate(modesUnder(dir))).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

describe('durable import queue', () => {
  test('an import accepted before a restart is processed after it, once', async () => {
    const dir = tempDir();
    const settings = { ...defaultHubSettings, rateLimitPerMinute: 0 };
    const first = await openHub({ kind: 'pglite', dataDir: dir }, settings, { startWorker: false });
    const key = await first.database.run((db) => createKey(db, 't', ['manage']));
    await first.database.run(async (db) => {
      await db.insert(modalities).values({ name: 'Geral', isDefault: true });
      await db.insert(events).values({
        code: 'E1',
        name: 'E1',
        date: '2027-01-01',
        registrationOpensAt: new Date(),
        registrationClosesAt: new Date(),
      });
    });
    const call = (hub: typeof first, method: string, p: string, json?: unknown) =>
      hub.app.request(p, {
        method,
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
        body: json ? JSON.stringify(json) : undefined,
      });
    expect(
      (
        await call(first, 'POST', '/events/E1/races', {
          name: '10 km',
          code: 'R10',
          starts_at: '2027-01-01T07:00:00-03:00',
        })
      ).status,
    ).toBe(201);
    const accepted = importStatusSchema.parse(
      await (
        await call(first, 'POST', '/events/E1/races/R10/registrations', {
          registrations: [
            { name: 'Ana', external_id: 'a' },
            { name: 'Bia', external_id: 'b' },
          ],
        })
      ).json(),
    );
    await first.close();

    const second = await openHub({ kind: 'pglite', dataDir: dir }, settings);
    try {
      let status = importStatusSchema.parse(
        await (
          await call(second, 'GET', `/events/E1/registration-imports/${accepted.import_id}`)
        ).json(),
      );
      for (let i = 0; i < 100 && status.status !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = importStatusSchema.parse(
          await (
            await call(second, 'GET', `/events/E1/registration-imports/${accepted.import_id}`)
          ).json(),
        );
      }
      expect(status.summary).toMatchObject({ total_received: 2, created: 2 });
      expect(await second.database.run((db) => db.select().from(registrations))).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});

describe('sharedAfterCall', () => {
  test('each caller gets an answer asked after its call, and callers share answers', async () => {
    let asked = 0;
    const gates: (() => void)[] = [];
    const ask = () =>
      new Promise<number>((resolve) => {
        const n = ++asked;
        gates.push(() => resolve(n));
      });
    const shared = sharedAfterCall(ask);
    const first = shared(); // asks #1
    const during = [shared(), shared(), shared()]; // #1 may predate them: they wait for #2
    expect(asked).toBe(1);
    gates.shift()!();
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(asked).toBe(2);
    const later = shared(); // #2 was asked before this call: it waits for #3
    gates.shift()!();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    await new Promise((r) => setImmediate(r));
    gates.shift()!();
    expect(await later).toBe(3);
    expect(asked).toBe(3);
  });

  test('a failed ask fails its callers only', async () => {
    let n = 0;
    const shared = sharedAfterCall(async () => {
      if (++n === 1) throw new Error('down');
      return n;
    });
    const failing = shared();
    const next = shared();
    await expect(failing).rejects.toThrow('down');
    expect(await next).toBe(2);
  });
});
