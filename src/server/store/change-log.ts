import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  HISTORY_CSV_MAX_ROWS,
  outcomeOf,
  type ChangeEntry,
  type ChangeNames,
  type ChangePage,
  type ChangeQuery,
} from '@/contract/history';
import { ID_MAX } from '@/contract/limits';
import type { Database } from '@/server/db/database';
import { logError } from '@/server/db/errors';
import { changeLog } from '@/server/db/schema';
import { isReplacedKind } from '@/contract/versions';
import { describePath, storableText, summarizeBody } from './change-summary';

/** A write as the recorder saw it; the log works out the rest. */
export interface WriteRecord {
  via: ChangeEntry['via'];
  actor: string | null;
  keyFingerprint: string;
  method: string;
  /** Under `/api/v1`, with its query string. */
  path: string;
  body: unknown;
  status: number;
  importId?: number | null;
  before?: unknown;
  after?: unknown;
  /** The event a `POST /events` created (its path names none). */
  createdEvent?: string | null;
  /** From the hub at the time of writing (change-names.ts). */
  names?: ChangeNames | null;
}

type Row = typeof changeLog.$inferSelect;

const entryOf = (row: Row): ChangeEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  via: row.via,
  actor: row.actor,
  key_fingerprint: row.keyFingerprint,
  method: row.method,
  path: row.path,
  event_code: row.eventCode,
  race_code: row.raceCode,
  kind: row.kind,
  summary: row.summary ?? null,
  status: row.status,
  outcome: outcomeOf(row.status),
  import_id: row.importId,
  before: row.before ?? null,
  after: row.after ?? null,
  names: (row.names as ChangeNames | null) ?? null,
});

/** The `hub` of what the embedded hub records, and of a dashboard that proxies to none. */
export const EMBEDDED_HUB = 'embedded';

/** Paths longer than this are kept cut: a path is for reading, the event and race are apart. */
const PATH_MAX = 500;

/**
 * The change history of one hub (`hub`: `embedded` or the upstream URL), in the database the
 * dashboard's server uses. Kept for `retentionDays` (HISTORY_RETENTION_DAYS), or forever.
 */
export class ChangeLog {
  constructor(
    private readonly database: Database,
    readonly hub: string,
    private readonly retentionDays: number | undefined = undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Writes whose entry could not be kept since the server started (its health answer). */
  failures = 0;

  /** A write that is not in the history: a line with its request id, and counted. */
  failed(error: unknown, requestId: string): void {
    this.failures++;
    logError('history', error, `a write was not recorded (request_id=${requestId})`);
  }

  async record(write: WriteRecord): Promise<void> {
    const { raceCode, kind, ...where } = describePath(write.path);
    const eventCode = where.eventCode ?? write.createdEvent ?? null;
    // A replacement keeps its versions as they are (undo restores them); any other thing as
    // its body would be kept, people's data left out.
    const kept = (value: unknown) =>
      isReplacedKind(kind) ? (value ?? null) : summarizeBody(kind, 'PATCH', value ?? null);
    await this.database.run((db) =>
      db.insert(changeLog).values({
        at: new Date(this.now()),
        hub: this.hub,
        via: write.via,
        actor: write.actor === null ? null : storableText(write.actor),
        keyFingerprint: write.keyFingerprint,
        method: write.method,
        path: storableText(write.path.slice(0, PATH_MAX)),
        eventCode: eventCode === null ? null : storableText(eventCode),
        raceCode: raceCode === null ? null : storableText(raceCode),
        kind,
        summary: summarizeBody(kind, write.method, write.body),
        status: write.status,
        // A path may name an import no integer column holds (`.../99999999999999999999/retry`).
        importId: write.importId && write.importId <= ID_MAX ? write.importId : null,
        before: kept(write.before),
        after: kept(write.after),
        names: write.names ?? null,
      }),
    );
  }

  /** Newest first, `limit` at a time; `before` is the last page's `next_cursor`. */
  async page(eventCode: string, query: ChangeQuery): Promise<ChangePage> {
    const where = this.whereOf(eventCode, query);
    return this.database.run(async (db) => {
      const rows = await db
        .select()
        .from(changeLog)
        .where(query.before ? and(where, lt(changeLog.id, query.before)) : where)
        .orderBy(desc(changeLog.id))
        .limit(query.limit + 1);
      const actors = await db
        .selectDistinct({ actor: changeLog.actor, key_fingerprint: changeLog.keyFingerprint })
        .from(changeLog)
        .where(and(eq(changeLog.hub, this.hub), eq(changeLog.eventCode, eventCode)))
        .orderBy(asc(changeLog.actor), asc(changeLog.keyFingerprint));
      const more = rows.length > query.limit;
      const data = rows.slice(0, query.limit).map(entryOf);
      return { data, next_cursor: more ? data[data.length - 1].id : null, actors };
    });
  }

  /** One entry of the event, or null. */
  async entry(eventCode: string, id: number): Promise<ChangeEntry | null> {
    const [row] = await this.database.run((db) =>
      db
        .select()
        .from(changeLog)
        .where(
          and(
            eq(changeLog.hub, this.hub),
            eq(changeLog.eventCode, eventCode),
            eq(changeLog.id, id),
          ),
        ),
    );
    return row ? entryOf(row) : null;
  }

  /** Every entry the filters keep, newest first, up to HISTORY_CSV_MAX_ROWS. */
  async all(
    eventCode: string,
    query: Omit<ChangeQuery, 'limit' | 'before'>,
  ): Promise<ChangeEntry[]> {
    const rows = await this.database.run((db) =>
      db
        .select()
        .from(changeLog)
        .where(this.whereOf(eventCode, { ...query, limit: 1 }))
        .orderBy(desc(changeLog.id))
        .limit(HISTORY_CSV_MAX_ROWS),
    );
    return rows.map(entryOf);
  }

  /** Removes what is older than the retention; nothing when it is kept forever. */
  async sweep(): Promise<number> {
    if (!this.retentionDays) return 0;
    const cutoff = new Date(this.now() - this.retentionDays * 86_400_000);
    const removed = await this.database.run((db) =>
      db
        .delete(changeLog)
        .where(and(eq(changeLog.hub, this.hub), lt(changeLog.at, cutoff)))
        .returning({ id: changeLog.id }),
    );
    return removed.length;
  }

  private whereOf(eventCode: string, query: ChangeQuery) {
    return and(
      eq(changeLog.hub, this.hub),
      eq(changeLog.eventCode, eventCode),
      query.kind ? eq(changeLog.kind, query.kind) : sql`true`,
      query.key ? eq(changeLog.keyFingerprint, query.key) : sql`true`,
    );
  }
}
