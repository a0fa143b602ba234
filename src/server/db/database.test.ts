import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { importStatusSchema } from '@/contract/imports';
import { defaultHubSettings } from '../env';
import { createKey } from '../hub/keys';
import { openHub } from '../runtime';
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
      ['--import', 'tsx', path.join(import.meta.dirname, '../testing/hold-database.ts'), dir],
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
