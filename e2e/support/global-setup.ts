import { DIALECT_NAMES } from '../../src/testing/hub/dialects';
import { createKeyWithCli, spawnHub } from '../../src/testing/hub/spawn-hub';
import { allStarted, DataDirs, foreignEnvName, startDialectStack } from './dialect-stack';
import { E2E_PORTS } from './ports';

interface RunningHub {
  manageKey: string;
  readKey: string;
  stop(): Promise<void>;
}

/** A fresh data dir, two keys (manage and read-only), the real server, demo data seeded on start. */
async function startHub(port: number, specOnly: boolean, dirs: DataDirs): Promise<RunningHub> {
  const env = dirs.fresh(String(port));
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
  const settled = await Promise.allSettled([
    startHub(E2E_PORTS.full, false, dirs),
    startHub(E2E_PORTS.specOnly, true, dirs),
    ...DIALECT_NAMES.map((dialect) => startDialectStack(dialect, E2E_PORTS.foreign[dialect], dirs)),
  ]);
  const stopAll = async () => {
    await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    dirs.remove();
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
