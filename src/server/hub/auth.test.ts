import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { insertEvent } from '@/testing/hub/fixtures';
import { registeredRoutes as routesOf } from '@/testing/hub/routes';
import { createKey, revokeKey } from './keys';
import { eventConfigJsonSchema } from '@/contract/event-config';
import { EVENT_CONFIG_SCHEMA_PATH, OPENAPI_PATH } from './app';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

/** Every route the hub registered, as a concrete request. */
const registeredRoutes = () =>
  routesOf(hub.app).map((r) => ({ method: r.method, path: r.path.replace(/:[a-z]+/g, '1') }));

describe('authentication on every route', () => {
  test('the hub registers all 17 endpoints of the spec plus the extensions', () => {
    // Extensions: 13 reads (the registrations list among them), queueing a failed registration
    // or result import again, editing and deleting races and batches (4), creating, editing and
    // deleting prize rules (3) and categories (3), creating and editing events (2), the
    // calling key (GET /me), and listing and deleting the rows of one import (4).
    expect(registeredRoutes()).toHaveLength(17 + 13 + 2 + 4 + 3 + 3 + 2 + 1 + 4);
  });

  test('a missing key is 401 and a key without manage is 403, everywhere', async () => {
    const routes = registeredRoutes();
    for (const { method, path } of routes) {
      const json = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const missing = await hub.call(method, path, { key: null, json });
      expect(missing.status, `${method} ${path}`).toBe(401);
      expect(errorBodySchema.parse(await missing.json()).error).toBe('unauthenticated');
      const readOnly = await hub.call(method, path, { key: hub.readKey, json });
      expect(readOnly.status, `${method} ${path}`).toBe(403);
      expect(errorBodySchema.parse(await readOnly.json()).error).toBe('forbidden_scope');
    }
  });

  test('wrong, malformed and revoked keys are 401', async () => {
    for (const header of ['Bearer hub_wrong', 'Basic abc', 'Bearer', 'hub_x']) {
      const res = await hub.app.request('/events', { headers: { authorization: header } });
      expect(res.status).toBe(401);
    }
    const created = await hub.database.run((db) => createKey(db, 'to revoke', ['manage']));
    await hub.database.run((db) => revokeKey(db, created.id));
    expect((await hub.call('GET', '/events', { key: created.key })).status).toBe(401);
  });

  test('keys are stored only as hashes', async () => {
    const rows = await hub.database.run((db) => db.query.apiKeys.findMany());
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(hub.manageKey);
    }
  });
});

describe('error envelope', () => {
  test('malformed JSON is 400', async () => {
    const event = await insertEvent(hub);
    const res = await hub.call('POST', `/events/${event.code}/races`, { json: '{"name": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'malformed_json', details: null });
  });

  test('a body over 10 MiB is 413', async () => {
    const event = await insertEvent(hub);
    const res = await hub.call('POST', `/events/${event.code}/races`, {
      json: JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  test('unknown paths are JSON 404', async () => {
    const res = await hub.call('GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error).toBe('not_found');
  });

  test('validation failures name the field', async () => {
    const res = await hub.call('GET', '/events?per_page=101');
    expect(res.status).toBe(422);
    const body = errorBodySchema.parse(await res.json());
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.details ?? {})).toEqual(['per_page']);
  });
});

test('an unexpected failure is a 500 without internals', async () => {
  const broken = await createTestHub();
  await broken.database.close();
  const res = await broken.call('GET', '/salespeople');
  expect(res.status).toBe(500);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({
    error: 'server_error',
    message: expect.any(String),
    details: null,
  });
  expect(text).not.toMatch(/database is closed|at .*\.ts|Error:/);
  await broken.close();
});

describe('rate limit', () => {
  test('over the per-key limit answers 429 with Retry-After', async () => {
    const limited = await createTestHub({ rateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.call('GET', '/salespeople')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.call('GET', '/salespeople');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await res.json()).error).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI document', () => {
  test('is generated from the contract, with the extensions marked', async () => {
    const res = await hub.call('GET', OPENAPI_PATH, { key: null });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      info: { version: string };
      paths: Record<string, Record<string, { 'x-extension'?: boolean }>>;
    };
    expect(doc.info.version).toBe('1.0.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, ext: !!op['x-extension'] })),
    );
    const spec = operations.filter((o) => !o.ext);
    expect(spec).toHaveLength(17);
    expect(operations.filter((o) => o.ext).map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'get /events/{event}',
        'get /modalities',
        'get /events/{event}/registration-imports',
        'get /events/{event}/checkpoints',
        'get /events/{event}/races/{race}/results',
        'post /events/{event}/registration-imports/{import}/retry',
        'post /events/{event}/result-imports/{import}/retry',
      ]),
    );
  });

  test('publishes the JSON Schema of an event configuration file, in the document and alone', async () => {
    const doc = (await (await hub.call('GET', OPENAPI_PATH, { key: null })).json()) as {
      components: { schemas: Record<string, unknown> };
    };
    const alone = await hub.call('GET', EVENT_CONFIG_SCHEMA_PATH, { key: null });
    expect(alone.status).toBe(200);
    const schema = (await alone.json()) as { required: string[]; additionalProperties: boolean };
    expect(schema).toEqual(eventConfigJsonSchema());
    expect(doc.components.schemas.EventConfig).toEqual(schema);
    expect(schema.required).toEqual(
      expect.arrayContaining(['version', 'event', 'races', 'batches', 'registration_fields']),
    );
    expect(schema.additionalProperties).toBe(false);
  });
});
