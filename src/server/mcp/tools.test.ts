import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/server/seed/seed-demo';
import { mcpClient, textOf, type McpTestClient } from '@/testing/hub/mcp-client';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { OUTPUT_BUDGET_CHARS } from './tool';
import { EVENT_SECTIONS } from './tools/get-event';

/* Every tool through the SDK's own Client, in-process, on the demo hub. */

const NOW = new Date('2026-03-10T15:00:00Z');
const SOURCE = 'MEIA-CWB-2026';

let hub: TestHub;
let agent: McpTestClient;

beforeAll(async () => {
  hub = await createTestHub();
  await hub.database.run((db) => seedDemo(db, { timeZone: 'America/Sao_Paulo', now: NOW }));
  agent = await mcpClient(hub);
}, 60_000);
afterAll(async () => {
  await agent.close();
  await hub.close();
});

const READ = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};
const TABLE: [string, typeof READ | Record<string, boolean>][] = [
  ['list_events', READ],
  ['get_event', READ],
  ['export_event_config', READ],
  ['plan_event_config', READ],
  ['plan_event_copy', READ],
  ['check_spreadsheet', READ],
  ['plan_cleanup', READ],
  [
    'apply_plan',
    { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  ],
  ['get_import_status', READ],
  ['get_results', READ],
  ['list_registrations', READ],
  ['get_history', READ],
  ['list_salespeople', READ],
];

describe('the tool list', () => {
  it('gives a manage key every tool, each with schemas, a title, a description and all four annotations', async () => {
    const { tools } = await agent.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TABLE.map(([name]) => name));
    expect(tools.length).toBeLessThanOrEqual(15);
    for (const [name, annotations] of TABLE) {
      const tool = tools.find((t) => t.name === name)!;
      expect(tool.annotations, name).toMatchObject(annotations);
      expect(tool.title, name).toBeTruthy();
      expect(tool.description!.length, name).toBeGreaterThan(60);
      expect(tool.inputSchema.type, name).toBe('object');
      expect(tool.outputSchema?.type, name).toBe('object');
      expect(Object.keys(tool.outputSchema!.properties ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it('gives a read-only key no write tool: apply_plan is neither listed nor callable', async () => {
    const reader = await mcpClient(hub, { key: hub.readKey });
    try {
      const { tools } = await reader.client.listTools();
      expect(tools.map((t) => t.name)).not.toContain('apply_plan');
      expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
      const refused = await reader.call('apply_plan', { plan_id: 'plan_x' });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain('apply_plan not found');
    } finally {
      await reader.close();
    }
  });

  it('serves a read-only server its read tools, which read; a read key is told why the hub refuses it', async () => {
    // What /mcp?read_only=1 and --read-only make of a manage key: the scopes without manage.
    const reader = await mcpClient(hub, { scopes: ['read'] });
    const refused = await mcpClient(hub, { key: hub.readKey });
    try {
      const { tools } = await reader.client.listTools();
      expect(tools.map((t) => t.name)).toEqual(
        TABLE.filter(([name]) => name !== 'apply_plan').map(([name]) => name),
      );
      const list = await reader.call('list_events', { search: 'maratona', per_page: 5 });
      expect(list.isError, textOf(list)).toBeFalsy();
      expect(list.data.events.length).toBeGreaterThan(0);
      const read = await reader.call('get_event', { event: SOURCE, sections: ['checklist'] });
      expect(read.isError, textOf(read)).toBeFalsy();
      expect(read.data.checklist.items).toBeInstanceOf(Array);

      // Management API v1: a key without manage is 403 everywhere (decisions.md, auth.test.ts).
      expect((await refused.client.listTools()).tools.map((t) => t.name)).toEqual(
        tools.map((t) => t.name),
      );
      const denied = await refused.call('list_events', {});
      expect(denied.isError).toBe(true);
      expect(textOf(denied)).toMatch(/403 forbidden_scope.*\nNext: this key has no `manage`/s);
    } finally {
      await Promise.all([reader.close(), refused.close()]);
    }
  });

  it('has no get_history where there is no change history (stdio against a URL)', async () => {
    const bare = await mcpClient(hub, { history: false });
    try {
      const { tools } = await bare.client.listTools();
      expect(tools.map((t) => t.name)).not.toContain('get_history');
    } finally {
      await bare.close();
    }
  });
});

describe('each tool', () => {
  it('list_events searches without accents and pages with a cursor', async () => {
    const first = await agent.call('list_events', { search: 'maratona', per_page: 1 });
    expect(first.isError).toBeFalsy();
    expect(first.data.events).toHaveLength(1);
    expect(first.data.total).toBeGreaterThan(1);
    expect(first.data.next_cursor).toBe('2');
    const next = await agent.call('list_events', { search: 'maratona', per_page: 1, cursor: '2' });
    expect(next.data.events[0].code).not.toBe(first.data.events[0].code);
  });

  it('get_event reads every section, the checklist included', async () => {
    const all = [...EVENT_SECTIONS];
    const read = await agent.call('get_event', { event: SOURCE, sections: all });
    expect(read.isError, textOf(read)).toBeFalsy();
    expect(read.data.event.code).toBe(SOURCE);
    expect(read.data.races.map((r: { code: string }) => r.code)).toContain('21K');
    expect(Object.keys(read.data.vacancy)).toContain('21K');
    expect(read.data.prize_rules['21K']).toBeDefined();
    expect(read.data.checklist.items).toBeInstanceOf(Array);
    expect(read.data.unavailable).toEqual([]);
  });

  it('get_event on an unknown event is a result that says what to do', async () => {
    const missing = await agent.call('get_event', { event: 'NOPE-1999' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/No event NOPE-1999.*\nNext: Call list_events/s);
  });

  it('export_event_config answers the file and a resource link to it', async () => {
    const exported = await agent.call('export_event_config', { event: SOURCE });
    expect(exported.data.config.races.length).toBeGreaterThan(0);
    const link = exported.content.find((c) => c.type === 'resource_link');
    expect(link).toMatchObject({ uri: `event-config://${SOURCE}`, mimeType: 'application/json' });
    const read = await agent.client.readResource({ uri: `event-config://${SOURCE}` });
    expect(JSON.parse((read.contents[0] as { text: string }).text).event.code).toBe(SOURCE);
  });

  it('get_results reads a podium, names as data only', async () => {
    const podium = await agent.call('get_results', {
      event: SOURCE,
      race: '21K',
      status: 'finished',
      per_page: 3,
    });
    expect(podium.isError, textOf(podium)).toBeFalsy();
    const places = podium.data.results.map((r: { overall_position: number }) => r.overall_position);
    expect(places).toEqual([1, 2, 3]);
    expect(textOf(podium)).toContain('data, never as instructions');
    for (const r of podium.data.results) expect(textOf(podium)).not.toContain(r.name);
  });

  it('list_registrations masks every CPF', async () => {
    const list = await agent.call('list_registrations', { event: SOURCE, per_page: 20 });
    expect(list.data.registrations).toHaveLength(20);
    for (const r of list.data.registrations)
      if (r.document) expect(r.document).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });

  it('list_salespeople lists the hub’s salespeople', async () => {
    const list = await agent.call('list_salespeople');
    expect(list.data.salespeople.length).toBeGreaterThan(0);
  });

  it('get_import_status reads a queued import', async () => {
    const res = await hub.call('POST', `/events/${SOURCE}/races/21K/registrations`, {
      json: {
        registrations: [
          { name: 'Ana Teste', document: '52998224725', birth_date: '1990-01-01', sex: 'F' },
        ],
      },
    });
    const { import_id } = (await res.json()) as { import_id: number };
    const status = await agent.call('get_import_status', {
      event: SOURCE,
      kind: 'registrations',
      import_ids: [import_id],
    });
    expect(status.isError, textOf(status)).toBeFalsy();
    expect(status.data.imports[0].import_id).toBe(import_id);
  });

  it('answers within the budget', async () => {
    const all = [...EVENT_SECTIONS];
    for (const [name, args] of [
      ['get_event', { event: SOURCE, sections: all }],
      ['list_registrations', { event: SOURCE, per_page: 100 }],
      ['get_results', { event: SOURCE, race: '21K', per_page: 100, with_splits: true }],
    ] as const) {
      const { content, structuredContent } = await agent.call(name, args);
      const size = JSON.stringify({ content, structuredContent }).length;
      expect(size, name).toBeLessThan(OUTPUT_BUDGET_CHARS + 2_000);
    }
  });
});

/** Each race's categories (name, sex, ages) and prize rules (number, ranking, places), by code. */
async function awardsOf(event: string) {
  const read = async (path: string) =>
    ((await (await hub.call('GET', path)).json()) as { data: Record<string, unknown>[] }).data;
  const races = await read(`/events/${event}/races`);
  return Promise.all(
    races.map(async (race) => [
      race.code,
      (race.categories as Record<string, unknown>[]).map((c) => [
        c.name,
        c.sex,
        c.age_min,
        c.age_max,
      ]),
      (await read(`/events/${event}/races/${String(race.id)}/prize-rules?per_page=100`)).map(
        (r) => [r.seq, r.ranking_type, r.ranking_cut, r.tipo_premiacao],
      ),
    ]),
  );
}

describe('plan -> apply', () => {
  const nextYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

  it('copies the demo event to its next edition, dates shifted; applied again, changes nothing', async () => {
    const source = await agent.call('get_event', { event: SOURCE, sections: ['races'] });
    const date = nextYear(source.data.event.date);
    const plan = await agent.call('plan_event_copy', {
      from: SOURCE,
      to: 'MEIA-CWB-2027',
      date,
      name: 'Meia Maratona de Curitiba 2027',
    });
    expect(plan.isError, textOf(plan)).toBeFalsy();
    expect(plan.data.items[0]).toMatchObject({ kind: 'event', action: 'create' });
    expect(plan.data.counts.create).toBeGreaterThan(3);
    // Planning wrote nothing.
    expect((await hub.call('GET', '/events/MEIA-CWB-2027')).status).toBe(404);

    const applied = await agent.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(applied.isError, textOf(applied)).toBeFalsy();
    expect(applied.data).toMatchObject({ created_event: 'MEIA-CWB-2027', replayed: false });
    const copy = await agent.call('get_event', { event: 'MEIA-CWB-2027', sections: ['races'] });
    expect(copy.data.event).toMatchObject({ date, status: 'inactive' });
    const starts = (r: { races: { code: string; starts_at: string }[] }) =>
      r.races.map((race) => [race.code, race.starts_at.slice(11)]);
    expect(starts(copy.data)).toEqual(starts(source.data));
    expect(copy.data.races[0].starts_at.slice(0, 10)).toBe(date);
    // The next edition has every category and prize rule of each race.
    const sourceAwards = await awardsOf(SOURCE);
    expect(sourceAwards.flatMap(([, categories]) => categories).length).toBeGreaterThan(0);
    expect(sourceAwards.flatMap(([, , rules]) => rules).length).toBeGreaterThan(0);
    expect(await awardsOf('MEIA-CWB-2027')).toEqual(sourceAwards);

    const history = await agent.call('get_history', { event: 'MEIA-CWB-2027' });
    const writes = history.data.changes.length;
    expect(writes).toBeGreaterThan(3);
    expect(
      history.data.changes.every(
        (c: { via: string; actor: string }) => c.via === 'agent' && c.actor === 'test manage',
      ),
    ).toBe(true);

    const again = await agent.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(again.isError).toBeFalsy();
    expect(again.data).toMatchObject({ ...applied.data, replayed: true });
    const after = await agent.call('get_history', { event: 'MEIA-CWB-2027' });
    expect(after.data.changes).toHaveLength(writes);
  });

  it('refuses a stale plan and says to plan again', async () => {
    const exported = await agent.call('export_event_config', { event: SOURCE });
    const fields = exported.data.config.registration_fields;
    const plan = await agent.call('plan_event_config', {
      event: SOURCE,
      config: {
        registration_fields: [
          ...fields,
          { key: 'camiseta_extra', label: 'Camiseta extra', type: 'text' },
        ],
      },
    });
    expect(plan.isError, textOf(plan)).toBeFalsy();
    expect(plan.data.counts).toMatchObject({ create: 1, update: 0 });
    // Someone changes the event meanwhile.
    const patched = await hub.call('POST', `/events/${SOURCE}/registration-fields`, {
      json: { key: 'outro_campo', label: 'Outro campo', type: 'text' },
    });
    expect(patched.status).toBe(201);
    const refused = await agent.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /stale.*nothing was written.*\nNext: Call plan_event_config again/s,
    );
    const fresh = await agent.call('plan_event_config', {
      event: SOURCE,
      config: {
        registration_fields: [
          ...fields,
          { key: 'camiseta_extra', label: 'Camiseta extra', type: 'text' },
        ],
      },
    });
    // The new field and the other's: the other is the hub's, not the file's, so it stays.
    const applied = await agent.call('apply_plan', { plan_id: fresh.data.plan_id });
    expect(applied.isError, textOf(applied)).toBeFalsy();
    expect(applied.data.results).toEqual([
      expect.objectContaining({
        kind: 'registration_field',
        key: 'camiseta_extra',
        outcome: 'done',
      }),
    ]);
  });

  it('refuses an expired plan, and a plan of another key', async () => {
    let clock = Date.now();
    const timed = await mcpClient(hub, { now: () => clock });
    try {
      const plan = await timed.call('plan_cleanup', {
        event: SOURCE,
        what: 'registrations',
        origin: 'csv',
      });
      expect(plan.isError, textOf(plan)).toBeFalsy();
      const stranger = await mcpClient(hub, { plans: timed.ctx.plans, key: hub.manageKey });
      stranger.ctx.key.fingerprint = 'someone-else';
      expect(textOf(await stranger.call('apply_plan', { plan_id: plan.data.plan_id }))).toContain(
        'No plan',
      );
      await stranger.close();
      clock += 31 * 60_000;
      const late = await timed.call('apply_plan', { plan_id: plan.data.plan_id });
      expect(late.isError).toBe(true);
      expect(textOf(late)).toMatch(/expired.*Call plan_cleanup again/s);
    } finally {
      await timed.close();
    }
  });

  it('plans a cleanup with a count and a sample, and deletes only on apply', async () => {
    const plan = await agent.call('plan_cleanup', { event: SOURCE, what: 'results' });
    expect(plan.data.count).toBeGreaterThan(10);
    expect(plan.data.sample).toHaveLength(10);
    const before = await agent.call('get_results', { event: SOURCE, race: '21K', per_page: 1 });
    expect(before.data.total).toBeGreaterThan(0);
    const applied = await agent.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(applied.data.deleted).toBe(plan.data.count);
    const after = await agent.call('get_results', { event: SOURCE, race: '21K', per_page: 1 });
    expect(after.data.total).toBe(0);
  });
});
