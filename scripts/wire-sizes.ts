import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveHttp } from '@/server/http-server';
import { createDashboardServer } from '@/server/dashboard/server';
import { hubSettingsFrom, readEnv } from '@/server/env';
import { openHub } from '@/server/runtime';

export interface WireFile {
  bytes: number;
  /** `br`, `gzip`, or `identity` when it came as it is. */
  encoding: string;
}

/** A GET as a browser sends it, counting the bytes as they arrive (node:http decodes nothing). */
function getOnWire(url: string): Promise<WireFile> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
          : reject(new Error(`GET ${url} answered ${res.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/**
 * The dashboard server of `npm start` (its app and Node adapter) serving `dist` on a free
 * loopback port, over an in-memory hub: only the built files are asked for.
 */
async function serveDist(dist: string): Promise<{ base: string; close: () => Promise<void> }> {
  const env = readEnv({});
  const hub = await openHub({ kind: 'memory' }, hubSettingsFrom(env), { startWorker: false });
  const app = createDashboardServer(hub, env, {
    distDir: dist,
    sessionSecret: crypto.randomBytes(32),
  });
  const server = await new Promise<ReturnType<typeof serveHttp>>((resolve) => {
    const listening = serveHttp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await hub.close();
    },
  };
}

/**
 * Each of `files` (paths in the build) as the server at `base` sends it to a browser taking
 * brotli and gzip; without `base`, as the dashboard server sends it from `dist`.
 */
export async function measureOnWire(
  files: string[],
  { dist, base }: { dist: string; base?: string },
): Promise<Map<string, WireFile>> {
  const server = base ? null : await serveDist(dist);
  const wire = new Map<string, WireFile>();
  try {
    for (const file of files) wire.set(file, await getOnWire(`${base ?? server!.base}/${file}`));
  } finally {
    await server?.close();
  }
  return wire;
}
