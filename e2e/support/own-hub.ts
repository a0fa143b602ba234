import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createKeyWithCli, spawnHub, type SpawnedHub } from '../../src/testing/hub/spawn-hub';

/** Where global setup leaves the run's demo hub, seeded and never started on (global-setup.ts). */
export const SEEDED_TEMPLATE_ENV = 'E2E_SEEDED_DATA_DIR';

/**
 * A new data dir of its own: a copy of the run's seeded template, so the hub starts with the
 * demo data instead of seeding it (about a minute of CPU on busy cores); without a template,
 * an empty one, which the hub seeds on its first start.
 */
export function seededDataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hub-e2e-${label}-`));
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * A hub of a journey's own (the real server, demo data, a fresh data dir) with a manage key and
 * an API client holding it: for journeys that add events, since the others count the demo's.
 */
export interface OwnHub {
  hub: SpawnedHub;
  key: string;
  api: APIRequestContext;
  stop(): Promise<void>;
}

/** `keyName`: who the hub's history says wrote (the key's name); the journey's name unless told. */
export async function startOwnHub(name: string, keyName = name): Promise<OwnHub> {
  const dataDir = seededDataDir(name);
  const env = { HUB_DATA_DIR: dataDir };
  const key = await createKeyWithCli(env, keyName, 'manage');
  const hub = await spawnHub(env);
  const api = await playwrightRequest.newContext({
    baseURL: hub.base,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  return {
    hub,
    key,
    api,
    async stop() {
      await api.dispose();
      await hub.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
