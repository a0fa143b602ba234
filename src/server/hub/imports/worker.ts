import type { Database } from '../../db/database';
import type { HubSettings } from '../../env';

/** Processes queued imports in order, one at a time. (Filled in with the imports.) */
export class ImportWorker {
  constructor(
    private readonly database: Database,
    private readonly settings: HubSettings,
  ) {}
  start(): void {}
  wake(): void {}
  async stop(): Promise<void> {}
  /** Resolves when nothing is queued or processing. */
  async idle(): Promise<void> {
    void this.database;
    void this.settings;
  }
}
