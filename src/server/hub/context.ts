import type { Database } from '@/server/db/database';
import type { HubSettings } from '@/server/env';
import type { VerifiedKey } from './keys';
import type { ReadCache } from './read-cache';

/** What every handler of the hub can reach. */
export interface HubServices {
  database: Database;
  /** Hot reads (lists, polled counts), served again while the database has not changed. */
  reads: ReadCache;
  settings: HubSettings;
  /** Wakes the import worker after an import is queued. */
  notifyImportQueued: () => void;
}

export interface HubEnvBindings {
  Variables: {
    services: HubServices;
    apiKey: VerifiedKey;
  };
}
