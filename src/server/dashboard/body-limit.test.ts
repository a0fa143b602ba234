import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serveHttp } from '@/server/http-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import { insertEvent } from '@/testing/hub/fixtures';
import { preparedDatabase } from '@/testing/hub/prepared-database';
import { spawnHub, type SpawnedHub } from '@/testing/hub/spawn-hub';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

const MiB = 1024 * 1024;
const UPLOAD = 400 * MiB;
const GROWTH_LIMIT = 64 * MiB;

interface Answer {
  status: number;
  body: string;
  /** Bytes the client had handed to the socket when the answer came. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `bytes` generated on the fly, chunked (or only declared by Content-Length, never
 * sent), and resolves with the answer; the server may close the socket once it has answered.
 */
function upload(
  url: string,
  headers: Record<string, string>,
  { bytes = UPLOAD, declareOnly = false } = {},
): Promise<Answer> {
  const chunk = Buffer.alloc(MiB, 0x20);
  let sent = 0;
  return new Promise((resolve, reject) => {
    // A connection of its own, kept alive: with `Connection: close` the server closes it as
    // soon as it has answered, and the reset can beat the answer to the client.
    const agent = new http.Agent({ keepAlive: true });
    const req = http.request(url, {
      agent,
      method: 'POST',
      headers: declareOnly
        ? { ...headers, 'content-length': String(bytes) }
        : { ...headers, 'transfer-encoding': 'chunked' },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      const done = () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer });
      };
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => {
      if (!answered) reject(new Error(`${error.message} after ${sent} bytes sent`));
    });
    if (declareOnly) {
      req.flushHeaders();
      return;
    }
    const source = Readable.from(
      (function* () {
        for (let n = 0; n < bytes / MiB && !answered; n++) {
          sent += chunk.length;
          yield chunk;
        }
      })(),
    );
    source.pipe(req);
    req.on('close', () => source.destroy());
  });
}

const statusOf = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const kib = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;

/** Peak RSS during `work`, above the RSS before it: the kernel's peak is reset first. */
async function peakGrowth(pid: number, work: () => Promise<void>): Promise<number> {
  const before = kib(statusOf(pid), 'VmRSS');
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, kib(statusOf(pid), 'VmRSS'));
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(sampled, kib(statusOf(pid), 'VmHWM')) - before;
}

/** A dashboard session for `key`: the cookie to send back. */
async function signIn(base: string, key: string): Promise<string> {
  const res = await fetch(`${base}/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ api_key: key }),
  });
  if (res.status !== 201) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const token = /hub_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return `${SESSION_COOKIE}=${token}`;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the real server refuses a 400 MiB body without holding it', () => {
  let server: SpawnedHub;
  /** The same dashboard in front of `server` as its upstream hub (`HUB_UPSTREAM_URL`). */
  let proxy: SpawnedHub;
  let key: string;
  let session: string;
  const eventCode = 'BODY';
  const growth: Record<string, number> = {};

  beforeAll(async () => {
    const prepared = await preparedDatabase(eventCode, 'body limit');
    cleanups.push(prepared.cleanup);
    const env = prepared.env;
    key = prepared.key;
    server = await spawnHub({ ...env, HUB_SEED: 'never', RATE_LIMIT_PER_MINUTE: '0' });
    cleanups.push(() => server.kill('SIGKILL'));
    // Warm the paths measured below, so what they load once is not counted as growth.
    const races = `${server.base}/api/v1/events/${eventCode}/races`;
    for (const auth of [{}, { authorization: `Bearer ${key}` }] as Record<string, string>[])
      await upload(races, { ...auth, 'content-type': 'application/json' }, { bytes: 12 * MiB });
    await upload(`${server.base}/auth/session`, { [CSRF_HEADER]: CSRF_VALUE }, { bytes: MiB });
    session = await signIn(server.base, key);

    const proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-body-proxy-'));
    cleanups.push(() => fs.rmSync(proxyDir, { recursive: true, force: true }));
    proxy = await spawnHub({
      HUB_DATA_DIR: proxyDir,
      DATABASE_URL: '',
      HUB_UPSTREAM_URL: server.base,
      HUB_SEED: 'never',
    });
    cleanups.push(() => proxy.kill('SIGKILL'));
    for (const auth of [{}, { authorization: `Bearer ${key}` }] as Record<string, string>[])
      await upload(`${proxy.base}/api/v1/events/${eventCode}/races`, auth, { bytes: 12 * MiB });
  }, 240_000);

  afterAll(() => {
    console.log(
      `RSS growth under a 400 MiB upload (MiB): ${JSON.stringify(
        Object.fromEntries(
          Object.entries(growth).map(([name, bytes]) => [name, +(bytes / MiB).toFixed(1)]),
        ),
      )}`,
    );
  });

  const cases: [string, () => string, () => Record<string, string>, number, string][] = [
    [
      '/api/v1 without a key',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({}),
      401,
      'unauthenticated',
    ],
    [
      '/api/v1 with a key',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({ authorization: `Bearer ${key}` }),
      413,
      'payload_too_large',
    ],
    [
      '/api/v1 with a wrong key',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({ authorization: `Bearer hub_${'x'.repeat(43)}` }),
      401,
      'unauthenticated',
    ],
    [
      '/auth/session',
      () => '/auth/session',
      () => ({ [CSRF_HEADER]: CSRF_VALUE }),
      413,
      'payload_too_large',
    ],
    [
      '/api/v1 with a session cookie',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({ cookie: session, [CSRF_HEADER]: CSRF_VALUE }),
      413,
      'payload_too_large',
    ],
    [
      '/api/v1 with a session cookie but no CSRF header',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({ cookie: session }),
      403,
      'csrf_required',
    ],
    [
      '/api/v1 with a forged session cookie',
      () => `/api/v1/events/${eventCode}/races`,
      () => ({ cookie: `${SESSION_COOKIE}=forged`, [CSRF_HEADER]: CSRF_VALUE }),
      401,
      'unauthenticated',
    ],
  ];

  test.each(cases)(
    'chunked to %s: answered at once, RSS grows < 64 MiB',
    async (name, to, auth, status, error) => {
      let answer: Answer | undefined;
      growth[name] = await peakGrowth(server.child.pid!, async () => {
        answer = await upload(`${server.base}${to()}`, {
          ...auth(),
          'content-type': 'application/json',
        });
      });
      expect(answer!.status).toBe(status);
      expect(JSON.parse(answer!.body)).toMatchObject({ error });
      expect(answer!.sentBeforeAnswer).toBeLessThan(UPLOAD / 4);
      expect(growth[name]).toBeLessThan(GROWTH_LIMIT);
    },
  );

  test.each(cases)(
    'declared by Content-Length to %s: refused before the body is sent',
    async (_, to, auth, status, error) => {
      const answer = await upload(
        `${server.base}${to()}`,
        { ...auth(), 'content-type': 'application/json' },
        { declareOnly: true },
      );
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ error });
    },
    15_000,
  );

  test.each([
    ['without a key', () => ({}), 401, 'unauthenticated'],
    ['with a key', () => ({ authorization: `Bearer ${key}` }), 413, 'payload_too_large'],
  ] as const)(
    'through a dashboard whose hub is upstream, chunked %s: RSS grows < 64 MiB',
    async (name, auth, status, error) => {
      let answer: Answer | undefined;
      growth[`upstream mode, ${name}`] = await peakGrowth(proxy.child.pid!, async () => {
        answer = await upload(`${proxy.base}/api/v1/events/${eventCode}/races`, {
          ...auth(),
          'content-type': 'application/json',
        });
      });
      expect(answer!.status).toBe(status);
      expect(JSON.parse(answer!.body)).toMatchObject({ error });
      expect(answer!.sentBeforeAnswer).toBeLessThan(UPLOAD / 4);
      expect(growth[`upstream mode, ${name}`]).toBeLessThan(GROWTH_LIMIT);
    },
  );
});

describe('the hub served alone by @hono/node-server', () => {
  let hub: TestHub;
  let base: string;
  let close: () => void;
  let eventCode: string;
  beforeAll(async () => {
    hub = await createTestHub();
    eventCode = (await insertEvent(hub)).code;
    await new Promise<void>((resolve) => {
      const srv = serveHttp({ fetch: hub.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        close = () => srv.close();
        resolve();
      });
    });
  });
  afterAll(async () => {
    close();
    await hub.close();
  });

  test('checks the key before reading, and stops reading at the limit', async () => {
    const races = () => `${base}/events/${eventCode}/races`;
    const type = { 'content-type': 'application/json' };
    // The hub runs in this process: its growth is this process's.
    let anonymous: Answer | undefined;
    let keyed: Answer | undefined;
    const growth = await peakGrowth(process.pid, async () => {
      anonymous = await upload(races(), type);
      keyed = await upload(races(), { ...type, authorization: `Bearer ${hub.manageKey}` });
    });
    expect(growth).toBeLessThan(GROWTH_LIMIT);
    expect(anonymous!.status).toBe(401);
    expect(anonymous!.sentBeforeAnswer).toBeLessThan(UPLOAD / 4);
    expect(keyed!.status).toBe(413);
    expect(JSON.parse(keyed!.body)).toMatchObject({ error: 'payload_too_large' });
    expect(keyed!.sentBeforeAnswer).toBeLessThan(UPLOAD / 4);
    const declared = await upload(
      races(),
      { ...type, authorization: `Bearer ${hub.manageKey}` },
      { declareOnly: true },
    );
    expect(declared.status).toBe(413);
  });
});
