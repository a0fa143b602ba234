import { sql } from 'drizzle-orm';
import { raceTimeToMs } from '@/contract/time';
import { rowsOf } from '@/server/db/database';
import { checkpoints, events, results, resultSplits } from '@/server/db/schema';
import type { Hub } from '@/server/runtime';
import { createFaker } from '@/testing/fake';
import { createInProcessPort } from '@/web/features/imports/in-process-port';
import { createPipelineClient } from '@/web/features/imports/pipeline-client';
import { runUpload } from '@/spreadsheet/upload';
import type { UploadChunk } from '@/spreadsheet/upload';
import { bigCityMarathon, MARATHON_CHECKPOINTS } from '../e2e/fixtures/results/big-city-marathon';
import { fixtureCsv } from '../e2e/fixtures/results/ground-truth';
import { benchTransport, openBenchHub } from './bench-hub';
import { median, timeIt, type BenchRow } from './harness';

const RUNS = 3;
const RESULTS = 5000;
const MARATHON_KM = 42.195;
const CHECKPOINTS = MARATHON_CHECKPOINTS;
const EXPORT_ROWS = 25_000;

/**
 * The hub processing one import of 5000 marathon results with 9 splits each (upsert by bib,
 * checkpoints created by name, splits, places ranked) against a bare insert of the same rows
 * and splits into a race whose checkpoints exist: no validation, matching, places or report.
 */
export async function benchResultsWithSplits(): Promise<BenchRow[]> {
  const { hub, call, newRace } = await openBenchHub('hub-bench-splits-', false);
  const [{ id: eventId }] = await hub.database.run((db) =>
    rowsOf<{ id: number }>(db, sql`select id from ${events} where code = 'BENCH'`),
  );
  const faker = createFaker(7);
  const course = CHECKPOINTS.map(([name, distanceKm]) => ({ name, distanceKm }));
  try {
    const viaHub: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const items = Array.from({ length: RESULTS }, (_, i) =>
        faker.resultItem(String(i + 1), i, { distanceKm: MARATHON_KM, checkpoints: course }),
      );
      const race = await newRace(`S${run}`, MARATHON_KM);
      await call(
        'POST',
        `/events/BENCH/races/${race.code}/results`,
        JSON.stringify({ results: items }),
      );
      viaHub.push(await timeIt(() => hub.worker.drain()));

      const bareRace = await newRace(`T${run}`, MARATHON_KM);
      const ids = await bareCheckpoints(hub, eventId, bareRace.id);
      const rows = items.map((r) => ({
        bib: r.bib,
        status: r.status ?? 'finished',
        net: r.net_time ? raceTimeToMs(r.net_time) : null,
        gun: r.gun_time ? raceTimeToMs(r.gun_time) : null,
      }));
      const splits = items.flatMap((r) =>
        (r.splits ?? []).map(
          (s) => [r.bib, ids.get(s.checkpoint)!, raceTimeToMs(s.time)!] as const,
        ),
      );
      // The way the hub writes splits, the fastest way PGlite takes many rows: int arrays.
      const column = (k: 0 | 1 | 2) => `{${splits.map((s) => s[k]).join(',')}}`;
      bare.push(
        await timeIt(() =>
          hub.database.run((db) =>
            db.transaction(async (tx) => {
              await tx.execute(sql`
                insert into ${results} (event_id, race_id, bib, status, net_time_ms, gun_time_ms)
                select ${eventId}, ${bareRace.id}, t.bib, t.status, t.net, t.gun
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(bib text, status text, net int, gun int)`);
              await tx.execute(sql`
                insert into ${resultSplits} (result_id, checkpoint_id, time_ms)
                select r.id, t.checkpoint_id, t.time_ms
                from unnest(${column(0)}::text[], ${column(1)}::int[], ${column(2)}::int[]) as t(bib, checkpoint_id, time_ms)
                join ${results} r on r.race_id = ${bareRace.id} and r.bib = t.bib`);
            }),
          ),
        ),
      );
    }
    const value = median(viaHub);
    const baseline = median(bare);
    return [
      {
        name: `import ${RESULTS} results x ${CHECKPOINTS.length} splits (embedded)`,
        value,
        unit: 'ms',
        baselineName: 'bare insert of rows and splits',
        baseline,
        ratio: value / baseline,
        target: '<= 2x',
        ok: value / baseline <= 2,
      },
    ];
  } finally {
    await hub.close();
  }
}

async function bareCheckpoints(hub: Hub, eventId: number, raceId: number) {
  const created = await hub.database.run((db) =>
    db
      .insert(checkpoints)
      .values(
        CHECKPOINTS.map(([name, distance], i) => ({
          eventId,
          raceId,
          code: name.toUpperCase(),
          name,
          distance,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: checkpoints.id, name: checkpoints.name }),
  );
  return new Map(created.map((c) => [c.name, c.id]));
}

/**
 * A whole marathon's results export (25,000 rows, 9 split columns with gaps) through the
 * dashboard: read, classified, mapped as proposed, checked, cut into chunks, posted and polled
 * by the console's upload machine, until the hub has applied it. Baseline in the same run: the
 * same chunk bodies posted and polled by a script into another race of the same hub.
 */
export async function benchResultsExportEndToEnd(): Promise<BenchRow[]> {
  const { hub, call, newRace } = await openBenchHub('hub-bench-export-', true);
  try {
    const csv = fixtureCsv(bigCityMarathon({ rows: EXPORT_ROWS }));
    const transport = (race: string, bodyOf: (c: UploadChunk) => Promise<string>) =>
      benchTransport(call, 'results', race, bodyOf, `${race}-`);

    // Every row goes to the race the person picks for the file (the export has no race column).
    const pipeline = async (race: string) => {
      const client = createPipelineClient(createInProcessPort);
      const bytes = new TextEncoder().encode(csv).buffer as ArrayBuffer;
      await client.open({
        kind: 'results',
        fileName: 'marathon.csv',
        source: bytes,
        distanceKm: MARATHON_KM,
      });
      const { chunks } = await client.chunks({ defaultRace: race });
      return { client, chunks };
    };

    // The script's bodies: what the dashboard would send, built before the clock starts.
    const built = await pipeline('SCRIPT');
    const bodies = await Promise.all(
      built.chunks.map(async (c) => (await built.client.body(c.number)).json),
    );
    built.client.close();
    const scriptRace = await newRace('SCRIPT', MARATHON_KM);
    let scriptRows = 0;
    const script = await timeIt(async () => {
      const out = await runUpload({
        chunks: built.chunks,
        transport: transport(scriptRace.code, async (c) => bodies[c.number - 1]),
      });
      scriptRows = out.summary.total_received;
    });

    const dashboardRace = await newRace('DASHBOARD', MARATHON_KM);
    let dashboardRows = 0;
    const dashboard = await timeIt(async () => {
      const { client, chunks } = await pipeline('DASHBOARD');
      const out = await runUpload({
        chunks,
        transport: transport(dashboardRace.code, async (c) => (await client.body(c.number)).json),
      });
      dashboardRows = out.summary.total_received;
      client.close();
    });
    if (dashboardRows !== scriptRows || scriptRows < EXPORT_ROWS * 0.99)
      throw new Error(`hub received ${dashboardRows} (dashboard) and ${scriptRows} (script) rows`);
    return [
      {
        name: `${EXPORT_ROWS}-row results export with splits, dashboard to hub`,
        value: dashboard,
        unit: 'ms',
        baselineName: 'same chunks posted by script',
        baseline: script,
        ratio: dashboard / script,
        target: '<= 1.3x',
        ok: dashboard / script <= 1.3,
      },
    ];
  } finally {
    await hub.close();
  }
}
