import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventConfig } from '@/contract/event-config';
import { planEventConfig, type PlanItem } from '@/contract/event-plan';
import { addDays } from '@/contract/time';
import { sampleEventConfig } from '@/testing/event-config';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import { registrationFields, retentionPolicies, retentionRules } from '@/server/db/schema';
import { createDialectProxy, DIALECT_NAMES, type DialectName } from '@/testing/hub/dialects';
import { insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { runEventCli } from './event-cli';

/*
 * The command line against a real hub (in-process, PGlite or PostgreSQL): `fetch` is the hub's
 * own `app.request`, and where a test needs the network to fail, it fails there.
 */

interface Run {
  status: number;
  out: string;
  err: string;
  /** The writes the run sent: `POST /events/X/races`... */
  writes: string[];
}

/** How the hub answers: the reference hub as it is, or behind a foreign hub's dialect. */
interface Speaking {
  dialect?: DialectName;
  /** The hub's zone, the dialect's and the command's (`HUB_TIME_ZONE`); else the default. */
  timeZone?: string;
}

function cli(
  hub: TestHub,
  files: Record<string, unknown> = {},
  { dialect, timeZone }: Speaking = {},
) {
  const mounted = new Hono().route(API_PREFIX, hub.app);
  const reference = (req: Request) => Promise.resolve(mounted.fetch(req));
  const serve = dialect
    ? createDialectProxy(reference, { dialect, timeZone: timeZone ?? 'America/Sao_Paulo' })
    : reference;
  return async (
    argv: string[],
    {
      answer = null,
      failWrite,
    }: { answer?: boolean | null; failWrite?: (n: number) => boolean } = {},
  ): Promise<Run> => {
    const out: string[] = [];
    const err: string[] = [];
    const writes: string[] = [];
    const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(url)).pathname.replace(/^\/api\/v1/, '');
      if (method !== 'GET') {
        if (failWrite?.(writes.length + 1)) throw new TypeError('fetch failed: ECONNRESET');
        writes.push(`${method} ${decodeURIComponent(path)}`);
      }
      return serve(new Request(String(url), init));
    }) as typeof fetch;
    const status = await runEventCli(
      argv,
      {
        out: (text) => out.push(text),
        err: (text) => err.push(text),
        confirm: async () => answer,
        readFile: async (name) => {
          if (!(name in files)) throw new Error(`ENOENT: ${name}`);
          return JSON.stringify(files[name]);
        },
      },
      { HUB_API_KEY: hub.manageKey, HUB_TIME_ZONE: timeZone },
      fetchImpl,
    );
    return { status, out: out.join('\n'), err: err.join('\n'), writes };
  };
}

/** The event's file without its header: what must match across events. */
const body = ({ event: _event, ...rest }: EventConfig) => rest;

async function exported(run: ReturnType<typeof cli>, event: string): Promise<EventConfig> {
  const result = await run(['export', event]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as EventConfig;
}

const EVENT_DATE = { date: '2027-09-24', registrationClosesAt: new Date('2027-09-20T00:00:00Z') };

/** What a shift moves, in the file's order: each race's start, then each batch's window. */
const datesOf = (config: EventConfig) => [
  ...config.races.map((race) => race.starts_at),
  ...config.batches.flatMap((batch) => [batch.starts_at, batch.ends_at]),
];

/** An empty event on `date`, its registration closing four days before; its code. */
const eventOn = async (hub: TestHub, date: string) =>
  (
    await insertEvent(hub, {
      date,
      registrationClosesAt: new Date(`${addDays(date, -4)}T00:00:00Z`),
    })
  ).code;

describe('npm run event', () => {
  let hub: TestHub;
  let run: ReturnType<typeof cli>;
  let source: string;

  beforeAll(async () => {
    hub = await createTestHub();
    run = cli(hub, { 'event.json': sampleEventConfig });
    source = (await insertEvent(hub, EVENT_DATE)).code;
    const applied = await run(['apply', source, 'event.json', '--yes']);
    expect(applied.status, applied.err).toBe(0);
  });
  afterAll(() => hub.close());

  it('applies a file to an empty event, and its export is the file again', async () => {
    const file = await exported(run, source);
    expect(file.event.code).toBe(source);
    expect(
      planEventConfig(sampleEventConfig, {
        ...file,
        legal_discounts: file.legal_discounts ?? [],
        retention: file.retention ?? [],
        categories: file.categories ?? [],
        prize_rules: file.prize_rules ?? [],
      }).map((item) => item.action),
    ).toEqual(Array(6).fill('unchanged'));
    expect(file.batches[0].prices).toEqual({ '21K': 15990, '5K': 8990 });
    expect(file.races[0]).toMatchObject({
      modalities: ['Geral', 'PCD'],
      default_modality: 'Geral',
    });
  });

  it('round trip: an exported file applied to another empty event exports the same', async () => {
    const file = await exported(run, source);
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    const copy = cli(hub, { 'a.json': file });
    const applied = await copy(['apply', target, 'a.json', '--yes']);
    expect(applied.status, applied.err).toBe(0);
    expect(body(await exported(run, target))).toEqual(body(file));
  });

  it('applying twice changes nothing the second time', async () => {
    const again = await run(['apply', source, 'event.json', '--yes']);
    expect(again.status).toBe(0);
    expect(again.writes).toEqual([]);
    expect(again.out).toContain('Plan: 0 to create, 0 to update, 6 unchanged');
    expect(again.out).toContain('Nothing to apply.');
  });

  it('copies to next year with every date moved by the days between the events', async () => {
    const target = await eventOn(hub, '2028-09-22');
    const copied = await run(['copy', source, target, '--shift-dates', '--yes']);
    expect(copied.status, copied.err).toBe(0);
    expect(copied.out).toContain("dates shifted from the file's 2027-09-24");
    const file = await exported(run, target);
    expect(datesOf(file)).toEqual([
      '2028-09-22T07:00:00-03:00',
      '2028-09-22T07:30:00-03:00',
      '2028-02-28T00:00:00-03:00',
      '2028-06-28T23:59:00-03:00',
    ]);
    expect(file.batches[0].prices).toEqual({ '21K': 15990, '5K': 8990 });
  });

  it('copy --date creates the next edition, inactive, window and dates moved', async () => {
    await hub.call('PATCH', `/events/${source}`, {
      json: {
        city: 'Curitiba',
        hub_fee_percent: '7.50',
        regulation: 'Regulamento 2027',
        // As hubs serve their uploads: a path on their own site.
        logo_url: '/media/logo-2027.svg',
      },
    });
    const copied = await run([
      'copy',
      source,
      'MEIA-CWB-2028',
      '--date',
      '2028-09-22',
      '--name',
      'Meia Maratona de Curitiba 2028',
      '--yes',
    ]);
    expect(copied.status, copied.err).toBe(0);
    expect(copied.writes[0]).toBe('POST /events');
    expect(copied.err).toContain('Created MEIA-CWB-2028');
    const created = (await (await hub.call('GET', '/events/MEIA-CWB-2028')).json()) as {
      data: Record<string, unknown>;
    };
    expect(created.data).toMatchObject({
      name: 'Meia Maratona de Curitiba 2028',
      date: '2028-09-22',
      status: 'inactive',
      city: 'Curitiba',
      hub_fee_percent: '7.50',
      regulation: 'Regulamento 2027',
      logo_url: '/media/logo-2027.svg',
    });
    const file = await exported(run, 'MEIA-CWB-2028');
    expect(file.races[0].starts_at).toBe('2028-09-22T07:00:00-03:00');
    const again = await run(['copy', source, 'MEIA-CWB-2028', '--date', '2028-09-22', '--yes']);
    expect(again.status).toBe(2);
    expect(again.err).toContain('MEIA-CWB-2028 exists already');
  });

  it('stops at a failure, says what was done, and a re-run continues from there', async () => {
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    const failed = await run(['apply', target, 'event.json', '--yes'], {
      failWrite: (n) => n === 3,
    });
    expect(failed.status).toBe(1);
    expect(failed.writes).toEqual([`POST /events/${target}/races`, `POST /events/${target}/races`]);
    expect(failed.err).toContain('batch 1º Lote');
    expect(failed.err).toContain('ECONNRESET');
    expect(failed.err).toContain('Stopped after 2 change(s)');

    const resumed = await run(['apply', target, 'event.json', '--yes']);
    expect(resumed.status, resumed.err).toBe(0);
    expect(resumed.out).toContain('Plan: 2 to create, 2 to update, 2 unchanged');
    expect(resumed.writes[0]).toBe(`POST /events/${target}/batches`);
    expect(body(await exported(run, target))).toEqual(body(await exported(run, source)));
  });

  it('--json gives agents the plan and each result, a failure with its message', async () => {
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    const failed = await run(['apply', target, 'event.json', '--yes', '--json'], {
      failWrite: (n) => n === 1,
    });
    expect(failed.status).toBe(1);
    const report = JSON.parse(failed.out) as {
      event: { code: string };
      results: { item: PlanItem; outcome: string; error?: string }[];
    };
    expect(report.event).toEqual(expect.objectContaining({ code: target }));
    expect(Object.keys(report.event).sort()).toEqual(['code', 'date', 'id', 'name']);
    expect(report.results[0]).toMatchObject({
      outcome: 'failed',
      item: { kind: 'race', key: '21K' },
    });
    expect(report.results[0].error).toContain('ECONNRESET');
    expect(report.results.slice(1).map((r) => r.outcome)).toEqual(Array(5).fill('not_tried'));
  });

  it('reports a race that differs as not updatable, and never duplicates it', async () => {
    const changed = cli(hub, {
      'b.json': {
        ...sampleEventConfig,
        races: [{ ...sampleEventConfig.races[0], distance: 21 }, sampleEventConfig.races[1]],
      },
    });
    const result = await changed(['apply', source, 'b.json', '--yes']);
    expect(result.status).toBe(3);
    expect(result.writes).toEqual([]);
    expect(result.out).toMatch(/! race 21K\s+differs: cannot update through API v1/);
    expect(result.out).toContain('distance: 21.0975 -> 21');
    expect((await exported(run, source)).races).toHaveLength(2);
  });

  it('updates a changed field with what changed only, and replaces the retention', async () => {
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    expect((await run(['apply', target, 'event.json', '--yes'])).status).toBe(0);
    const changed = cli(hub, {
      'c.json': {
        ...sampleEventConfig,
        registration_fields: [{ ...sampleEventConfig.registration_fields[0], is_required: false }],
        retention: [{ percent: 100, offset_days: 10 }],
      },
    });
    const plan = await changed(['plan', target, 'c.json', '--json']);
    const items = (JSON.parse(plan.out) as { plan: PlanItem[] }).plan;
    expect(items.filter((item) => item.action !== 'unchanged')).toEqual([
      {
        kind: 'registration_field',
        key: 'camiseta',
        action: 'update',
        differs: [{ field: 'is_required', before: true, after: false }],
      },
      {
        kind: 'retention',
        key: 'retention',
        action: 'update',
        differs: [
          {
            field: 'retention',
            before: sampleEventConfig.retention,
            after: [{ percent: 100, offset_days: 10 }],
          },
        ],
      },
    ]);
    const applied = await changed(['apply', target, 'c.json', '--yes']);
    expect(applied.status, applied.err).toBe(0);
    expect(applied.writes).toEqual([
      `PATCH /events/${target}/registration-fields/${applied.writes[0]?.split('/').pop()}`,
      `PUT /events/${target}/retention`,
    ]);
    expect((await exported(run, target)).retention).toEqual([{ percent: 100, offset_days: 10 }]);
  });

  it('asks before writing, and refuses to guess when nobody can answer', async () => {
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    const declined = await run(['apply', target, 'event.json'], { answer: false });
    expect(declined.status).toBe(1);
    expect(declined.writes).toEqual([]);
    const unattended = await run(['apply', target, 'event.json'], { answer: null });
    expect(unattended.status).toBe(2);
    expect(unattended.err).toContain('pass --yes');
    expect(unattended.writes).toEqual([]);
  });

  it('exports what the hub holds even where it breaks a rule, and says what to fix', async () => {
    const event = await insertEvent(hub, EVENT_DATE);
    await hub.database.run((db) =>
      db.insert(registrationFields).values({
        eventId: event.id,
        key: 'camiseta',
        label: 'Camiseta',
        type: 'select',
      }),
    );
    const result = await run(['export', event.code]);
    expect(result.status).toBe(0);
    expect((JSON.parse(result.out) as EventConfig).registration_fields).toEqual([
      {
        key: 'camiseta',
        label: 'Camiseta',
        type: 'select',
        is_required: false,
        show_only_with_kit: false,
        is_active: true,
      },
    ]);
    expect(result.err).toContain(
      'registration_fields.0.options: Campos de seleção precisam de pelo menos uma opção',
    );
  });

  it('copies what follows the rules and leaves behind, item by item, what breaks one', async () => {
    const event = await insertEvent(hub, EVENT_DATE);
    await hub.database.run(async (db) => {
      await db.insert(registrationFields).values([
        { eventId: event.id, key: 'camiseta', label: 'Camiseta', type: 'select' },
        { eventId: event.id, key: 'equipe', label: 'Equipe', type: 'text', sortOrder: 1 },
      ]);
      // Payouts that sum 90 %, as an older hub kept them.
      const [policy] = await db
        .insert(retentionPolicies)
        .values({ hubId: 1, eventId: event.id })
        .returning();
      await db.insert(retentionRules).values([
        { policyId: policy.id, percentHundredths: 5000, offsetDays: -10 },
        { policyId: policy.id, percentHundredths: 4000, offsetDays: 0 },
      ]);
    });
    const target = (await insertEvent(hub, EVENT_DATE)).code;
    const copied = await run(['copy', event.code, target, '--yes']);
    expect(copied.status, copied.err).toBe(3);
    expect(copied.writes).toEqual([`POST /events/${target}/registration-fields`]);
    expect(copied.out).toContain(
      'x field camiseta  left behind: breaks a rule\n      options: Campos de seleção precisam de pelo menos uma opção',
    );
    expect(copied.out).toMatch(/x retention +left behind: breaks a rule\n +As regras somam 90%/);
    expect(copied.out).toContain('1 field and retention left behind: the source breaks the rules');
    const file = await exported(run, target);
    expect(file.registration_fields.map((field) => field.key)).toEqual(['equipe']);
  });

  it('names what is wrong in a file, and the missing key, before calling the hub', async () => {
    const bad = cli(hub, {
      'bad.json': {
        ...sampleEventConfig,
        batches: [{ ...sampleEventConfig.batches[0], prices: { '42K': 100 } }],
      },
    });
    const result = await bad(['plan', source, 'bad.json']);
    expect(result.status).toBe(1);
    expect(result.err).toContain('batches.0.prices.42K: Nenhuma prova do arquivo tem o código 42K');
    expect((await run(['plan', 'NO-SUCH-EVENT', 'event.json'])).err).toContain(
      'No event NO-SUCH-EVENT',
    );
    expect((await run(['copy', source])).status).toBe(2);
    const said: string[] = [];
    const io = {
      out: () => undefined,
      err: (text: string) => said.push(text),
      confirm: async () => null,
      readFile: async () => '',
    };
    expect(await runEventCli(['export', source], io, {})).toBe(2);
    expect(
      await runEventCli(['export', source], io, {
        HUB_API_KEY: hub.manageKey,
        HUB_TIME_ZONE: 'America/Curitiba_Norte',
      }),
    ).toBe(2);
    expect(said.join('\n')).toContain('HUB_TIME_ZONE: unknown time zone America/Curitiba_Norte');
  });
});

describe('npm run event on a spec-only hub', () => {
  let hub: TestHub;
  beforeAll(async () => {
    hub = await createTestHub({ specOnly: true });
  });
  afterAll(() => hub.close());

  const withoutModalities: EventConfig = {
    ...sampleEventConfig,
    races: sampleEventConfig.races.map(({ modalities: _m, default_modality: _d, ...race }) => race),
  };

  it('cannot see what exists: says so, creates nothing unless told the event is empty', async () => {
    const event = (await insertEvent(hub, EVENT_DATE)).code;
    const run = cli(hub, { 'event.json': withoutModalities, 'named.json': sampleEventConfig });
    const plan = await run(['plan', event, 'event.json']);
    expect(plan.out).toContain('6 unknown');
    expect(plan.out).toContain('cannot list what the event has');
    const refused = await run(['apply', event, 'event.json', '--yes']);
    expect(refused.status).toBe(3);
    expect(refused.writes).toEqual([]);
    expect((await run(['export', event])).err).toContain('nothing to export');

    const create = await run(['copy', event, 'NEW-EVENT', '--date', '2028-01-01', '--yes']);
    expect(create.status).toBe(1);
    expect(create.err).toContain('nothing to export');
    expect(create.writes).toEqual([]);

    const named = await run(['apply', event, 'named.json', '--yes', '--assume-empty']);
    expect(named.status).toBe(1);
    expect(named.err).toContain('O hub não lista suas modalidades: a prova 21K usa modalidades');

    const applied = await run(['apply', event, 'event.json', '--yes', '--assume-empty']);
    expect(applied.status, applied.err).toBe(0);
    expect(applied.writes.map((w) => w.split(' ')[0] + ' ' + w.split('/').pop())).toEqual([
      'POST races',
      'POST races',
      'POST batches',
      'POST registration-fields',
      'PUT legal-discounts',
      'PUT retention',
    ]);
  });
});

const NOTHING_TO_CHANGE =
  'Plan: 0 to create, 0 to update, 6 unchanged, 0 cannot update, 0 unknown.';

describe.each(DIALECT_NAMES)('npm run event on a foreign hub speaking %s', (dialect) => {
  let hub: TestHub;
  let event: string;
  let foreign: ReturnType<typeof cli>;

  beforeAll(async () => {
    hub = await createTestHub();
    event = (await insertEvent(hub, EVENT_DATE)).code;
    const applied = await cli(hub, { 'event.json': sampleEventConfig })([
      'apply',
      event,
      'event.json',
      '--yes',
    ]);
    expect(applied.status, applied.err).toBe(0);
    foreign = cli(hub, {}, { dialect });
  });
  afterAll(() => hub.close());

  it('exports a file that validates, and its plan against the same event changes nothing', async () => {
    const exported = await foreign(['export', event]);
    expect(exported.status, exported.err).toBe(0);
    expect(exported.err).toBe('');
    const file = JSON.parse(exported.out) as EventConfig;
    // The hub's date-times, whatever their form, in the offset form of the hub's zone.
    expect(datesOf(file)).toEqual(datesOf(sampleEventConfig));
    expect(file.batches[0].prices).toEqual({ '21K': 15990, '5K': 8990 });
    expect(file.races[0].distance).toBe(21.0975);
    expect(file.races[0].status).toBe(dialect === 'local-sql' ? 'enabled' : 'active');

    const again = cli(hub, { 'own.json': file }, { dialect });
    const plan = await again(['plan', event, 'own.json']);
    expect(plan.status, plan.err).toBe(0);
    expect(plan.out).toContain(NOTHING_TO_CHANGE);
    const applied = await again(['apply', event, 'own.json', '--yes']);
    expect(applied.status, applied.err).toBe(0);
    expect(applied.writes).toEqual([]);
  });
});

describe("npm run event on a hub in New York's zone, speaking local-sql", () => {
  const NEW_YORK = 'America/New_York';
  let hub: TestHub;
  let source: string;
  let reference: ReturnType<typeof cli>;
  let foreign: ReturnType<typeof cli>;
  // The week before daylight saving starts (2027-03-14): New York is at -05:00.
  const march: EventConfig = {
    ...sampleEventConfig,
    event: { ...sampleEventConfig.event, date: '2027-03-13' },
    races: [
      { ...sampleEventConfig.races[0], starts_at: '2027-03-13T07:00:00-05:00' },
      { ...sampleEventConfig.races[1], starts_at: '2027-03-13T07:30:00-05:00' },
    ],
    batches: [
      {
        ...sampleEventConfig.batches[0],
        starts_at: '2026-11-01T00:00:00-04:00',
        ends_at: '2027-03-08T23:59:00-05:00',
      },
    ],
  };

  beforeAll(async () => {
    hub = await createTestHub({ timeZone: NEW_YORK });
    source = await eventOn(hub, '2027-03-13');
    reference = cli(hub, { 'march.json': march }, { timeZone: NEW_YORK });
    const applied = await reference(['apply', source, 'march.json', '--yes']);
    expect(applied.status, applied.err).toBe(0);
    foreign = cli(hub, {}, { dialect: 'local-sql', timeZone: NEW_YORK });
  });
  afterAll(() => hub.close());

  it("reads wall times without an offset in the hub's zone: the export plans to nothing", async () => {
    const exported = await foreign(['export', source]);
    expect(exported.status, exported.err).toBe(0);
    const file = JSON.parse(exported.out) as EventConfig;
    expect(datesOf(file)).toEqual(datesOf(march));
    const plan = await cli(
      hub,
      { 'own.json': file },
      { dialect: 'local-sql', timeZone: NEW_YORK },
    )(['plan', source, 'own.json']);
    expect(plan.status, plan.err).toBe(0);
    expect(plan.out).toContain(NOTHING_TO_CHANGE);
  });

  it('copy --shift-dates across the start of daylight saving keeps 07:00 at 07:00', async () => {
    const target = await eventOn(hub, '2027-03-20');
    const copied = await foreign(['copy', source, target, '--shift-dates', '--yes']);
    expect(copied.status, copied.err).toBe(0);
    const file = JSON.parse((await reference(['export', target])).out) as EventConfig;
    expect(datesOf(file)).toEqual([
      '2027-03-20T07:00:00-04:00',
      '2027-03-20T07:30:00-04:00',
      '2026-11-08T00:00:00-05:00',
      '2027-03-15T23:59:00-04:00',
    ]);
  });
});
