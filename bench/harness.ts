import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baselineName: string;
  baseline: number;
  /** value / baseline */
  ratio: number;
  target: string;
  ok: boolean | null;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A full collection before each timed run (when node runs with --expose-gc, as `npm run bench`
 * does), so no run pays for the garbage the previous one, often the baseline, left behind.
 */
export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

export function printTable(rows: BenchRow[]) {
  const lines = rows.map((r) => [
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    `${r.baselineName}: ${fmt(r.baseline)} ${r.unit}`,
    `${r.ratio.toFixed(2)}x`,
    r.target,
    r.ok === null ? '-' : r.ok ? 'ok' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'baseline (same run)', 'ratio', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(row(l));
}
