import type { Database } from '../db/database';
import type { HubSettings } from '../env';
import type { VerifiedKey } from './keys';

/** What every handler of the hub can reach. */
export interface HubServices {
  database: Database;
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
