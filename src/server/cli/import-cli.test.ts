import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import { configuredEvent } from '@/testing/hub/configured-event';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createFaker } from '@/testing/fake';
import { fixtureBytes } from '@/testing/import-files';
import { runImportCli } from './import-cli';

/*
 * `npm run import` against a real hub (in-process, its import worker running): `fetch` is the
 * hub's own `app.request`, and where a test stops a run midway, it stops there.
 */

interface Run {
  status: number;
  out: string;
  err: string;
  files: Map<string, string | Uint8Array>;
  /** Every chunk POST the run sent (an Idempotency-Key each). */
  posts: string[];
}

const messy = [
  'Nome completo;CPF;Data de nascimento;Sexo;E-mail;Celular',
  'Ana Beatriz Souza;529.982.247-25;14/03/1988;Feminino;ana@example.com.br;(11) 91234-5678',
  'Bruno Carvalho;111.444.777-35;02/11/1979;M;bruno@example.com.br;11998765432',
  'Carla Dias;123.456.789-00;31/02/1990;F;carla@example;',
  ';;;;;',
  'Davi Rocha;390.533.447-05;1985-07-01;masc;davi@example.com.br;',
].join('\r\n');

function importer(hub: TestHub, inputs: Record<string, string | ArrayBuffer>) {
  const mounted = new Hono().route(API_PREFIX, hub.app);
  const files = new Map<string, string | Uint8Array>();
  return async (
    argv: string[],
    {
      answer = null,
      failPost,
    }: { answer?: boolean | null; failPost?: (n: number) => boolean } = {},
  ): Promise<Run> => {
    const out: string[] = [];
    const err: string[] = [];
    const posts: string[] = [];
    const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'POST') {
        // A stop the upload cannot ride out (a network error is retried): Ctrl-C, a crash.
        if (failPost?.(posts.length + 1)) throw new Error('interrupted');
        posts.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      }
      return mounted.fetch(new Request(String(url), init));
    }) as typeof fetch;
    const status = await runImportCli(
      argv,
      {
        out: (text) => out.push(text),
        err: (text) => err.push(text),
        progress: null,
        confirm: async () => answer,
        readBytes: async (name) => {
          const input = inputs[name];
          if (input === undefined) throw new Error('ENOENT: no such file');
          return typeof input === 'string'
            ? new TextEncoder().encode(input)
            : new Uint8Array(input);
        },
        readText: async (name) => {
          const kept = files.get(name);
          return typeof kept === 'string' ? kept : null;
        },
        writeFile: async (name, data) => void files.set(name, data),
        removeFile: async (name) => void files.delete(name),
      },
      { HUB_API_KEY: hub.manageKey },
      fetchImpl,
    );
    return { status, out: out.join('\n'), err: err.join('\n'), files, posts };
  };
}

const reportRows = (csv: string | Uint8Array | undefined) =>
  String(csv ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

describe('npm run import', () => {
  let hub: TestHub;
  let event: string;
  /** The arguments of a registrations file sent to the event's 21K, and `flags`. */
  const into21K = (file: string, ...flags: string[]) => [
    file,
    ...['--event', event, '--kind', 'registrations', '--race', '21K'],
    ...flags,
  ];

  beforeAll(async () => {
    hub = await createTestHub({}, { startWorker: true });
    event = await configuredEvent(hub);
  });
  afterAll(() => hub.close());

  it('checks a messy file without sending: the mapping, the counts, the rows with their problems', async () => {
    const run = importer(hub, { 'inscritos.csv': messy });
    const result = await run(into21K('inscritos.csv', '--check'));
    expect(result.status, result.err).toBe(0);
    expect(result.posts).toEqual([]);
    expect(result.err).toMatch(/Nome completo\s+-> name/);
    expect(result.err).toMatch(/CPF\s+-> document/);
    // Ana, Bruno and Davi are ready; Carla's CPF and date are wrong; one line is blank.
    expect(result.err).toContain('Rows: 3 ready in 1 import(s)');
    expect(result.err).toContain('1 with errors, 1 blank');
    expect(result.err).toMatch(/row 4 · CPF · error/);
  });

  it('sends after yes, writes the report with one outcome per row, and exits 3 for the row it refused', async () => {
    const run = importer(hub, { 'inscritos.csv': messy });
    const result = await run(into21K('inscritos.csv', '--yes'));
    expect(result.status, result.err).toBe(3);
    expect(result.posts).toHaveLength(1);
    expect(result.err).toContain(
      'Done. 5 rows: 3 created, 0 updated, 0 unchanged, 0 conflicts, 1 error, 0 not sent, 1 blank',
    );
    const report = reportRows(result.files.get('inscritos-report.csv'));
    expect(report).toHaveLength(1 + 5);
    // Why a row was not imported is said, and the rows to fix come alone.
    expect(result.err).toMatch(/Rows not imported:\n {2}row 4 · error: /);
    expect(reportRows(result.files.get('inscritos-errors.csv'))).toHaveLength(1 + 1);
    expect(result.files.has('inscritos.import-state.json')).toBe(false);
    const listed = (await (
      await hub.call('GET', `/events/${event}/registrations?per_page=100`)
    ).json()) as {
      meta: { total: number };
    };
    expect(listed.meta.total).toBeGreaterThanOrEqual(3);
    // Run again: the same people, now unchanged (the hub's own idempotency by document).
    const again = await run(into21K('inscritos.csv', '--yes', '--json'));
    const json = JSON.parse(again.out) as {
      outcome: { counts: { unchanged: number; created: number } };
    };
    expect(json.outcome.counts).toMatchObject({ created: 0, unchanged: 3 });
  });

  it('resumes a run stopped midway: chunks the hub accepted are not sent again', async () => {
    const rows = ['Nome;CPF;Nascimento;Sexo'];
    const faker = createFaker(32);
    const cpfs = [...new Set(Array.from({ length: 2600 }, () => faker.cpf()))].slice(0, 2500);
    cpfs.forEach((cpf, i) => rows.push(`Pessoa ${i};${cpf};01/01/1990;F`));
    const run = importer(hub, { 'grande.csv': rows.join('\n') });
    const argv = [
      'grande.csv',
      '--event',
      event,
      '--kind',
      'registrations',
      '--race',
      '5K',
      '--yes',
    ];
    // The chunk limit is 2000 rows: two chunks; the run stops as the second one goes.
    const first = await run(argv, { failPost: (n) => n === 2 });
    expect(first.status, `${first.err}\n${first.posts.join(',')}`).toBe(1);
    expect(first.err).toContain('run the same command again to resume');
    expect(first.files.has('grande.import-state.json')).toBe(true);
    const second = await run(argv);
    expect(second.status, second.err).toBe(0);
    expect(second.err).toContain('Resuming the upload of grande.csv');
    // Only the second chunk is POSTed again; the first is read back by its import id.
    expect(second.posts).toHaveLength(1);
    expect(second.err).toContain('2,500 rows: 2,500 created');
  });

  it("maps a column to the event's own field, matches its values to the options, and sends the answers", async () => {
    // The configured event asks for `camiseta`, labelled Tamanho da camiseta (P or M).
    const file = [
      'Nome;CPF;Camiseta',
      'Helena Prado;748.215.390-04;m',
      'Igor Nunes;325.876.140-07;p',
      'Júlia Reis;613.709.520-74;XXG',
    ].join('\n');
    const run = importer(hub, { 'camisetas.csv': file });
    const result = await run(into21K('camisetas.csv', '--yes'));
    expect(result.err).toMatch(/Camiseta\s+-> answers\.camiseta/);
    expect(result.err).toMatch(/row 4 · Camiseta · error/);
    expect(result.err).toContain('2 created');
    const listed = (await (
      await hub.call('GET', `/events/${event}/registrations?search=Helena&per_page=10`)
    ).json()) as { data: { name: string; answers?: unknown }[] };
    expect(listed.data).toEqual([
      expect.objectContaining({ name: 'Helena Prado', answers: { camiseta: 'M' } }),
    ]);
  });

  it('refuses what it cannot do with exit 2 and says why', async () => {
    const run = importer(hub, { 'inscritos.csv': messy, 'notas.pdf': 'x' });
    expect((await run(['notas.pdf', '--event', event, '--kind', 'registrations'])).status).toBe(2);
    const noRace = await run([
      'inscritos.csv',
      '--event',
      event,
      '--kind',
      'registrations',
      '--yes',
    ]);
    expect(noRace.status).toBe(2);
    expect(noRace.err).toContain('Some rows have no race');
    expect(noRace.err).toContain('--race');
    const noEvent = await run(['inscritos.csv', '--event', 'NOPE', '--kind', 'registrations']);
    expect(noEvent.status).toBe(2);
    expect(noEvent.err).toContain('No event NOPE');
    const notAsked = await run(into21K('inscritos.csv'));
    expect(notAsked.status).toBe(2);
    expect(notAsked.posts).toEqual([]);
  });

  it('reads a Windows-1252 file and an .xlsx as the dashboard does', async () => {
    const run = importer(hub, {
      'w.csv': fixtureBytes('windows-1252.csv'),
      'r.xlsx': fixtureBytes('registrations.xlsx'),
    });
    const csv = await run(into21K('w.csv', '--check', '--json'));
    expect(csv.status, csv.err).toBe(0);
    const checked = JSON.parse(csv.out) as { file: { encoding: string }; counts: { rows: number } };
    expect(checked.file.encoding).toBe('windows-1252');
    const xlsx = await run(into21K('r.xlsx', '--check', '--json'));
    expect(xlsx.status, xlsx.err).toBe(0);
    expect((JSON.parse(xlsx.out) as { file: { format: string } }).file.format).toBe('xlsx');
  });
});
