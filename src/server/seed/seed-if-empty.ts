import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { analyze } from '@/server/db/statistics';
import { createKey } from '@/server/hub/keys';
import { isEmpty, type SeedSummary } from '@/server/seed/catalogue';
import { seedDemo } from '@/server/seed/seed-demo';

/** Advisory lock key of the first start's seeding; migrations use 727274, imports 727275. */
const SEED_LOCK = 727276;

/**
 * Seeds the demo hub and its demo key, only into an empty database. Instances started at the
 * same moment on one PostgreSQL take turns: the first seeds, the others find it done.
 */
export async function seedDemoIfEmpty(
  database: Database,
  options: { timeZone: string },
): Promise<{ summary: SeedSummary; demoKey: string } | null> {
  const seeded = await database.run((db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) return null;
      const summary = await seedDemo(tx, options);
      const demoKey = await createKey(tx, 'demo', ['manage']);
      return { summary, demoKey: demoKey.key };
    }),
  );
  // The first reads are planned for the seeded rows, not for empty tables.
  if (seeded) await database.run((db) => analyze(db, database.kind));
  return seeded;
}
