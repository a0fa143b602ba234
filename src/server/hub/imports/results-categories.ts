import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { categories } from '@/server/db/schema';

interface AgeBand {
  name: string;
  sex: string | null;
  modalityId: number | null;
  min: number;
  max: number;
  order: number;
}

/**
 * The race's age-group categories, to name a result's category from its sex and age when the
 * file has no category column (timing exports often carry only `M/F` and `Age`, and a place
 * in a "division"). Team and disability categories are never derived: they are not a matter of
 * age.
 */
export async function ageBandsOf(db: Db, raceId: number) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.raceId, raceId), eq(categories.status, 'active')));
  const bands: AgeBand[] = rows
    .filter((c) => !c.isPwd && !c.isTeam && (c.ageMin !== null || c.ageMax !== null))
    .map((c) => ({
      name: c.name,
      sex: c.sex,
      modalityId: c.modalityId,
      min: c.ageMin ?? 0,
      max: c.ageMax ?? Number.MAX_SAFE_INTEGER,
      order: c.sortOrder ?? Number.MAX_SAFE_INTEGER,
    }))
    // The narrowest band wins where bands overlap (a 60+ inside a 50+), then the race's order.
    .sort((a, b) => a.max - a.min - (b.max - b.min) || a.order - b.order);

  /** The narrowest category this sex and age fall in, or null. */
  return (
    sex: string | null | undefined,
    age: number | null | undefined,
    modalityId: number | null,
  ) => {
    if (!sex || age === null || age === undefined) return null;
    const band = bands.find(
      (b) =>
        (b.sex === null || b.sex === sex) &&
        (b.modalityId === null || modalityId === null || b.modalityId === modalityId) &&
        age >= b.min &&
        age <= b.max,
    );
    return band?.name ?? null;
  };
}
