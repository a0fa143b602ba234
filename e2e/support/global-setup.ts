import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_PORTS } from './ports';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

interface RunningHub {
  manageKey: string;
  readKey: string;
  stop(): Promise<void>;
}

async function createKey(dataDir: string, name: string, scopes: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'keys', '--', 'create', '--name', name, '--scopes', scopes],
    {
      cwd: root,
      env: { ...process.env, HUB_DATA_DIR: dataDir },
    },
  );
  const key = stdout.trim().split('\n').at(-1)?.trim() ?? '';
  if (!key.startsWith('hub_')) throw new Error(`keys create printed no key:\n${stdout}`);
  return key;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the hub exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the hub did not answer at ${url}:\n${log()}`);
}

/** A fresh data dir, two keys (manage and read-only), the real server, demo data seeded on start. */
async function startHub(port: number, specOnly: boolean): Promise<RunningHub> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hub-e2e-${port}-`));
  const manageKey = await createKey(dataDir, 'e2e', 'manage');
  const readKey = await createKey(dataDir, 'e2e-read', 'read');
  let output = '';
  const child = spawn('npx', ['tsx', 'src/server/cli/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SKIP_WEB_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      HUB_DATA_DIR: dataDir,
      HUB_SPEC_ONLY: specOnly ? '1' : '0',
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilUp(`http://127.0.0.1:${port}/auth/session`, child, () => output);
  return {
    manageKey,
    readKey,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
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
