import { benchApi } from './api';
import { printTable, type BenchRow } from './harness';
import { benchImports } from './imports';
import { benchImportsEndToEnd, benchImportsLongTask } from './imports-e2e';
import { benchPipeline } from './pipeline';
import { benchPriceGrid } from './price-grid';
import { benchWebVitals } from './web-vitals';

/** `npm run bench`: every figure next to a baseline measured in the same run. */
async function main() {
  const rows: BenchRow[] = [];
  console.log('imports...');
  rows.push(...(await benchImports()));
  console.log('import pipeline...');
  rows.push(...(await benchPipeline()));
  console.log('imports end to end...');
  rows.push(...(await benchImportsEndToEnd()));
  rows.push(...(await benchImportsLongTask()));
  console.log('price grid...');
  rows.push(...(await benchPriceGrid()));
  rows.push(...(await benchWebVitals()));
  rows.push(...(await benchApi()));
  console.log();
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
