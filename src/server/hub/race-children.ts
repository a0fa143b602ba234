import { eq } from 'drizzle-orm';
import type { FieldIssues } from '@/contract/common';
import type { Db } from '@/server/db/database';
import type { categories, prizeRules } from '@/server/db/schema';
import { refuseIssues } from '@/server/hub/errors';
import type { RaceRow } from '@/server/hub/resolve';

type RaceChild = typeof categories | typeof prizeRules;
type Values<T extends RaceChild> = Omit<T['$inferInsert'], 'id' | 'raceId' | 'eventId'>;

/**
 * A race's category or prize rule as it would be after a body: refused with its issues (422),
 * else inserted into the race, or, given the row's id, updated.
 */
export async function saveRaceChild<T extends RaceChild>(
  tx: Db,
  table: T,
  race: RaceRow,
  values: Values<T>,
  issues: FieldIssues,
  id?: number,
): Promise<T['$inferSelect']> {
  refuseIssues(issues);
  // Drizzle types a write on one table; both have the id, race, event and timestamp columns used.
  const one = table as typeof categories;
  const row = values as Values<typeof categories>;
  const [saved] =
    id === undefined
      ? await tx
          .insert(one)
          .values({ ...row, raceId: race.id, eventId: race.eventId })
          .returning()
      : await tx
          .update(one)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(one.id, id))
          .returning();
  return saved as T['$inferSelect'];
}
