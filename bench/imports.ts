import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/database';
import { events, registrations, results } from '@/server/db/schema';
import { createFaker } from '@/testing/fake';
import { cpfDigitsOf } from '@/contract/cpf';
import { raceTimeToMs } from '@/contract/time';
import { openBenchHub } from './bench-hub';
import { median, timeIt, type BenchRow } from './harness';

/**
 * Timed rounds, after one that is not: the first import after start also compiles the hub's
 * code and PGlite's (each ~1.5-2.5x a warm one), which says nothing of the import itself. It is
 * printed on its own line.
 */
const WARMUP = 1;
const RUNS = 5;
/** Issue 19's goal: an import costs at most half again its bare insert. */
const IMPORT_TARGET = 1.5;

/**
 * Hub processing of one full import request vs a bare bulk insert of the same rows into the
 * same database (no validation, matching or report): the columns the import writes, with the
 * values it resolves (the modality, the overall places).
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
    for (let run = 0; run < WARMUP + RUNS; run++) {
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
      // Every column the import writes, with the modality it resolved from the items' name.
      const [{ modality_id: modalityId }] = await hub.database.run((db) =>
        rowsOf<{ modality_id: number | null }>(
          db,
          sql`select modality_id from ${registrations} where race_id = ${race.id} limit 1`,
        ),
      );
      const rows = items.map((it) => ({
        external_id: it.external_id ?? null,
        document: cpfDigitsOf(it.document ?? '') ?? it.document ?? null,
        name: it.name,
        email: it.email ?? null,
        phone: it.phone ?? null,
        bib: `b${it.bib}`,
        birth_date: it.birth_date ?? null,
        modality_id: modalityId,
      }));
      regBare.push(
        await timeIt(() =>
          hub.database.run((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`
                insert into ${registrations} (event_id, race_id, status, origin, external_id, document, name, email, phone, birth_date, bib, modality_id)
                select ${eventId}, ${bareRace.id}, 'confirmed', 'api', t.external_id || '-bare', t.document, t.name, t.email, t.phone, t.birth_date, t.bib, t.modality_id
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(external_id text, document text, name text, email text, phone text, birth_date date, bib text, modality_id int)`);
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
      const resRows = withPlaces(
        resultItems.map((r) => ({
          bib: r.bib,
          status: r.status ?? 'finished',
          net: r.net_time ? raceTimeToMs(r.net_time) : null,
          gun: r.gun_time ? raceTimeToMs(r.gun_time) : null,
        })),
      );
      resBare.push(
        await timeIt(() =>
          hub.database.run((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`
                insert into ${results} (event_id, race_id, bib, status, net_time_ms, gun_time_ms, overall_position)
                select ${eventId}, ${bareResRace.id}, t.bib, t.status, t.net, t.gun, t.place
                from jsonb_to_recordset(${JSON.stringify(resRows)}::jsonb) as t(bib text, status text, net int, gun int, place int)`);
            }),
          ),
        ),
      );
    }
    // The first round is the warm-up: reported, not part of the medians.
    const [[regCold], [resCold]] = [regHub.splice(0, WARMUP), resHub.splice(0, WARMUP)];
    const [[regColdBase], [resColdBase]] = [regBare.splice(0, WARMUP), resBare.splice(0, WARMUP)];
    const reg = median(regHub);
    const regBase = median(regBare);
    const res = median(resHub);
    const resBase = median(resBare);
    const cold = (name: string, value: number, baseline: number): BenchRow => ({
      name,
      value,
      unit: 'ms',
      baselineName: 'bare bulk insert, first too',
      baseline,
      ratio: value / baseline,
      target: '-',
      ok: null,
    });
    return [
      cold('first import after start: 2000 registrations', regCold, regColdBase),
      cold('first import after start: 5000 results', resCold, resColdBase),
      {
        name: `import 2000 registrations (embedded, median of ${RUNS})`,
        value: reg,
        unit: 'ms',
        baselineName: 'bare bulk insert',
        baseline: regBase,
        ratio: reg / regBase,
        target: `<= ${IMPORT_TARGET}x`,
        ok: reg / regBase <= IMPORT_TARGET,
      },
      {
        name: `import 5000 results (embedded, median of ${RUNS})`,
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

/** The overall places the import writes with its rows, worked out before the bare insert. */
function withPlaces<R extends { status: string; net: number | null }>(rows: R[]) {
  const ranked = rows
    .filter((r) => r.status === 'finished' && r.net !== null)
    .sort((a, b) => a.net! - b.net!);
  const place = new Map<R, number>();
  ranked.forEach((r, i) =>
    place.set(r, i > 0 && ranked[i - 1].net === r.net ? place.get(ranked[i - 1])! : i + 1),
  );
  return rows.map((r) => ({ ...r, place: place.get(r) ?? null }));
}
