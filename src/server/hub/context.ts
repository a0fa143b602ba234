import type { Database } from '@/server/db/database';
import type { imports } from '@/server/db/schema';
import type { HubSettings } from '@/server/env';
import type { ChangeLog } from '@/server/store/change-log';
import type { VerifiedKey } from './keys';
import type { ReadCache } from './read-cache';

/** What every handler of the hub can reach. */
export interface HubServices {
  database: Database;
  /** Hot reads (lists, polled counts), served again while the database has not changed. */
  reads: ReadCache;
  settings: HubSettings;
  /**
   * Wakes the import worker after an import is queued; with its items, which spares the worker
   * reading them back when it is the one that applies them.
   */
  notifyImportQueued: (queued?: {
    id: number;
    payload: (typeof imports.$inferSelect)['payload'];
  }) => void;
  /** The change history: the hub records every write a key makes (issue 18). */
  changes: ChangeLog;
}

/** A JSON body as parsed once (json-body.ts), or `malformed` when it is not JSON. */
export type ParsedBody = { value: unknown } | 'malformed';

export interface HubEnvBindings {
  Variables: {
    services: HubServices;
    apiKey: VerifiedKey;
    /** Set by a replacing write (`PUT` discounts, retention): the versions for the history. */
    replaced?: { before: unknown; after: unknown };
    /** The JSON body, parsed once (`json-body.ts`). */
    jsonBody?: Promise<ParsedBody>;
  };
}
