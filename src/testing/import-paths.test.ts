import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStatusSchema } from '@/contract/imports';
import type { RowProblem } from '@/spreadsheet/types';
import { errorsFirst } from '@/server/imports/spreadsheet-import';
import { runUpload, type UploadChunk } from '@/spreadsheet/upload';
import { runImportCli } from '@/server/cli/import-cli';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import {
  createWorkerHost,
  type HostEvent,
  type HostRequest,
} from '@/web/features/imports/worker-host';
import { mcpClient, type McpTestClient } from '@/testing/hub/mcp-client';
import { configuredEvent, inProcessFetch } from '@/testing/hub/configured-event';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { resultExportBytes, resultExportTruth } from '@/testing/import-files';
import { raceRefOf } from '@/spreadsheet/race-ref';

/*
 * One messy spreadsheet, three ways in (issue 32): the dashboard's import worker, `npm run
 * import` and the agents' check_spreadsheet must see the same rows and problems, and the two
 * that send must write the same report. Each sends to an event of its own, configured alike.
 */

const MESSY = [
  'Nome completo;CPF;Data de nascimento;Sexo;E-mail;Celular;Prova',
  'Ana Beatriz Souza;529.982.247-25;14/03/1988;Feminino;ana@example.com.br;(11) 91234-5678;21K',
  'Bruno Carvalho;111.444.777-35;02/11/1979;M;bruno@example.com.br;11998765432;5 km',
  'Carla Dias;123.456.789-00;31/02/1990;F;carla@example;;21K',
  ';;;;;;',
  'Davi Rocha;390.533.447-05;1985-07-01;masc;davi@example.com.br;;Caminhada 5K',
  'Eva Lima;529.982.247-25;01/01/1991;F;eva@example.com.br;;21K',
  'Fábio Nunes;;10/10/1970;M;;11 3333-4444;42K',
  // Doubtful, not refused: 4 digits are no document, a child is younger than the 21K's categories.
  'Gil Prado;1234;05/05/1995;M;gil@example.com.br;;21K',
  'Helena Reis;111.111.111-11;06/06/1996;F;helena@example.com.br;;21K',
  'Iara Costa;714.602.380-01;10/10/2015;F;iara@example.com.br;;21K',
].join('\r\n');

const bytes = () => new TextEncoder().encode(MESSY);
const problemKey = (p: Pick<RowProblem, 'row' | 'column' | 'severity' | 'message'>) =>
  `${p.row}|${p.column}|${p.severity}|${p.message}`;

/** A request as the wizard writes it, before the client numbers it. */
type WithoutId<R> = R extends { id: number } ? Omit<R, 'id'> : never;

/** The dashboard's path: the worker host, asked as the wizard asks it, and its upload machine. */
async function throughDashboard(hub: TestHub, event: string) {
  const host = createWorkerHost();
  const mounted = new Hono().route(API_PREFIX, hub.app);
  let id = 0;
  const ask = async (request: WithoutId<HostRequest>) => {
    const events: HostEvent[] = [];
    await host.handle({ ...request, id: ++id } as HostRequest, (e) => events.push(e));
    const answer = events.filter((e) => e.type !== 'progress').pop()!;
    if (answer.type === 'failed') throw new Error(answer.message);
    return answer;
  };
  const races = (
    (await (await hub.call('GET', `/events/${event}/races`)).json()) as {
      data: Parameters<typeof raceRefOf>[0][];
    }
  ).data.map(raceRefOf);
  const opened = await ask({
    type: 'open',
    kind: 'registrations',
    fileName: 'inscritos.csv',
    bytes: bytes().buffer as ArrayBuffer,
    races,
  });
  if (opened.type !== 'opened') throw new Error(opened.type);
  const view = await ask({ type: 'view', filter: 'all' });
  if (view.type !== 'view') throw new Error(view.type);
  const rows = await ask({ type: 'rows', indexes: [...view.indexes] });
  if (rows.type !== 'rows') throw new Error(rows.type);
  const problems = rows.rows.flatMap((r) => r.problems);
  const built = await ask({ type: 'chunks', defaultRace: '' });
  if (built.type !== 'chunks') throw new Error(built.type);
  const request = async (method: string, path: string, body?: string, key?: string) => {
    const response = await mounted.fetch(
      new Request(`http://hub.test${API_PREFIX}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${hub.manageKey}`,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body,
      }),
    );
    return importStatusSchema.parse(await response.json());
  };
  const progress = await runUpload({
    chunks: built.chunks,
    transport: {
      send: async (chunk: UploadChunk) => {
        const body = await ask({ type: 'body', number: chunk.number });
        if (body.type !== 'body') throw new Error(body.type);
        return request(
          'POST',
          `/events/${event}/races/${chunk.raceCode}/registrations?source=csv`,
          body.json,
          `${chunk.idempotencyKey}-dash`,
        );
      },
      status: (importId) => request('GET', `/events/${event}/registration-imports/${importId}`),
      retryable: () => false,
      missing: () => false,
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
  });
  const report = await ask({ type: 'report', statuses: progress.statuses });
  if (report.type !== 'report') throw new Error(report.type);
  return { counts: opened.counts, problems, report };
}

describe('one spreadsheet through the dashboard, npm run import and check_spreadsheet', () => {
  let hub: TestHub;
  let agent: McpTestClient;
  const events: string[] = [];

  beforeAll(async () => {
    hub = await createTestHub({}, { startWorker: true });
    for (let i = 0; i < 3; i++) {
      const event = await configuredEvent(hub);
      const json = { name: 'Adulto', type: 'age_group', age_min: 18, age_max: 99 };
      const made = await hub.call('POST', `/events/${event}/races/21K/categories`, { json });
      if (!made.ok) throw new Error(`no category in ${event}: ${await made.text()}`);
      events.push(event);
    }
    agent = await mcpClient(hub);
  });
  afterAll(async () => {
    await agent.close();
    await hub.close();
  });

  it('gives the same rows, problems and report on each path', async () => {
    const dashboard = await throughDashboard(hub, events[0]);

    const files = new Map<string, string | Uint8Array>();
    const out: string[] = [];
    const cliStatus = await runImportCli(
      ['inscritos.csv', '--event', events[1], '--kind', 'registrations', '--yes', '--json'],
      {
        out: (text) => out.push(text),
        err: () => undefined,
        progress: null,
        confirm: async () => true,
        readBytes: async () => bytes(),
        readText: async (name) =>
          typeof files.get(name) === 'string' ? (files.get(name) as string) : null,
        writeFile: async (name, data) => void files.set(name, data),
        removeFile: async (name) => void files.delete(name),
      },
      { HUB_API_KEY: hub.manageKey },
      inProcessFetch(hub),
    );
    const cli = JSON.parse(out.join('\n')) as {
      counts: typeof dashboard.counts;
      problems: RowProblem[];
      outcome: { counts: typeof dashboard.report.counts; importIds: number[] };
    };
    expect(cliStatus).toBe(3);

    const checked = await agent.call('check_spreadsheet', {
      event: events[2],
      kind: 'registrations',
      csv: MESSY,
    });
    expect(checked.isError, JSON.stringify(checked.content)).toBeFalsy();

    // The same rows and problems, word for word (the tools list errors first).
    const expected = errorsFirst(dashboard.problems).map(problemKey);
    expect(cli.counts).toEqual(dashboard.counts);
    expect(cli.problems.map(problemKey)).toEqual(expected);
    expect(checked.data.counts).toMatchObject({
      rows: dashboard.counts.rows,
      errors: dashboard.counts.withErrors,
      warnings: dashboard.counts.withWarnings,
      blank: dashboard.counts.empty,
      ready: dashboard.counts.valid,
    });
    expect(checked.data.problems.map(problemKey)).toEqual(expected);
    expect(dashboard.problems.length).toBeGreaterThan(3);
    const codes = dashboard.problems.map((p) => `${p.row}:${p.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        '9:document_doubtful',
        '10:invalid_cpf',
        '11:age_outside_categories',
      ]),
    );

    // The same report, row by row, from the two paths that send.
    expect(cli.outcome.counts).toEqual(dashboard.report.counts);
    expect(files.get('inscritos-report.csv')).toBe(dashboard.report.csv);

    // The agent's plan, applied: the same rows created, through the imports it answers.
    const applied = await agent.call('apply_plan', { plan_id: checked.data.plan_id });
    expect(applied.isError, JSON.stringify(applied.content)).toBeFalsy();
    const ids = applied.data.import_ids as number[];
    expect(ids.length).toBe(cli.outcome.importIds.length);
    let created = 0;
    for (let wait = 0; wait < 200; wait++) {
      const status = await agent.call('get_import_status', {
        event: events[2],
        kind: 'registrations',
        import_ids: ids,
      });
      const imports = status.data.imports as {
        finished_at: string | null;
        summary: { created: number };
      }[];
      if (imports.every((i) => i.finished_at)) {
        created = imports.reduce((n, i) => n + i.summary.created, 0);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(created).toBe(dashboard.report.counts.created);
    // Applied again: the first outcome, nothing sent twice.
    const again = await agent.call('apply_plan', { plan_id: checked.data.plan_id });
    expect(again.data.replayed).toBe(true);
    expect(again.data.import_ids).toEqual(ids);
  });

  it('imports a timing export through the agent and reads its podium', async () => {
    const csv = new TextDecoder().decode(resultExportBytes('cronometragem-br.csv'));
    const checked = await agent.call('check_spreadsheet', {
      event: events[2],
      kind: 'results',
      race: '21K',
      csv,
    });
    expect(checked.isError, JSON.stringify(checked.content)).toBeFalsy();
    // The mapping the timing software's columns call for (the fixture's ground truth).
    const truth = resultExportTruth<{ columns: Record<string, string> }>('cronometragem-br.csv');
    for (const column of checked.data.mapping as { header: string; field: string | null }[])
      expect(column.field ?? 'ignore', column.header).toBe(truth.columns[column.header]);
    const applied = await agent.call('apply_plan', { plan_id: checked.data.plan_id });
    expect(applied.isError, JSON.stringify(applied.content)).toBeFalsy();
    const ids = applied.data.import_ids as number[];
    for (let wait = 0; wait < 400; wait++) {
      const status = await agent.call('get_import_status', {
        event: events[2],
        kind: 'results',
        import_ids: ids,
      });
      const imports = status.data.imports as { finished_at: string | null; status: string }[];
      if (imports.every((i) => i.finished_at)) {
        expect(imports.map((i) => i.status)).toEqual(ids.map(() => 'completed'));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const podium = await agent.call('get_results', {
      event: events[2],
      race: '21K',
      status: 'finished',
      per_page: 3,
    });
    expect(podium.isError, JSON.stringify(podium.content)).toBeFalsy();
    const top = podium.data.results as { bib: string; overall_position: number }[];
    expect(top.map((r) => r.overall_position)).toEqual([1, 2, 3]);
    expect(top[0].bib).toBe('1327');
  });

  it('gives every problem past the first 30 through a resource link, as CSV', async () => {
    const rows = ['Nome;CPF;Nascimento;Sexo'];
    for (let i = 0; i < 40; i++) rows.push(`Pessoa ${i};123.456.789-0${i % 10};32/13/1990;F`);
    const checked = await agent.call('check_spreadsheet', {
      event: events[2],
      kind: 'registrations',
      race: '21K',
      csv: rows.join('\n'),
    });
    expect(checked.data.problems).toHaveLength(30);
    // 40 wrong birth dates, 36 wrong CPFs, and the valid 123.456.789-09 repeated three times.
    expect(checked.data.problems_total).toBe(40 + 36 + 3);
    const link = (checked.content as { type: string; uri?: string }[]).find(
      (c) => c.type === 'resource_link',
    );
    // Nothing is ready (every row has an error): no plan to apply, the problems still readable.
    expect(checked.data.plan_id).toBeNull();
    expect(link?.uri).toMatch(/^spreadsheet-problems:\/\/plan_/);
    const read = await agent.client.readResource({ uri: link!.uri! });
    const csv = (read.contents[0] as { text: string }).text.trim().split('\r\n');
    expect(csv[0]).toBe('row,column,severity,message');
    expect(csv).toHaveLength(1 + checked.data.problems_total);
    // The id behind the link is no plan to apply: nothing in it can be sent.
    const planId = link!.uri!.replace('spreadsheet-problems://', '');
    const refused = await agent.call('apply_plan', { plan_id: planId });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain('nothing to send');
  });
});
