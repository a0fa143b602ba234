import { sql } from 'drizzle-orm';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { rowsOf } from '@/server/db/database';
import { openHub, type Hub } from '@/server/runtime';
import { events, registrations, results } from '@/server/db/schema';
import { ensureCatalogue } from '@/server/testing/fixtures';
import { createFaker } from '@/testing/fake';
import { cpfDigitsOf } from '@/contract/cpf';
import { raceTimeToMs } from '@/contract/time';
import { median, tempDir, timeIt, type BenchRow } from './harness';

const RUNS = 3;

async function setup(): Promise<{
  hub: Hub;
  call: (method: string, p: string, json?: unknown) => Promise<Response>;
  eventCode: string;
}> {
  const hub = await openHub(
    { kind: 'pglite', dataDir: tempDir('hub-bench-') },
    { ...defaultHubSettings, rateLimitPerMinute: 0 },
    { startWorker: false },
  );
  const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
  await hub.database.run(async (db) => {
    await ensureCatalogue(db);
    await db.insert(events).values({
      code: 'BENCH',
      name: 'Bench',
      date: '2027-03-14',
      registrationOpensAt: new Date(),
      registrationClosesAt: new Date(),
    });
  });
  const call = (method: string, p: string, json?: unknown) =>
    Promise.resolve(
      hub.app.request(`http://bench${p}`, {
        method,
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
  return { hub, call, eventCode: 'BENCH' };
}

async function newRace(
  call: (m: string, p: string, j?: unknown) => Promise<Response>,
  code: string,
) {
  const res = await call('POST', '/events/BENCH/races', {
    name: code,
    code,
    starts_at: '2027-03-14T06:30:00-03:00',
  });
  return ((await res.json()) as { data: { id: number; code: string } }).data;
}

/**
 * Hub processing of one full import request vs a bare bulk insert of the same rows into the
 * same database (no validation, matching or report).
 */
export async function benchImports(): Promise<BenchRow[]> {
  const { hub, call } = await setup();
  const faker = createFaker(42);
  const [{ id: eventId }] = await hub.database.run((db) =>
    rowsOf<{ id: number }>(db, sql`select id from ${events} where code = 'BENCH'`),
  );
  try {
    const regHub: number[] = [];
    const regBare: number[] = [];
    const resHub: number[] = [];
    const resBare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const items = Array.from({ length: 2000 }, (_, i) =>
        faker.registrationItem(run * 2000 + i, { category: '', bibStart: run * 10_000 + 1 }),
      );
      const race = await newRace(call, `R${run}`);
      const accepted = await call('POST', `/events/BENCH/races/${race.code}/registrations`, {
        registrations: items,
      });
      if (accepted.status !== 202) throw new Error(`import refused: ${await accepted.text()}`);
      regHub.push(await timeIt(() => hub.worker.drain()));
      const bareRace = await newRace(call, `B${run}`);
      const rows = items.map((it) => ({
        external_id: it.external_id ?? null,
        document: cpfDigitsOf(it.document ?? '') ?? it.document ?? null,
        name: it.name,
        email: it.email ?? null,
        bib: `b${it.bib}`,
        birth_date: it.birth_date ?? null,
      }));
      regBare.push(
        await timeIt(() =>
          hub.database.run((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`
                insert into ${registrations} (event_id, race_id, external_id, document, name, email, bib, birth_date, origin)
                select ${eventId}, ${bareRace.id}, t.external_id || '-bare', t.document, t.name, t.email, t.bib, t.birth_date, 'api'
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(external_id text, document text, name text, email text, bib text, birth_date date)`);
            }),
          ),
        ),
      );

      const resultItems = Array.from({ length: 5000 }, (_, i) =>
        faker.resultItem(String(i + 1), i, { distanceKm: 10 }),
      );
      const resRace = await newRace(call, `S${run}`);
      const acceptedResults = await call('POST', `/events/BENCH/races/${resRace.code}/results`, {
        results: resultItems,
      });
      if (acceptedResults.status !== 202)
        throw new Error(`import refused: ${await acceptedResults.text()}`);
      resHub.push(await timeIt(() => hub.worker.drain()));
      const bareResRace = await newRace(call, `T${run}`);
      const resRows = resultItems.map((r) => ({
        bib: r.bib,
        status: r.status ?? 'finished',
        net: r.net_time ? raceTimeToMs(r.net_time) : null,
        gun: r.gun_time ? raceTimeToMs(r.gun_time) : null,
      }));
      resBare.push(
        await timeIt(() =>
          hub.database.run((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`
                insert into ${results} (event_id, race_id, bib, status, net_time_ms, gun_time_ms)
                select ${eventId}, ${bareResRace.id}, t.bib, t.status, t.net, t.gun
                from jsonb_to_recordset(${JSON.stringify(resRows)}::jsonb) as t(bib text, status text, net int, gun int)`);
            }),
          ),
        ),
      );
    }
    const reg = median(regHub);
    const regBase = median(regBare);
    const res = median(resHub);
    const resBase = median(resBare);
    return [
      {
        name: 'import 2000 registrations (embedded)',
        value: reg,
        unit: 'ms',
        baselineName: 'bare bulk insert',
        baseline: regBase,
        ratio: reg / regBase,
        target: '<= 3x',
        ok: reg / regBase <= 3,
      },
      {
        name: 'import 5000 results (embedded)',
        value: res,
        unit: 'ms',
        baselineName: 'bare bulk insert',
        baseline: resBase,
        ratio: res / resBase,
        target: '<= 3x',
        ok: res / resBase <= 3,
      },
    ];
  } finally {
    await hub.close();
  }
}
