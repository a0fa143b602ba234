import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `npm run keys -- ...args` as a person runs it; what it printed. */
export async function keysCli(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'keys', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** A key made the way a person makes one (`npm run keys`), on a data dir no server holds. */
export async function createKeyWithCli(
  env: Record<string, string>,
  name: string,
  scopes: string,
): Promise<string> {
  const stdout = await keysCli(env, 'create', '--name', name, '--scopes', scopes);
  const key = stdout.trim().split('\n').at(-1)?.trim() ?? '';
  if (!key.startsWith('hub_')) throw new Error(`keys create printed no key:\n${stdout}`);
  return key;
}

export interface SpawnedHub {
  /** `http://127.0.0.1:PORT`: the dashboard, with the API under `/api/v1`. */
  base: string;
  child: ChildProcess;
  output: () => string;
  /** The whole process group, with this signal; resolves once it has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** SIGTERM (the database closes cleanly), SIGKILL if it has not exited after 15 s. */
  stop: () => Promise<void>;
}

/**
 * The real server (`src/server/cli/start.ts`, the built dashboard, no rebuild) in a process
 * group of its own on loopback, resolved once it answers. `env` picks the database
 * (HUB_DATA_DIR or DATABASE_URL) and anything else the test needs.
 */
export async function spawnHub(
  env: Record<string, string>,
  { port }: { port?: number } = {},
): Promise<SpawnedHub> {
  const listenOn = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SKIP_WEB_BUILD: '1',
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (running() && child.pid) {
      process.kill(-child.pid, signal);
      await exited;
    }
  };
  const stop = async () => {
    if (!running() || !child.pid) return;
    const pid = child.pid;
    process.kill(-pid, 'SIGTERM');
    const timer = setTimeout(() => running() && process.kill(-pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${listenOn}`;
  for (const deadline = Date.now() + 120_000; ;) {
    if (!running()) throw new Error(`the hub exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the hub did not answer at ${base}:\n${output}`);
    }
    const up = await fetch(`${base}/auth/session`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output: () => output, kill, stop };
}
