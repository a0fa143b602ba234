import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCheckReport } from '@/contract/hub-check';
import { seedDemo } from '@/server/seed/seed-demo';
import { createDialectProxy, DIALECT_NAMES, type DialectName } from '@/testing/hub/dialects';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { runHubCli } from './hub-cli';

/*
 * `npm run hub -- check` against hubs in-process: the reference hub, a spec-only one, the
 * foreign-hub dialects in front of the reference hub, and hubs that break the spec.
 */

const TZ = 'America/Sao_Paulo';
type Handler = (req: Request) => Promise<Response>;

/** The hub's app as a fetch handler at http://hub.test/api/v1. */
const handlerOf =
  (hub: TestHub): Handler =>
  async (req) => {
    const url = new URL(req.url);
    return hub.app.request(
      `http://hub.test${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`,
      { method: req.method, headers: req.headers },
    );
  };

interface Run {
  status: number;
  out: string;
  err: string;
  /** Every request that reached the hub: `GET /events`... */
  requests: string[];
}

async function check(handler: Handler, argv: string[], key: string): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const requests: string[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const request = new Request(String(url), init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return handler(request);
  }) as typeof fetch;
  const status = await runHubCli(
    ['check', '--hub', 'http://hub.test', ...argv],
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    { HUB_API_KEY: key, HUB_TIME_ZONE: TZ },
    fetchImpl,
  );
  return { status, out: out.join('\n'), err: err.join('\n'), requests };
}

const reportOf = (run: Run) => JSON.parse(run.out) as HubCheckReport;
const codes = (report: HubCheckReport) => report.reasons.map((r) => r.code);

/** The demo seed, and an import of each kind on its event with results (left queued). */
async function seeded(hub: TestHub): Promise<string> {
  await hub.database.run((db) => seedDemo(db, { timeZone: TZ }));
  const list = (await (await hub.call('GET', '/events?per_page=100')).json()) as {
    data: { code: string }[];
  };
  const event = list.data.find((e) => e.code.startsWith('MEIA-CWB'))!.code;
  const imported = await hub.call('POST', `/events/${event}/races/21K/registrations`, {
    json: { registrations: [{ name: 'Ana Souza', external_id: 'hub-check-1' }] },
  });
  expect(imported.status).toBe(202);
  const results = await hub.call('POST', `/events/${event}/races/21K/results`, {
    json: { results: [{ bib: '9001', net_time: '01:40:00' }] },
  });
  expect(results.status).toBe(202);
  return event;
}

describe('npm run hub -- check', () => {
  let hub: TestHub;
  let specOnly: TestHub;
  let event: string;
  let specEvent: string;

  beforeAll(async () => {
    [hub, specOnly] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
    [event, specEvent] = await Promise.all([seeded(hub), seeded(specOnly)]);
  }, 120_000);
  afterAll(() => Promise.all([hub?.close(), specOnly?.close()]));

  it('the reference hub: the console works fully (exit 0), and only GETs reached it', async () => {
    const run = await check(handlerOf(hub), ['--event', event], hub.manageKey);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('The console can work fully with this hub. (exit 0)');
    expect(run.out).toContain(`event ${event}`);
    expect(run.requests.length).toBeGreaterThan(20);
    expect(run.requests.filter((r) => !r.startsWith('GET '))).toEqual([]);

    const json = await check(handlerOf(hub), ['--event', event, '--json'], hub.manageKey);
    const report = reportOf(json);
    expect(report).toMatchObject({ verdict: 'full', exit_code: 0, event, reasons: [] });
    expect(report.extensions.filter((e) => e.present !== true)).toEqual([]);
    expect(report.date_time_forms.map((f) => f.form)).toEqual(['offset', 'utc']);
    expect(report.numbers.numeric_string_fields).toEqual([]);
    expect(report.words).toContainEqual({ kind: 'import.status', known: ['queued'], unknown: [] });
    expect(report.words.find((w) => w.kind === 'race.results_status')?.unknown).toEqual([]);
    // The spec's import status is read by the id the history gives.
    expect(report.endpoints.map((e) => e.path)).toContain(
      '/events/{event}/registration-imports/{import}',
    );
    expect(
      report.endpoints.filter((e) => e.outcome !== 'ok').map((e) => [e.url, e.outcome, e.note]),
    ).toEqual([]);
    expect(json.requests.every((r) => r.startsWith('GET '))).toBe(true);
  });

  it('a spec-only hub: works with limits (exit 3), the extensions it lacks listed with their tabs', async () => {
    const run = await check(handlerOf(specOnly), ['--event', specEvent], specOnly.manageKey);
    expect(run.status, run.out).toBe(3);
    expect(run.out).toContain('The console works with this hub, with limits: (exit 3)');
    expect(run.out).toContain('the console treats this hub as spec-only');
    expect(run.out).toContain(
      'No GET /events/{event}/races: Races, Prizes & vacancy: only the races created in this session are listed.',
    );
    expect(run.requests.every((r) => r.startsWith('GET '))).toBe(true);

    const report = reportOf(await check(handlerOf(specOnly), ['--json'], specOnly.manageKey));
    expect(report.verdict).toBe('limited');
    expect(codes(report)).toContain('spec_only_mode');
    const absent = report.extensions.filter((e) => e.present === false).map((e) => e.id);
    expect(absent).toEqual(
      expect.arrayContaining(['event-detail', 'races', 'batches', 'registrations']),
    );
    // Without a list of races nothing says which races to ask about.
    expect(report.endpoints.filter((e) => e.note === 'no_race').map((e) => e.path)).toContain(
      '/events/{event}/races/{race}/vacancy',
    );
    expect(
      report.endpoints.filter((e) => e.kind === 'spec' && e.outcome === 'ok').map((e) => e.path),
    ).toEqual(expect.arrayContaining(['/events', '/salespeople']));
  });

  const EXPECTED: Record<DialectName, number> = {
    // Every difference is read leniently: UTC with microseconds, numbers as strings, extra fields.
    'utc-micro': 0,
    // Offsets with milliseconds, numbers as strings, integers where the spec has strings.
    'offset-strings': 0,
    // Other words for every status, wall times without offset, relations left out.
    'local-sql': 3,
  };

  it.each(DIALECT_NAMES)('the %s dialect of a foreign hub', async (dialect) => {
    const proxy = createDialectProxy(handlerOf(hub), { dialect, timeZone: TZ });
    const run = await check(proxy, ['--event', event, '--json'], hub.manageKey);
    const report = reportOf(run);
    expect(run.status, JSON.stringify(report.reasons)).toBe(EXPECTED[dialect]);
    expect(run.requests.every((r) => r.startsWith('GET '))).toBe(true);
    const lenient = report.endpoints.flatMap((e) => e.findings.map((f) => f.code));
    if (dialect === 'local-sql') {
      expect(report.date_time_forms.map((f) => f.form)).toEqual(['local']);
      expect(report.reasons).toContainEqual(
        expect.objectContaining({ code: 'local_date_times', time_zone: TZ }),
      );
      const unknown = report.reasons.find((r) => r.code === 'unknown_words');
      expect(unknown && 'kinds' in unknown && unknown.kinds).toEqual(
        expect.arrayContaining([
          { kind: 'import.status', words: ['waiting'] },
          { kind: 'race.status', words: ['enabled'] },
        ]),
      );
      expect(report.reasons).toContainEqual({
        code: 'extension_absent',
        extension: 'event-include',
      });
    } else {
      expect(report.numbers.numeric_string_fields).toContain('race.distance');
      expect(lenient).toEqual(expect.arrayContaining(['number_as_string', 'extra_field']));
      expect(report.date_time_forms.map((f) => f.form)).toEqual(
        dialect === 'utc-micro' ? ['utc'] : ['offset'],
      );
    }
    if (dialect === 'offset-strings')
      expect(report.numbers.numbers_in_text_fields).toContain('vacancy.registrations_count');
  });

  it('a hub without a spec endpoint cannot be used (exit 1)', async () => {
    const reference = handlerOf(hub);
    const withoutSalespeople: Handler = async (req) =>
      new URL(req.url).pathname.endsWith('/salespeople')
        ? Response.json(
            { error: 'not_found', message: 'Rota não encontrada.', details: null },
            { status: 404 },
          )
        : reference(req);
    const run = await check(withoutSalespeople, ['--event', event], hub.manageKey);
    expect(run.status).toBe(1);
    expect(run.out).toContain('The console cannot work with this hub: (exit 1)');
    expect(run.out).toContain('GET /salespeople is missing (404)');
  });

  it('a race without its start cannot be read (exit 1), named by its field', async () => {
    const reference = handlerOf(hub);
    const withoutStart: Handler = async (req) => {
      const res = await reference(req);
      if (!new URL(req.url).pathname.endsWith('/races')) return res;
      const body = (await res.json()) as { data: Record<string, unknown>[] };
      return Response.json({ data: body.data.map(({ starts_at: _, ...race }) => race) });
    };
    const report = reportOf(await check(withoutStart, ['--event', event, '--json'], hub.manageKey));
    expect(report.exit_code).toBe(1);
    expect(report.reasons).toContainEqual({
      code: 'unreadable_fields',
      path: `/events/${event}/races`,
      fields: ['race.starts_at'],
    });
  });

  it('a hub with another envelope cannot be used (exit 1)', async () => {
    const other = new Hono().basePath('/api/v1');
    other.get('/events', (c) =>
      c.req.header('authorization')
        ? c.json({ events: [], total: 0 })
        : c.json({ error: 'unauthenticated', message: 'Chave ausente.' }, 401),
    );
    other.all('*', (c) => c.json({ error: 'not_found', message: 'Rota não encontrada.' }, 404));
    const run = await check(async (req) => other.fetch(req), ['--json'], 'any-key');
    const report = reportOf(run);
    expect(run.status).toBe(1);
    expect(report.reasons).toContainEqual({ code: 'wrong_envelope', path: '/events' });
    expect(report.reasons).toContainEqual({ code: 'spec_endpoint_missing', path: '/salespeople' });
  });

  it('a refused key, an unknown event and a wrong call say so', async () => {
    const refused = await check(handlerOf(hub), [], 'hub_wrong');
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('The hub refused the key (401)');

    const unknown = await check(handlerOf(hub), ['--event', 'NO-SUCH-EVENT'], hub.manageKey);
    expect(unknown).toMatchObject({ status: 2, err: 'No event NO-SUCH-EVENT on this hub' });

    const io = { out: () => undefined, err: () => undefined };
    expect(await runHubCli([], io, { HUB_API_KEY: 'k' })).toBe(2);
    expect(await runHubCli(['check'], io, {})).toBe(2);
    expect(await runHubCli(['check', '--nope'], io, { HUB_API_KEY: 'k' })).toBe(2);
  });
});
