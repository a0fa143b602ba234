import type { Database, Db } from '@/server/db/database';

/** Enough for the pages people and pollers ask for; entries are small row sets. */
const DEFAULT_ENTRIES = 256;

interface Entry {
  version: string;
  value: unknown;
  /** When the clock alone makes the value wrong (ms since the epoch). */
  until: number;
}

/**
 * Query results kept for as long as the database has not changed: a hit is served only when
 * the database's version now equals the one the result was read at, so an answer is never
 * older than the last committed write, on any instance sharing the database. A value that
 * also depends on the clock says until when it holds (`until`), and is read again after that.
 *
 * Values are shared between requests: callers must not mutate them.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Answers kept, answers read from the database, and answers shared with such a read. */
  hits = 0;
  misses = 0;
  joined = 0;

  constructor(
    private readonly database: Database,
    private readonly maxEntries = DEFAULT_ENTRIES,
  ) {}

  async read<T>(
    key: string,
    work: (db: Db) => Promise<T>,
    until: (value: T) => number = () => Infinity,
  ): Promise<T> {
    const version = await this.database.version();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && Date.now() < entry.until) {
      this.hits++;
      // Most recently used last, so eviction takes the oldest.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    // Requests that miss together (after a write, say) share one read. A read started once
    // this version was seen reads a snapshot at least as new, so sharing it stays exact.
    const readKey = `${version}\u0000${key}`;
    const shared = this.reading.get(readKey) as Promise<T> | undefined;
    if (shared) {
      const value = await shared;
      this.joined++;
      // Unless the clock has moved past what that read worked out since.
      if (Date.now() < until(value)) return value;
    }
    return this.readAnew(key, readKey, work, until);
  }

  private readAnew<T>(
    key: string,
    readKey: string,
    work: (db: Db) => Promise<T>,
    until: (value: T) => number,
  ): Promise<T> {
    this.misses++;
    const reading = this.database.readVersioned(work).then(({ version, value }) => {
      this.entries.delete(key);
      this.entries.set(key, { version, value, until: until(value) });
      if (this.entries.size > this.maxEntries)
        this.entries.delete(this.entries.keys().next().value!);
      return value;
    });
    const tracked: Promise<T> = reading.finally(() => {
      if (this.reading.get(readKey) === tracked) this.reading.delete(readKey);
    });
    tracked.catch(() => undefined);
    this.reading.set(readKey, tracked);
    return reading;
  }

  get size() {
    return this.entries.size;
  }
}
