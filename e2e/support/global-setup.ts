import fs from 'node:fs';
import path from 'node:path';
import { DIALECT_NAMES } from '../../src/testing/hub/dialects';
import { createKeyWithCli, spawnHub } from '../../src/testing/hub/spawn-hub';
import { allStarted, DataDirs, foreignEnvName, startDialectStack } from './dialect-stack';
import { SEEDED_TEMPLATE_ENV, seededDataDir } from './own-hub';
import { E2E_PORTS } from './ports';

interface RunningHub {
  manageKey: string;
  readKey: string;
  stop(): Promise<void>;
}

/**
 * The demo hub as a server's first start seeds it (its demo key too), on a copy of the migrated
 * template, then stopped and never started on again: the reference and spec-only hubs and each
 * journey's own hub (own-hub.ts) start on copies of it instead of seeding one each.
 */
async function seedTemplate(dirs: DataDirs): Promise<void> {
  const started = Date.now();
  const env = dirs.fresh('seeded');
  const seeding = await spawnHub({ ...env, HUB_SEED: 'auto' });
  await seeding.stop();
  // Each copy's server makes a sealing secret of its own.
  fs.rmSync(path.join(env.HUB_DATA_DIR, 'session-secret'), { force: true });
  process.env[SEEDED_TEMPLATE_ENV] = env.HUB_DATA_DIR;
  console.log(`Global setup: demo data seeded in ${Date.now() - started} ms`);
}

/** A copy of the seeded template, two keys (manage and read-only), the real server. */
async function startHub(port: number, specOnly: boolean, copies: string[]): Promise<RunningHub> {
  const dataDir = seededDataDir(String(port));
  copies.push(dataDir);
  const env = { HUB_DATA_DIR: dataDir, DATABASE_URL: '' };
  const manageKey = await createKeyWithCli(env, 'e2e', 'manage');
  const readKey = await createKeyWithCli(env, 'e2e-read', 'read');
  const hub = await spawnHub({ ...env, HUB_SPEC_ONLY: specOnly ? '1' : '0' }, { port });
  return { manageKey, readKey, stop: hub.stop };
}

/**
 * The reference hub (`full`), a spec-only one, and a foreign stack per dialect
 * (dialect-stack.ts), started together; if one fails, the others are stopped.
 */
export default async function globalSetup() {
  const started = Date.now();
  const dirs = await DataDirs.create();
  const copies: string[] = [];
  const seeded = seedTemplate(dirs);
  const settled = await Promise.allSettled([
    seeded.then(() => startHub(E2E_PORTS.full, false, copies)),
    seeded.then(() => startHub(E2E_PORTS.specOnly, true, copies)),
    ...DIALECT_NAMES.map((dialect) => startDialectStack(dialect, E2E_PORTS.foreign[dialect], dirs)),
  ]);
  const stopAll = async () => {
    await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    dirs.remove();
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  };
  const [full, specOnly, ...foreign] = await allStarted(settled, stopAll);
  process.env.E2E_MANAGE_KEY = full.manageKey;
  process.env.E2E_READ_KEY = full.readKey;
  process.env.E2E_SPEC_ONLY_MANAGE_KEY = specOnly.manageKey;
  for (const [i, dialect] of DIALECT_NAMES.entries()) {
    process.env[foreignEnvName(dialect, 'KEY')] = foreign[i].key;
    process.env[foreignEnvName(dialect, 'HUB')] = foreign[i].hub;
  }
  console.log(`Global setup: ${settled.length} stacks in ${Date.now() - started} ms`);
  return stopAll;
}
