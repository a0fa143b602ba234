import path from 'node:path';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import type { DatabaseOptions } from '@/server/db/database';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { openHub } from '@/server/runtime';
import { seedLarge } from '@/server/seed/seed-large';
import { listen, load, onEachEngine } from './api';
import type { BenchRow } from './harness';

const EVENTS = 1000;
const READERS = 20;
const FLOOD_PER_SECOND = 1000;
const FLOOD_CONNECTIONS = 20;
const WARMUP_S = 1;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const MIN_RATIO = 0.5;
const setupRequest = path.join(import.meta.dirname, 'wrong-key-request.cjs');

/** Wrong keys at a steady rate, each new; from `address`, or each from a new address. */
async function flood(url: string, seconds: number, address?: string) {
  const result = await autocannon({
    url,
    connections: FLOOD_CONNECTIONS,
    overallRate: FLOOD_PER_SECOND,
    duration: seconds,
    workers: 1,
    requests: [
      { method: 'GET', headers: address ? { 'x-forwarded-for': address } : {}, setupRequest },
    ],
  });
  return { total: result.requests.total, refused: result['4xx'] };
}

/**
 * A valid key's reads (`GET /events?per_page=25`, 20 connections) while 1000 random wrong
 * keys a second arrive from other client addresses (behind a trusted proxy, as the real
 * server would see them), against the same reads without the flood in the same run. Two
 * floods: from one address (throttled after its burst) and each from a new address (the
 * throttle cannot help: every key is hashed and looked up).
 */
export const benchAuthFlood = () => onEachEngine('hub-bench-auth-flood-', benchAuthFloodOn);

async function benchAuthFloodOn(label: string, options: DatabaseOptions): Promise<BenchRow[]> {
  const hub = await openHub(
    options,
    { ...defaultHubSettings, rateLimitPerMinute: 0, trustedProxies: ['127.0.0.1'] },
    { startWorker: false },
  );
  // Requests still being answered when a run ends are waited for, so none spills into the next.
  const api = new Hono().route('/api/v1', hub.app);
  let answering = 0;
  const server = await listen(async (req) => {
    answering++;
    try {
      return await api.fetch(req);
    } finally {
      answering--;
    }
  });
  const settled = async () => {
    while (answering > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  try {
    const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
    await hub.database.run((db) =>
      seedLarge(db, { events: EVENTS, timeZone: defaultHubSettings.timeZone }),
    );
    const url = `${server.url}/api/v1/events?per_page=25`;
    const reads = (seconds: number) => load(url, `Bearer ${key.key}`, seconds, READERS);
    await reads(WARMUP_S);
    await settled();
    const idle = await reads(DURATION_S);
    const rows: BenchRow[] = [];
    for (const [what, address] of [
      ['from one address', '203.0.113.66'],
      ['each from a new address', undefined],
    ] as const) {
      await flood(url, WARMUP_S, address);
      await settled();
      const [busy, sent] = await Promise.all([reads(DURATION_S), flood(url, DURATION_S, address)]);
      await settled();
      if (sent.refused !== sent.total) throw new Error(`${what}: a wrong key was let in`);
      const ratio = busy.rps / idle.rps;
      const floodRate = Math.round(sent.total / DURATION_S);
      rows.push({
        name: `GET /events (25/page), ${label}, ${READERS} conn, ${floodRate} wrong keys/s ${what}`,
        value: busy.rps,
        unit: 'req/s',
        baselineName: 'same reads, no flood',
        baseline: idle.rps,
        ratio,
        target: `>= ${MIN_RATIO * 100}% of no flood`,
        ok: ratio >= MIN_RATIO,
      });
    }
    return rows;
  } finally {
    await server.close();
    await settled();
    await hub.close();
  }
}
