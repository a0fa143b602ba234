import fs from 'node:fs';
import path from 'node:path';

/** The data dir, created or tightened to 0700: it holds the data, the lock and the secret. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700);
}

/** Every folder under `dir` 0700 and every file 0600, as PostgreSQL wants its data dir. */
export function makePrivateTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const mode = entry.isDirectory() ? 0o700 : 0o600;
    if ((fs.statSync(full).mode & 0o777) !== mode) fs.chmodSync(full, mode);
  }
  if ((fs.statSync(dir).mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700);
}
