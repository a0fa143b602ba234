import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDialectProxy, type DialectName } from '../../src/testing/hub/dialects';
import { createKeyWithCli, freePort, keysCli, spawnHub } from '../../src/testing/hub/spawn-hub';

/**
 * The zone of each foreign hub: two in São Paulo, one in New York, so that a console reading
 * times in a zone of its own (or the browser's, UTC in these projects) shows it.
 */
export const DIALECT_ZONES: Record<DialectName, string> = {
  'utc-micro': 'America/Sao_Paulo',
  'local-sql': 'America/New_York',
  'offset-strings': 'America/Sao_Paulo',
};

/** The variable global setup puts a foreign stack's `what` in: `E2E_FOREIGN_LOCAL_SQL_KEY`. */
export const foreignEnvName = (dialect: DialectName, what: 'KEY' | 'HUB') =>
  `E2E_FOREIGN_${dialect.toUpperCase().replace(/-/g, '_')}_${what}`;

/**
 * Data dirs for the servers of one run, each a copy of one migrated template: migrating a
 * PGlite dir costs a server start several seconds of CPU, and the stacks start together.
 */
export class DataDirs {
  private constructor(private readonly template: string) {}
  private readonly made: string[] = [];

  static async create(): Promise<DataDirs> {
    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-e2e-template-'));
    await keysCli({ HUB_DATA_DIR: template, DATABASE_URL: '' }, 'list');
    return new DataDirs(template);
  }

  /** The env of a server on a new copy (PGlite, whatever DATABASE_URL the shell has). */
  fresh(label: string): { HUB_DATA_DIR: string; DATABASE_URL: string } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hub-e2e-${label}-`));
    fs.cpSync(this.template, dir, { recursive: true });
    this.made.push(dir);
    return { HUB_DATA_DIR: dir, DATABASE_URL: '' };
  }

  remove(): void {
    for (const dir of [this.template, ...this.made])
      fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What servers started together gave, once all have started; when one has not, `stop` ends
 * those that did and its error is thrown.
 */
export async function allStarted<T extends readonly unknown[]>(
  settled: { -readonly [K in keyof T]: PromiseSettledResult<T[K]> },
  stop: () => Promise<void>,
): Promise<T> {
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export interface DialectStack {
  /** The upstream hub's manage key, the one to sign in to the dashboard with. */
  key: string;
  /** The reference hub itself (API under /api/v1), to check what it holds, not via the proxy. */
  hub: string;
  stop(): Promise<void>;
}

/**
 * A foreign hub and a dashboard in front of it: the reference hub (demo data, the dialect's
 * zone), the dialect proxy in this process, and a dashboard in upstream mode on `port`.
 */
export async function startDialectStack(
  dialect: DialectName,
  port: number,
  dirs: DataDirs,
): Promise<DialectStack> {
  const timeZone = DIALECT_ZONES[dialect];
  const hubPort = await freePort();
  const proxy = await serveDialectProxy(`http://127.0.0.1:${hubPort}`, { dialect, timeZone });
  const stops: (() => Promise<void>)[] = [proxy.close];
  const stop = async () => {
    await Promise.all(stops.map((s) => s()));
  };
  const [hub, dashboard] = await Promise.allSettled([
    (async () => {
      const env = { ...dirs.fresh(`${dialect}-hub`), HUB_TIME_ZONE: timeZone };
      const key = await createKeyWithCli(env, `e2e-${dialect}`, 'manage');
      const server = await spawnHub({ ...env, HUB_SPEC_ONLY: '0' }, { port: hubPort });
      stops.push(server.stop);
      return key;
    })(),
    spawnHub(
      {
        ...dirs.fresh(`${dialect}-dashboard`),
        HUB_UPSTREAM_URL: proxy.url,
        HUB_TIME_ZONE: timeZone,
        HUB_SEED: 'never',
      },
      { port },
    ).then((dashboard) => stops.push(dashboard.stop)),
  ]);
  const [key] = await allStarted([hub, dashboard], stop);
  return { key, hub: `http://127.0.0.1:${hubPort}`, stop };
}
