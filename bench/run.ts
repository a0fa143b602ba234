import { buildWebIfNeeded } from '@/server/cli/build-web';
import { benchApi } from './api';
import { benchAuthFlood } from './auth-flood';
import { printTable, type BenchRow } from './harness';
import { benchGrowth } from './growth';
import { benchImports } from './imports';
import { benchImportsEndToEnd, benchImportsLongTask } from './imports-e2e';
import { benchLighthouse } from './lighthouse';
import { benchPipeline } from './pipeline';
import { benchPriceGrid } from './price-grid';
import { benchReadsDuringImports } from './reads-during-imports';
import { benchResultsExportEndToEnd, benchResultsWithSplits } from './results-imports';
import { benchWebVitals } from './web-vitals';

const GROUPS: Record<string, () => Promise<BenchRow[]>> = {
  imports: benchImports,
  pipeline: benchPipeline,
  'imports-e2e': async () => [...(await benchImportsEndToEnd()), ...(await benchImportsLongTask())],
  'price-grid': benchPriceGrid,
  'web-vitals': benchWebVitals,
  lighthouse: benchLighthouse,
  api: benchApi,
  'auth-flood': benchAuthFlood,
  'reads-during-imports': benchReadsDuringImports,
  'results-splits': benchResultsWithSplits,
  'results-export': benchResultsExportEndToEnd,
  growth: benchGrowth,
};

/**
 * `npm run bench`: every figure next to a baseline measured in the same run.
 * `npm run bench -- api price-grid` runs only those groups.
 */
async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in GROUPS));
  if (unknown.length)
    throw new Error(
      `unknown bench group(s): ${unknown.join(', ')}; known: ${Object.keys(GROUPS).join(', ')}`,
    );
  // Several groups drive the built dashboard in Chromium: build it first, as `npm start` does.
  buildWebIfNeeded();
  const rows: BenchRow[] = [];
  for (const [name, bench] of Object.entries(GROUPS)) {
    if (asked.length && !asked.includes(name)) continue;
    console.log(`${name}...`);
    rows.push(...(await bench()));
  }
  console.log();
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
