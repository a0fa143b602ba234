import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A checkout with the dashboard's sources (a deployed server may carry only `dist/`). */
export function webSourcesPresent(): boolean {
  return fs.existsSync(path.join(root, 'src/web'));
}

/**
 * Builds the dashboard when there is no build, or the sources are newer than it: `npm start`
 * and `npm run bench` on a fresh clone serve what the checkout holds.
 */
export function buildWebIfNeeded() {
  const built = path.join(root, 'dist/index.html');
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  const sources = Math.max(
    newest(path.join(root, 'src/web')),
    newest(path.join(root, 'src/contract')),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('Building the dashboard (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
