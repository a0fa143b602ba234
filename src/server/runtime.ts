import { openDatabase, type Database, type DatabaseOptions } from './db/database';
import { hubSettingsFrom, type HubEnv, type HubSettings } from './env';
import { createHubApp } from './hub/app';
import type { HubApp } from './hub/create-router';
import type { HubServices } from './hub/context';
import { ImportWorker, type WorkerOptions } from './hub/imports/worker';
import { ReadCache } from './hub/read-cache';
import { ChangeLog, EMBEDDED_HUB } from './store/change-log';

export interface Hub {
  database: Database;
  services: HubServices;
  app: HubApp;
  worker: ImportWorker;
  close(): Promise<void>;
}

export function databaseOptionsFrom(env: HubEnv): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.HUB_DATA_DIR };
}

/** Database, worker and API, wired together; `close` drains the worker before the database. */
export async function openHub(
  options: DatabaseOptions,
  settings: HubSettings,
  {
    startWorker = true,
    worker: workerOptions,
  }: { startWorker?: boolean; worker?: WorkerOptions } = {},
): Promise<Hub> {
  const database = await openDatabase(options);
  const worker = new ImportWorker(database, workerOptions);
  const services: HubServices = {
    database,
    reads: new ReadCache(database),
    settings,
    notifyImportQueued: (queued) => {
      if (queued) worker.hand(queued.id, queued.payload);
      worker.wake();
    },
    changes: new ChangeLog(database, EMBEDDED_HUB, settings.historyRetentionDays),
  };
  const app = createHubApp(services);
  if (startWorker) worker.start();
  return {
    database,
    services,
    app,
    worker,
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}

export const openHubFromEnv = (env: HubEnv, opts?: { startWorker?: boolean }) =>
  openHub(databaseOptionsFrom(env), hubSettingsFrom(env), opts);
