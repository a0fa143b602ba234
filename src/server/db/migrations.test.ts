import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PGLITE_EXTENSIONS } from '@/server/db/database';
import { testDatabase } from '@/testing/hub/test-hub';

/* Migrations applied one at a time over data written before them, on the test's engine. */

const DIR = path.resolve(import.meta.dirname, '../../../drizzle');
const statementsOf = (tag: string) =>
  fs
    .readFileSync(path.join(DIR, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

interface Runner {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openRunner(): Promise<Runner> {
  const { options, dispose } = await testDatabase();
  if (options.kind !== 'postgres') {
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    return {
      query: async <T>(text: string) => (await db.query<T>(text)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    async close() {
      await client.end();
      await dispose();
    },
  };
}

let db: Runner;
beforeAll(async () => {
  db = await openRunner();
});
afterAll(() => db.close());

test('0002: the one "positions from file" flag becomes a flag per place the file gave', async () => {
  for (const tag of ['0000_init', '0001_import_retries'])
    for (const statement of statementsOf(tag)) await db.query(statement);
  await db.query(`insert into events (code, name, date, registration_opens_at, registration_closes_at)
    values ('E1', 'Evento', '2027-03-14', now(), now())`);
  await db.query(
    `insert into races (event_id, code, name, starts_at) values (1, 'R10K', '10 km', now())`,
  );
  await db.query(`insert into results (event_id, race_id, bib, overall_position, category_position, positions_from_file)
    values (1, 1, 'both', 1, 1, true), (1, 1, 'overall', 2, null, true), (1, 1, 'computed', 3, 2, false)`);

  for (const statement of statementsOf('0002_results_fields')) await db.query(statement);

  const rows = await db.query<Record<string, unknown>>(
    `select bib, overall_from_file, gender_from_file, category_from_file, gender_position, sex, age, team
     from results order by id`,
  );
  expect(rows).toEqual(
    [
      { bib: 'both', overall_from_file: true, gender_from_file: false, category_from_file: true },
      {
        bib: 'overall',
        overall_from_file: true,
        gender_from_file: false,
        category_from_file: false,
      },
      {
        bib: 'computed',
        overall_from_file: false,
        gender_from_file: false,
        category_from_file: false,
      },
    ].map((r) => ({ ...r, gender_position: null, sex: null, age: null, team: null })),
  );
});

test('0006: an import stopped between slices keeps what they decided, as one slice row', async () => {
  for (const tag of [
    '0003_import_payload_text',
    '0004_registration_batch_sex',
    '0005_console_store',
  ])
    for (const statement of statementsOf(tag)) await db.query(statement);
  const progress = {
    next: 4,
    ledger: {
      outcomes: 'cek.....',
      reports: [{ index: 1, outcome: 'error', field: 'document', message: 'CPF inválido' }],
    },
  };
  await db.query(`insert into imports (kind, event_id, race_id, source, status, body_hash, payload, summary, progress)
    values ('registrations', 1, 1, 'csv', 'processing', 'h', '{"items":[]}', '{}', '${JSON.stringify(progress)}'),
           ('registrations', 1, 1, 'csv', 'completed', 'h', '{"items":[]}', '{}', null)`);

  for (const statement of statementsOf('0006_import_slices')) await db.query(statement);

  const slices = await db.query<Record<string, unknown>>(
    `select import_id, first, next, outcomes, reports from import_slices`,
  );
  expect(slices.map((s) => ({ ...s, reports: JSON.parse(String(s.reports)) as unknown }))).toEqual([
    { import_id: 1, first: 0, next: 4, outcomes: 'cek.....', reports: progress.ledger.reports },
  ]);
  const columns = await db.query(
    `select column_name from information_schema.columns where table_name = 'imports' and column_name = 'progress'`,
  );
  expect(columns).toEqual([]);
});

test('0007: a finished import report moves into a slice row over all its items', async () => {
  const report = [{ index: 0, outcome: 'conflict', field: 'bib', message: 'Número em uso' }];
  await db.query(`update imports set items = '${JSON.stringify(report)}', summary = '{"total_received": 3}'
    where status = 'completed'`);

  for (const statement of statementsOf('0007_import_reports_in_slices')) await db.query(statement);

  const slices = await db.query<Record<string, unknown>>(
    `select import_id, first, next, outcomes, reports from import_slices order by import_id`,
  );
  expect(slices.map((s) => ({ ...s, reports: JSON.parse(String(s.reports)) as unknown }))).toEqual([
    expect.objectContaining({ import_id: 1, first: 0, next: 4, outcomes: 'cek.....' }),
    { import_id: 2, first: 0, next: 3, outcomes: '', reports: report },
  ]);
});

test('0012: registrations written before it get their folded name, and later writes keep it', async () => {
  for (const tag of [
    '0008_agent_plans',
    '0009_change_names',
    '0010_registration_answers',
    '0011_events_search_text',
  ])
    for (const statement of statementsOf(tag)) await db.query(statement);
  await db.query(`insert into registrations (event_id, race_id, name, origin)
    values (1, 1, 'Ângela Çruz', 'csv'), (1, 1, 'JOSÉ da Silva', 'csv')`);

  for (const statement of statementsOf('0012_registrations_folded_name')) await db.query(statement);
  await db.query(`update registrations set name = 'Zé Ninguém' where name = 'JOSÉ da Silva'`);

  const rows = await db.query<{ folded_name: string }>(
    `select folded_name from registrations where event_id = 1 order by folded_name, id`,
  );
  expect(rows.map((r) => r.folded_name)).toEqual(['angela cruz', 'ze ninguem']);
});

test('0014: each event holds the count of the registrations written before it, and later writes (a truncate too) keep it', async () => {
  for (const statement of statementsOf('0013_results_list_order')) await db.query(statement);
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from registrations where event_id = 1`,
  );
  expect(n).toBeGreaterThan(0);

  for (const statement of statementsOf('0014_event_registration_counts')) await db.query(statement);
  await db.query(`insert into registrations (event_id, race_id, name, origin)
    values (1, 1, 'Nova Pessoa', 'csv')`);

  expect(await db.query(`select event_id, registrations from event_registration_counts`)).toEqual([
    { event_id: 1, registrations: n + 1 },
  ]);

  await db.query(`truncate registrations cascade`);
  expect(await db.query(`select * from event_registration_counts`)).toEqual([]);
  await db.query(`insert into registrations (event_id, race_id, name, origin)
    values (1, 1, 'Depois', 'csv')`);
  expect(await db.query(`select event_id, registrations from event_registration_counts`)).toEqual([
    { event_id: 1, registrations: 1 },
  ]);
});

test('0015: each event holds the count of its registrations not cancelled, and later writes keep it', async () => {
  await db.query(`insert into registrations (event_id, race_id, name, origin, status)
    values (1, 1, 'Desistiu', 'csv', 'cancelled'), (1, 1, 'Vai Correr', 'csv', 'confirmed')`);

  for (const statement of statementsOf('0015_event_counters_not_cancelled'))
    await db.query(statement);

  expect(await db.query(`select * from event_registration_counts`)).toEqual([
    { event_id: 1, registrations: 3, not_cancelled: 2 },
  ]);
  await db.query(`update registrations set status = 'cancelled' where name = 'Vai Correr'`);
  expect(await db.query(`select * from event_registration_counts`)).toEqual([
    { event_id: 1, registrations: 3, not_cancelled: 1 },
  ]);
});

test('0016: the events search gets a trigram index, and a database without pg_trgm migrates without it', async () => {
  for (const statement of statementsOf('0016_events_search_trigram')) await db.query(statement);
  const indexes = `select indexname from pg_indexes where tablename = 'events' and indexname like '%trgm%'`;
  expect(await db.query(indexes)).toEqual([{ indexname: 'events_search_text_trgm_idx' }]);

  // An embedded database that cannot load the extension (as a PostgreSQL without contrib).
  const bare = new PGlite();
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    for (const { tag } of journal.entries)
      for (const statement of statementsOf(tag)) await bare.query(statement);
    expect((await bare.query(indexes)).rows).toEqual([]);
    await bare.query(`insert into events (code, name, city, date, registration_opens_at, registration_closes_at)
      values ('SP', 'Corrida', 'São Paulo', '2027-03-14', now(), now())`);
    const found = await bare.query(`select code from events where search_text like '%sao paulo%'`);
    expect(found.rows).toEqual([{ code: 'SP' }]);
  } finally {
    await bare.close();
  }
});
