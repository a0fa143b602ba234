import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/database';
import { events, registrations, results } from '@/server/db/schema';
import { createFaker } from '@/testing/fake';
import { cpfDigitsOf } from '@/contract/cpf';
import { raceTimeToMs } from '@/contract/time';
import { openBenchHub } from './bench-hub';
import { median, timeIt, type BenchRow } from './harness';

const RUNS = 3;
/** Issue 19's goal: an import costs at most half again its bare insert. */
const IMPORT_TARGET = 1.5;

/**
 * Hub processing of one full import request vs a bare bulk insert of the same rows into the
 * same database (no validation, matching or report).
 */
export async function benchImports(): Promise<BenchRow[]> {
  const { hub, request, newRace } = await openBenchHub('hub-bench-', false);
  const call = (method: string, p: string, json?: unknown) =>
    request(method, p, json === undefined ? undefined : JSON.stringify(json));
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
      const race = await newRace(`R${run}`);
      const accepted = await call('POST', `/events/BENCH/races/${race.code}/registrations`, {
        registrations: items,
      });
      if (accepted.status !== 202) throw new Error(`import refused: ${await accepted.text()}`);
      regHub.push(await timeIt(() => hub.worker.drain()));
      const bareRace = await newRace(`B${run}`);
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
      const resRace = await newRace(`S${run}`);
      const acceptedResults = await call('POST', `/events/BENCH/races/${resRace.code}/results`, {
        results: resultItems,
      });
      if (acceptedResults.status !== 202)
        throw new Error(`import refused: ${await acceptedResults.text()}`);
      resHub.push(await timeIt(() => hub.worker.drain()));
      const bareResRace = await newRace(`T${run}`);
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
        target: `<= ${IMPORT_TARGET}x`,
        ok: reg / regBase <= IMPORT_TARGET,
      },
      {
        name: 'import 5000 results (embedded)',
        value: res,
        unit: 'ms',
        baselineName: 'bare bulk insert',
        baseline: resBase,
        ratio: res / resBase,
        target: `<= ${IMPORT_TARGET}x`,
        ok: res / resBase <= IMPORT_TARGET,
      },
    ];
  } finally {
    await hub.close();
  }
}
