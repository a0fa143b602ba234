import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKeyWithCli, spawnHub } from '../../src/testing/hub/spawn-hub';
import { E2E_PORTS } from './ports';

interface RunningHub {
  manageKey: string;
  readKey: string;
  stop(): Promise<void>;
}

/** A fresh data dir, two keys (manage and read-only), the real server, demo data seeded on start. */
async function startHub(port: number, specOnly: boolean): Promise<RunningHub> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hub-e2e-${port}-`));
  const env = { HUB_DATA_DIR: dataDir };
  const manageKey = await createKeyWithCli(env, 'e2e', 'manage');
  const readKey = await createKeyWithCli(env, 'e2e-read', 'read');
  const hub = await spawnHub({ ...env, HUB_SPEC_ONLY: specOnly ? '1' : '0' }, { port });
  return {
    manageKey,
    readKey,
    async stop() {
      await hub.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup() {
  const [full, specOnly] = await Promise.all([
    startHub(E2E_PORTS.full, false),
    startHub(E2E_PORTS.specOnly, true),
  ]);
  process.env.E2E_MANAGE_KEY = full.manageKey;
  process.env.E2E_READ_KEY = full.readKey;
  process.env.E2E_SPEC_ONLY_MANAGE_KEY = specOnly.manageKey;
  return async () => {
    await Promise.all([full.stop(), specOnly.stop()]);
  };
}
