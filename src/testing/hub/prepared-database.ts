import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { events } from '@/server/db/schema';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { openHub } from '@/server/runtime';
import { ensureCatalogue } from './fixtures';
import { testDatabase } from './test-hub';

/**
 * A database on the test's engine (PostgreSQL with TEST_DATABASE_URL, else a PGlite data dir)
 * holding one event `eventCode` and a manage key named `keyName`, closed again so that a
 * spawned server can open it: the `env` to give `spawnHub`, the key, and what to clean up.
 */
export async function preparedDatabase(
  eventCode: string,
  keyName: string,
): Promise<{ env: Record<string, string>; key: string; cleanup: () => Promise<void> }> {
  const { options, dispose } = await testDatabase();
  let env: Record<string, string>;
  let dataDir: string | null = null;
  if (options.kind === 'postgres') env = { DATABASE_URL: options.url };
  else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-spawned-'));
    env = { HUB_DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  const setup = await openHub(
    options.kind === 'postgres' ? options : { kind: 'pglite', dataDir: env.HUB_DATA_DIR },
    defaultHubSettings,
    { startWorker: false },
  );
  const key = await setup.database.run(async (db) => {
    await ensureCatalogue(db);
    await db.insert(events).values({
      code: eventCode,
      name: eventCode,
      date: '2027-03-14',
      registrationOpensAt: new Date(),
      registrationClosesAt: new Date(),
    });
    return (await createKey(db, keyName, ['manage'])).key;
  });
  await setup.close();
  return {
    env,
    key,
    cleanup: async () => {
      await dispose();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
