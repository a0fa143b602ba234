import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inUse = (dataDir: string, owner: number) =>
  new Error(
    `The data directory ${dataDir} is in use by process ${owner}. ` +
      'Stop that server first, or point HUB_DATA_DIR at another folder (or use DATABASE_URL for several processes).',
  );

/**
 * One process per data dir: PGlite is single-user and two writers would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.resolve(dataDir, 'hub.lock');
  if (heldHere.has(file)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner))
        throw inUse(dataDir, owner);
      // Stale lock from a killed process (or our own pid recycled): remove and retry.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
