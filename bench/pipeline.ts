import Papa from 'papaparse';
import { createFaker } from '@/testing/fake';
import { decodeBytes } from '@/spreadsheet/decode';
import { suggestMapping } from '@/spreadsheet/mapping';
import { parseCsvText } from '@/spreadsheet/read-csv';
import { validateTable } from '@/spreadsheet/validate';
import { median, timeIt, type BenchRow } from './harness';

const ROWS = 100_000;
const RUNS = 7;

/**
 * The import pipeline's read (decode) + map + validate of a 100 000-row registrations CSV vs
 * bare papaparse parsing of the same text, both in this process, interleaved run by run.
 */
export async function benchPipeline(): Promise<BenchRow[]> {
  const text = createFaker(7).registrationsCsv(ROWS, { bom: true });
  const bytes = new TextEncoder().encode(text);
  const bare: number[] = [];
  const pipeline: number[] = [];
  let checked = 0;
  for (let run = 0; run < RUNS; run++) {
    bare.push(await timeIt(async () => Papa.parse<string[]>(text)));
    pipeline.push(
      await timeIt(async () => {
        const table = parseCsvText(decodeBytes(bytes).text);
        const result = validateTable(table, suggestMapping('registrations', table.headers));
        checked = result.rows.length;
      }),
    );
  }
  if (checked !== ROWS) throw new Error(`pipeline checked ${checked} rows, expected ${ROWS}`);
  const value = median(pipeline);
  const baseline = median(bare);
  return [
    {
      name: `import pipeline ${ROWS} rows (decode+parse+map+validate)`,
      value,
      unit: 'ms',
      baselineName: 'bare papaparse',
      baseline,
      ratio: value / baseline,
      target: '<= 1.5x',
      ok: value / baseline <= 1.5,
    },
  ];
}
