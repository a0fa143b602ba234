import { dataEnvelope } from '@/contract/common';
import type { CategoryCreate, CategoryUpdate } from '@/contract/categories';
import { categorySchema, type Category } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';
import { raceQueries } from './races';

const categorySavedSchema = dataEnvelope(categorySchema);

/* A race's categories are read with the event's races (`race.categories`, `raceQueries.list`);
   these writes are extensions, absent (404) on a spec-only hub, where the editor is hidden. */

/** What every category write refreshes: the race lists its categories come with. */
export const categoryWrites = () => [raceQueries.lists()] as const;

const categoriesPath = (eventCode: string, race: number | string) =>
  `/events/${encodeURIComponent(eventCode)}/races/${encodeURIComponent(String(race))}/categories`;

export async function createCategory(
  eventCode: string,
  race: number | string,
  body: CategoryCreate,
): Promise<Category> {
  const { data } = await hubRequest(categoriesPath(eventCode, race), {
    method: 'POST',
    body,
    schema: categorySavedSchema,
  });
  return data;
}

export async function updateCategory(
  eventCode: string,
  race: number | string,
  category: number,
  body: CategoryUpdate,
): Promise<Category> {
  const { data } = await hubRequest(`${categoriesPath(eventCode, race)}/${category}`, {
    method: 'PATCH',
    body,
    schema: categorySavedSchema,
  });
  return data;
}

/**
 * A category with registrations, results, or the last one an active prize rule ranks is a 409
 * `in_use` whose details say which (`categoryInUseDetailsSchema`).
 */
export async function deleteCategory(
  eventCode: string,
  race: number | string,
  category: number,
): Promise<void> {
  await hubRequest(`${categoriesPath(eventCode, race)}/${category}`, { method: 'DELETE' });
}
