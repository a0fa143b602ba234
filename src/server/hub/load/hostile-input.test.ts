import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { importStatusSchema } from '@/contract/imports';
import { rowsOf } from '@/server/db/database';
import { OPENAPI_PATH } from '@/server/hub/app';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import {
  deepArray,
  FRAGMENTS,
  HOSTILE_PATH_IDS,
  hostileBodies,
  HUGE,
  INT4_OVER,
  LONE,
  UNKNOWN,
} from '@/testing/hub/hostile-values';
import { registeredRoutes } from '@/testing/hub/routes';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

/* A JSON Schema as the hub's OpenAPI document writes it (only what the pass reads). */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}
interface Operation {
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  parameters?: { name: string; in: string; schema: Schema }[];
}

const typesOf = (s: Schema) => [s.type ?? []].flat();
const hasMinimum = (s: Schema) => s.minimum !== undefined || s.exclusiveMinimum !== undefined;
/** Just under the least value (and -1 where that is under it too). */
const underMinimum = (s: Schema) => {
  const under = s.exclusiveMinimum ?? s.minimum! - 1;
  return under >= -1 ? [...new Set([under, -1])] : [under];
};

/** Values a property's schema can never accept: wrong types, out of range, too long. */
function wrongFor(s: Schema): unknown[] {
  const types = typesOf(s);
  const out: unknown[] = [];
  if (types.includes('string')) {
    out.push(1e308, -1, true, {}, []);
    if (s.maxLength !== undefined) out.push(HUGE);
    if (s.enum || s.pattern || s.format) out.push(...FRAGMENTS);
  }
  if (types.includes('integer')) {
    out.push('<script>', "' OR 1=1 --", 1.5, 1e308, {}, [], true);
    if (hasMinimum(s)) out.push(...underMinimum(s), -1e308);
    if (s.maximum !== undefined) out.push(s.maximum + 1);
  }
  if (types.includes('number')) {
    out.push('<script>', {}, [], true);
    if (hasMinimum(s)) out.push(...underMinimum(s), -1e308);
    if (s.maximum !== undefined) out.push(1e308);
  }
  if (types.includes('boolean')) out.push('<script>', 2, {}, []);
  if (types.includes('array')) {
    out.push({}, '<script>', 1e308);
    if (s.minItems) out.push([]);
    if (s.maxItems !== undefined) out.push(Array.from({ length: s.maxItems + 1 }, () => ({})));
    if (s.items?.type) out.push(...wrongFor(s.items).map((v) => [v]));
  }
  if (types.includes('object')) {
    out.push([], '<script>', -1);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      out.push(
        { '<script>': 1 },
        { '99999999999999999999': 1 },
        { '-1': 1 },
        ...wrongFor(s.additionalProperties).map((v) => ({ '1': v })),
      );
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    const key = typeof v === 'string' ? `s:${v.length}:${v.slice(0, 40)}` : JSON.stringify(v);
    return !seen.has(key) && seen.add(key);
  });
}

/** Query strings a parameter's schema can never accept. */
function wrongInQuery(s: Schema): string[] {
  const out: string[] = [];
  if (typesOf(s).includes('integer')) {
    out.push('<script>', "' OR 1=1 --", '1.5', 'abc', '1e308', '99999999999999999999');
    if (hasMinimum(s)) out.push('-1', '-1e308');
    if (s.maximum !== undefined) out.push(String(s.maximum + 1));
  }
  if (typesOf(s).includes('string')) {
    if (s.enum) out.push(...FRAGMENTS, 'x'.repeat(100_000));
    if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1));
  }
  return out;
}

/** `base` with one property (or one property of its first array item) made wrong, each way. */
function mutations(schema: Schema, base: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    for (const value of wrongFor(prop)) out.push({ ...base, ...UNKNOWN, [key]: value });
    const first = Array.isArray(base[key]) ? (base[key] as unknown[])[0] : undefined;
    if (prop.items?.properties && first && typeof first === 'object')
      for (const inner of mutations(prop.items, first as Record<string, unknown>))
        out.push({ ...base, [key]: [inner] });
  }
  return out;
}

let hub: TestHub;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
/** Real ids for every path parameter, so a hostile body reaches the handler's own checks. */
const ids: Record<string, string> = {};
/** A valid body per write route, the starting point of the mutations. */
let validBodies: Record<string, Record<string, unknown>>;

/** Refused writes the history holds, as of the last snapshot. */
let refusedRecorded = 0;

async function tableSnapshot() {
  const tables = await hub.database.run((db) =>
    rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (name === 'change_log') {
      // The history records refused writes too, by design: only writes that passed count here.
      const [row] = await hub.database.run((db) =>
        rowsOf<{ n: number; refused: number }>(
          db,
          sql`select count(*) filter (where status < 400)::int as n,
                     count(*) filter (where status >= 400)::int as refused
              from change_log`,
        ),
      );
      out[name] = `${row.n} passed`;
      refusedRecorded = row.refused;
      continue;
    }
    const [row] = await hub.database.run((db) =>
      rowsOf<{ n: number; digest: string | null }>(
        db,
        sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
            from ${sql.identifier(name)} t`,
      ),
    );
    out[name] = `${row.n}:${row.digest}`;
  }
  return out;
}

beforeAll(async () => {
  hub = await createTestHub();
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code, { code: 'H10' });
  const field = await hub.call('POST', `/events/${event.code}/registration-fields`, {
    json: { label: 'Camiseta', key: 'camiseta', type: 'text' },
  });
  const registrations = await hub.call('POST', `/events/${event.code}/races/H10/registrations`, {
    json: {
      registrations: [
        { name: 'Ana Souza', external_id: 'h-1', bib: '1' },
        { name: 'Bia Lima', external_id: 'h-2', bib: '2' },
      ],
    },
  });
  const results = await hub.call('POST', `/events/${event.code}/races/H10/results`, {
    json: {
      results: [
        { bib: '1', net_time: '00:41:00', splits: [{ checkpoint: '5K', time: '00:20:00' }] },
      ],
    },
  });
  await hub.worker.drain();
  const checkpoints = await hub.call('GET', `/events/${event.code}/checkpoints`);
  Object.assign(ids, {
    event: event.code,
    race: race.code,
    raceId: String(race.id),
    field: String(((await field.json()) as { data: { id: number } }).data.id),
    checkpoint: String(((await checkpoints.json()) as { data: { id: number }[] }).data[0].id),
  });
  const batch = await hub.call('POST', `/events/${event.code}/batches`, {
    json: { name: 'Lote', max_installments: 1, race_prices: { [race.id]: 1000 } },
  });
  ids.batch = String(((await batch.json()) as { data: { id: number } }).data.id);
  const rule = await hub.call('POST', `/events/${event.code}/races/H10/prize-rules`, {
    json: { ranking_type: 'overall', ranking_cut: 3, tipo_premiacao: 'trofeu' },
  });
  ids.rule = String(((await rule.json()) as { data: { id: number } }).data.id);
  const category = await hub.call('POST', `/events/${event.code}/races/H10/categories`, {
    json: { name: 'M 30-39', sex: 'M', age_min: 30, age_max: 39 },
  });
  ids.category = String(((await category.json()) as { data: { id: number } }).data.id);
  const registrationImport = importStatusSchema.parse(await registrations.json()).import_id;
  const resultImport = importStatusSchema.parse(await results.json()).import_id;
  ids.import = String(registrationImport);
  ids.resultImport = String(resultImport);
  validBodies = {
    'POST /events': {
      name: 'Evento Novo',
      code: 'EVENTO-NOVO',
      date: '2027-09-24',
      registration_opens_at: '2027-03-01T00:00:00-03:00',
      registration_closes_at: '2027-09-20T23:59:00-03:00',
    },
    'PATCH /events/:event': { name: 'Novo nome do evento' },
    'POST /events/:event/races': { name: 'Prova', starts_at: '2027-03-14T06:30:00-03:00' },
    'POST /events/:event/batches': {
      name: 'Lote',
      max_installments: 1,
      race_prices: { [race.id]: 1000 },
    },
    'POST /events/:event/registration-fields': { label: 'Tam', key: 'tam', type: 'text' },
    'PATCH /events/:event/registration-fields/:field': { label: 'Novo rótulo' },
    'PATCH /events/:event/races/:race': { name: 'Novo nome' },
    'PATCH /events/:event/batches/:batch': { name: 'Novo lote' },
    'POST /events/:event/races/:race/prize-rules': {
      ranking_type: 'overall',
      ranking_cut: 3,
      tipo_premiacao: 'medalha',
    },
    'PATCH /events/:event/races/:race/prize-rules/:rule': { ranking_cut: 5 },
    'POST /events/:event/races/:race/categories': { name: 'F 30-39', sex: 'F', age_min: 30 },
    'PATCH /events/:event/races/:race/categories/:category': { award_count: 5 },
    'PUT /events/:event/legal-discounts': {
      discounts: [
        { type: 'pcd', discount_type: 'percent', enabled: true, value: 50, requires_proof: true },
      ],
    },
    'PUT /events/:event/retention': { rules: [{ percent: 100, offset_days: 0 }] },
    'POST /events/:event/races/:race/registrations': {
      registrations: [{ name: 'Nova Pessoa', external_id: 'h-new' }],
    },
    'POST /events/:event/races/:race/results': {
      results: [{ bib: '2', net_time: '00:45:00' }],
    },
  };
  doc = (await (await hub.call('GET', OPENAPI_PATH, { key: null })).json()) as typeof doc;
});
afterAll(() => hub.close());

const routes = () => registeredRoutes(hub.app);
const concrete = (path: string, replace: Record<string, string> = {}) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    if (name in replace) return replace[name];
    if (name === 'import' && path.includes('result-imports')) return ids.resultImport;
    return encodeURIComponent(ids[name]);
  });
const operationOf = (method: string, path: string) =>
  doc.paths[path.replace(/:([a-zA-Z]+)/g, '{$1}')]?.[method.toLowerCase()];
/** Writes that take no body: queueing a failed import again names it in the path alone. */
const BODYLESS_WRITES = [
  'POST /events/:event/registration-imports/:import/retry',
  'POST /events/:event/result-imports/:import/retry',
];
const hasBody = (method: string, path = '') =>
  ['POST', 'PUT', 'PATCH'].includes(method) && !BODYLESS_WRITES.includes(`${method} ${path}`);

/** 4xx with the error envelope; the label names the request in a failure. */
async function expectRefused(res: Response, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  const parsed = errorBodySchema.safeParse(JSON.parse(text));
  expect(parsed.success, `${label}: ${text.slice(0, 200)}`).toBe(true);
}

describe('hostile input on every endpoint: 4xx with the error envelope, nothing written', () => {
  let before: Record<string, string>;
  let refusedAtStart = 0;
  /** PATCHes that said nothing: answered 200, changed nothing, recorded in the history. */
  let noOpWrites = 0;
  beforeAll(async () => {
    before = await tableSnapshot();
    refusedAtStart = refusedRecorded;
  });

  test('the writes without a body declare none', () => {
    expect(routes().map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(BODYLESS_WRITES),
    );
    for (const route of BODYLESS_WRITES) {
      const [method, path] = route.split(' ');
      expect(operationOf(method, path)?.requestBody, route).toBeUndefined();
    }
  });

  test('every write route has a valid body here, so each mutation is the only fault', () => {
    const writes = routes().filter((r) => hasBody(r.method, r.path));
    expect(writes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      Object.keys(validBodies).sort(),
    );
  });

  test('bodies: not an object, deep nesting, huge, wrong types, bad values, unknown fields', async () => {
    let sent = 0;
    for (const { method, path } of routes().filter((r) => hasBody(r.method, r.path))) {
      const schema = operationOf(method, path)?.requestBody?.content['application/json'].schema;
      expect(schema?.properties, `${method} ${path}`).toBeDefined();
      const base = validBodies[`${method} ${path}`];
      const raw = hostileBodies(base);
      // A PATCH that names no known field changes nothing: a no-op, not an error (where
      // `status` is a field of the resource, its `hacked` is a 422).
      const noOps =
        method === 'PATCH' && !schema?.properties?.status ? [JSON.stringify({ ...UNKNOWN })] : [];
      const bodies = [...raw, ...mutations(schema!, base).map((b) => JSON.stringify(b))];
      for (const body of bodies) {
        const res = await hub.call(method, concrete(path), { json: body });
        if (noOps.includes(body)) {
          expect(res.status, `${method} ${path} no-op`).toBe(200);
          noOpWrites++;
        } else await expectRefused(res, `${method} ${path} ${body.slice(0, 120)}`);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(300);
  });

  test('path ids: traversal, NUL, SQL and script fragments, out of range, too long', async () => {
    const bad = HOSTILE_PATH_IDS;
    for (const { method, path } of routes()) {
      for (const param of path.match(/:[a-zA-Z]+/g) ?? []) {
        for (const value of bad) {
          const url = concrete(path, { [param.slice(1)]: value });
          const res = await hub.call(method, url, {
            json: hasBody(method, path) ? validBodies[`${method} ${path}`] : undefined,
          });
          await expectRefused(res, `${method} ${url}`);
        }
      }
    }
  });

  test('query parameters: wrong types, out of range, unknown values', async () => {
    for (const { method, path } of routes()) {
      for (const param of operationOf(method, path)?.parameters ?? []) {
        if (param.in !== 'query') continue;
        const values = wrongInQuery(param.schema);
        for (const value of values) {
          const url = `${concrete(path)}?${param.name}=${encodeURIComponent(value)}`;
          const res = await hub.call(method, url);
          await expectRefused(res, `${method} ${url.slice(0, 160)}`);
        }
      }
    }
  });

  test('free-text query values are data, never SQL: answered without a 5xx', async () => {
    for (const value of [...FRAGMENTS, '%', '_', '\\']) {
      for (const name of ['search', 'status']) {
        const res = await hub.call('GET', `/events?${name}=${encodeURIComponent(value)}`);
        const text = await res.text();
        expect(res.status, `${name}=${value}: ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400)
          expect(errorBodySchema.safeParse(JSON.parse(text)).success).toBe(true);
      }
    }
  });

  test('JSON bodies sent as another media type: 415 unsupported_media_type, before any check', async () => {
    const writes = routes().filter((r) => hasBody(r.method, r.path));
    for (const { method, path } of writes) {
      const body = JSON.stringify(validBodies[`${method} ${path}`]);
      for (const type of [
        'text/plain',
        'text/plain; charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ]) {
        const label = `${method} ${path} as ${type}`;
        const res = await hub.app.request(`http://hub.test${concrete(path)}`, {
          method,
          headers: {
            authorization: `Bearer ${hub.manageKey}`,
            ...(type ? { 'content-type': type } : {}),
          },
          body,
        });
        const text = await res.text();
        expect(res.status, `${label}: ${text.slice(0, 200)}`).toBe(415);
        expect(res.headers.get('content-type'), label).toMatch(/application\/json/);
        expect(errorBodySchema.parse(JSON.parse(text)).error, label).toBe('unsupported_media_type');
      }
    }
    expect(writes.length).toBe(Object.keys(validBodies).length);
  });

  test('a write with no body at all: 415 when it says another type; without one, a PATCH changes nothing and a POST or PUT is refused', async () => {
    for (const { method, path } of routes().filter((r) => hasBody(r.method, r.path)))
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
        const label = `${method} ${path} without a body, as ${type}`;
        const res = await hub.app.request(`http://hub.test${concrete(path)}`, {
          method,
          headers: {
            authorization: `Bearer ${hub.manageKey}`,
            ...(type ? { 'content-type': type } : {}),
          },
        });
        if (type) {
          expect(res.status, label).toBe(415);
          expect(errorBodySchema.parse(await res.json()).error, label).toBe(
            'unsupported_media_type',
          );
        } else if (method === 'PATCH') {
          // Nothing said, nothing changed: the resource as it is (the snapshot below checks it).
          expect(res.status, label).toBe(200);
          noOpWrites++;
        } else await expectRefused(res, label);
      }
  });

  test('the database is exactly as before', async () => {
    expect(await tableSnapshot()).toEqual({
      ...before,
      change_log: `${parseInt(before.change_log) + noOpWrites} passed`,
    });
    // Every refusal made with the valid key is in the change history, as refused.
    expect(refusedRecorded).toBeGreaterThan(refusedAtStart);
  });
});

describe('hostile items inside an accepted import', () => {
  test('each is an item error, the worker survives, no registration or result is written', async () => {
    const before = await tableSnapshot();
    const itemSchema = (name: string) => doc.components.schemas[name];
    const cases = [
      {
        path: `/events/${ids.event}/races/${ids.race}/registrations`,
        key: 'registrations',
        items: mutations(itemSchema('RegistrationImportItem'), {
          name: 'Hostil',
          external_id: 'hostil-1',
        }),
      },
      {
        path: `/events/${ids.event}/races/${ids.race}/results`,
        key: 'results',
        items: mutations(itemSchema('ResultImportItem'), { bib: '77', net_time: '00:40:00' }),
      },
    ];
    const acceptedIds: number[] = [];
    for (const { path, key, items } of cases) {
      // U+0000 and deep nesting refuse the whole request (below); any other fault is the item's.
      const all = [
        ...items.filter((item) => !JSON.stringify(item).includes('\\u0000')),
        1e308,
        'texto',
        [],
        null,
        true,
        {},
        [[[[[[[[[[]]]]]]]]]],
      ];
      const res = await hub.call('POST', path, { json: { [key]: all } });
      expect(res.status, await res.clone().text()).toBe(202);
      const accepted = importStatusSchema.parse(await res.json());
      acceptedIds.push(accepted.import_id);
      await hub.worker.drain();
      const kind = key === 'results' ? 'result' : 'registration';
      const status = importStatusSchema.parse(
        await (
          await hub.call('GET', `/events/${ids.event}/${kind}-imports/${accepted.import_id}`)
        ).json(),
      );
      expect(status.status).toBe('completed');
      expect(status.summary).toMatchObject({
        total_received: all.length,
        created: 0,
        updated: 0,
        errors: all.length,
      });
    }
    const deep = await hub.call('POST', cases[0].path, {
      json: `{"registrations": [{"name": "Ok", "external_id": "ok"}, ${deepArray}]}`,
    });
    await expectRefused(deep, 'an item nested 10 000 levels deep');
    const nul = await hub.call('POST', cases[0].path, {
      json: {
        registrations: [
          { name: 'Ok', external_id: 'ok' },
          { name: 'A\u0000B', external_id: 'n' },
        ],
      },
    });
    expect(nul.status).toBe(422);
    expect(errorBodySchema.parse(await nul.json()).details).toEqual({
      'registrations.1.name': [expect.any(String)],
    });
    const after = await tableSnapshot();
    const {
      imports: importsBefore,
      import_slices: slicesBefore,
      change_log: changesBefore,
      ...restBefore
    } = before;
    const {
      imports: importsAfter,
      import_slices: slicesAfter,
      change_log: changesAfter,
      ...restAfter
    } = after;
    expect(restAfter).toEqual(restBefore);
    expect(Number(importsAfter.split(':')[0])).toBe(Number(importsBefore.split(':')[0]) + 2);
    // The new slices are theirs (they hold each import's report, every item an error).
    const [{ theirs }] = await hub.database.run((db) =>
      rowsOf<{ theirs: number }>(
        db,
        sql`select count(*)::int as theirs from import_slices
            where import_id = any(${`{${acceptedIds.join(',')}}`}::int[])`,
      ),
    );
    expect(theirs).toBeGreaterThanOrEqual(acceptedIds.length);
    expect(parseInt(slicesAfter)).toBe(parseInt(slicesBefore) + theirs);
    // The two accepted imports are in the change history; nothing else that passed is.
    expect(parseInt(changesAfter)).toBe(parseInt(changesBefore) + 2);
  });
});

/** 422 `validation_failed` whose `details` name `field`. */
async function expectFieldRefused(res: Response, field: string, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${text.slice(0, 300)}`).toBe(422);
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(body.error, label).toBe('validation_failed');
  expect(Object.keys(body.details ?? {}), `${label}: ${text.slice(0, 300)}`).toContain(field);
}

interface OutOfRange {
  method: string;
  path: () => string;
  /** field named in the 422 -> the body (or query string) that puts it out of range */
  cases: () => [string, unknown][];
}

const startsAt = '2027-03-14T06:30:00-03:00';
const raceBody = { name: 'Prova', starts_at: startsAt };
const batchBody = () => ({
  name: 'Lote',
  max_installments: 1,
  race_prices: { [ids.raceId]: 1000 },
});
const OUT_OF_RANGE: Record<string, OutOfRange> = {
  races: {
    method: 'POST',
    path: () => `/events/${ids.event}/races`,
    cases: () => [
      ['registration_limit', { ...raceBody, registration_limit: INT4_OVER }],
      ['sort_order', { ...raceBody, sort_order: INT4_OVER }],
      [
        'duration_minutes',
        { ...raceBody, scoring_type: 'fixed_time', duration_minutes: INT4_OVER },
      ],
      ['lap_count', { ...raceBody, scoring_type: 'laps', lap_count: INT4_OVER, lap_distance: 1 }],
      ['lap_distance', { ...raceBody, scoring_type: 'laps', lap_count: 3, lap_distance: 1e308 }],
      ['distance', { ...raceBody, distance: 1e308 }],
      ['distance', { ...raceBody, distance: 1000.001 }],
      ['starts_at', { ...raceBody, starts_at: '0000-03-14T06:30:00-03:00' }],
      ['starts_at', { ...raceBody, starts_at: '9999-03-14T06:30:00-03:00' }],
      ['name', { ...raceBody, name: LONE }],
      ['distance_label', { ...raceBody, distance_label: '\udc00km' }],
      ['code', { ...raceBody, code: '2027' }],
      ['default_modality_id', { ...raceBody, default_modality_id: INT4_OVER }],
      ['modality_ids.0', { ...raceBody, modality_ids: [INT4_OVER] }],
    ],
  },
  batches: {
    method: 'POST',
    path: () => `/events/${ids.event}/batches`,
    cases: () => [
      ['max_quantity', { ...batchBody(), max_quantity: INT4_OVER }],
      [`race_prices.${ids.raceId}`, { ...batchBody(), race_prices: { [ids.raceId]: INT4_OVER } }],
      [`race_prices.0${ids.raceId}`, { ...batchBody(), race_prices: { [`0${ids.raceId}`]: 1000 } }],
      ['race_prices.2147483648', { ...batchBody(), race_prices: { '2147483648': 1000 } }],
      ['starts_at', { ...batchBody(), starts_at: '9999-01-01T00:00:00-03:00' }],
      ['ends_at', { ...batchBody(), ends_at: '0000-01-01T00:00:00-03:00' }],
      ['name', { ...batchBody(), name: LONE }],
    ],
  },
  'registration-fields': {
    method: 'POST',
    path: () => `/events/${ids.event}/registration-fields`,
    cases: () => [
      ['label', { label: LONE, key: 'lone', type: 'text' }],
      ['help_text', { label: 'Ajuda', key: 'ajuda', type: 'text', help_text: LONE }],
      [
        'options.0.value',
        { label: 'Tam', key: 'tam2', type: 'select', options: [{ value: LONE, label: 'P' }] },
      ],
      ['validation_rules.0', { label: 'Re', key: 're', type: 'text', validation_rules: [LONE] }],
    ],
  },
  'registration-fields (PATCH)': {
    method: 'PATCH',
    path: () => `/events/${ids.event}/registration-fields/${ids.field}`,
    cases: () => [
      ['sort_order', { sort_order: INT4_OVER }],
      ['label', { label: LONE }],
    ],
  },
  'legal-discounts': {
    method: 'PUT',
    path: () => `/events/${ids.event}/legal-discounts`,
    cases: () => [
      [
        'discounts.0.value',
        { discounts: [{ type: 'pcd', discount_type: 'fixed', value: INT4_OVER }] },
      ],
      ['discounts.0.value', { discounts: [{ type: 'pcd', discount_type: 'percent', value: 101 }] }],
    ],
  },
  retention: {
    method: 'PUT',
    path: () => `/events/${ids.event}/retention`,
    cases: () => [['rules.0.offset_days', { rules: [{ percent: 100, offset_days: INT4_OVER }] }]],
  },
  'registration imports': {
    method: 'POST',
    path: () => `/events/${ids.event}/races/${ids.race}/registrations`,
    cases: () => [
      [
        'registrations.1.name',
        {
          registrations: [
            { name: 'Ok', external_id: 'lone-ok' },
            { name: LONE, external_id: 'lone-1' },
          ],
        },
      ],
      ['registrations.0.external_id', { registrations: [{ name: 'Ok', external_id: '\ud800' }] }],
    ],
  },
  'result imports': {
    method: 'POST',
    path: () => `/events/${ids.event}/races/${ids.race}/results`,
    cases: () => [
      ['results.0.name', { results: [{ bib: '9', net_time: '00:40:00', name: LONE }] }],
      [
        'results.0.splits.0.checkpoint',
        {
          results: [
            { bib: '9', net_time: '00:40:00', splits: [{ checkpoint: LONE, time: '00:20:00' }] },
          ],
        },
      ],
      ['modality_id', { results: [{ bib: '9', net_time: '00:40:00' }], modality_id: INT4_OVER }],
    ],
  },
  'registrations cleanup (query)': {
    method: 'DELETE',
    path: () => `/events/${ids.event}/registrations`,
    cases: () => [
      ['race_id', `race_id=${INT4_OVER}`],
      ['race_id', `race_id=${INT4_OVER}&dry_run=1`],
    ],
  },
  'pagination (query)': {
    method: 'GET',
    path: () => `/events`,
    cases: () => [
      ['page', `page=${INT4_OVER}`],
      ['per_page', `per_page=${INT4_OVER}`],
    ],
  },
};

describe('out-of-range values: 422 naming the field, nothing stored (JSON bodies and queries)', () => {
  test.each(Object.keys(OUT_OF_RANGE))('%s', async (resource) => {
    const { method, path, cases } = OUT_OF_RANGE[resource];
    const before = await tableSnapshot();
    for (const [field, input] of cases()) {
      const url = typeof input === 'string' ? `${path()}?${input}` : path();
      const res = await hub.call(method, url, {
        json: typeof input === 'string' ? undefined : input,
      });
      await expectFieldRefused(res, field, `${method} ${url} ${JSON.stringify(input)}`);
    }
    await hub.worker.drain();
    expect(await tableSnapshot()).toEqual(before);
  });
});
