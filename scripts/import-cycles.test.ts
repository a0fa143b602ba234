import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No import cycle in the source, type-only imports and `import()` included: ESLint's no-cycle
 * skips type imports, and a type cycle still means two files that cannot be read apart.
 */

const root = path.resolve(import.meta.dirname, '..');
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, path.join(stem, 'index.ts')])
    if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Every loop of imports, as the files in it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(path.relative(root, member));
    } while (member !== file);
    if (loop.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(loop.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('form no cycle in src/, counting type-only and dynamic imports', () => {
    const graph = new Map<string, string[]>();
    for (const file of sources(path.join(root, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)]
        .map((m) => resolve(file, m[1]))
        .filter((target): target is string => target !== null);
      graph.set(file, [...new Set(targets)]);
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
