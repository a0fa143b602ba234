import { z } from 'zod';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import { ID_OR_CODE_MAX, REGISTRATION_SEARCH_MAX } from '@/contract/limits';
import type { RegistrationFilters, RegistrationPageParams } from '@/web/api/registrations';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

/**
 * A typed URL such as `?search=101` reads as a number: a bib or a CPF is text all the same.
 * Anything that does not fit is dropped, so a hand-edited link still opens.
 */
const textParam = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().trim().min(1).max(max).optional(),
    )
    .catch(undefined);

/** The tab's state in the URL: the search, the filters and the page. */
export const registrationsSearchSchema = lazySchema(() =>
  z.object({
    search: textParam(REGISTRATION_SEARCH_MAX),
    race: textParam(ID_OR_CODE_MAX),
    status: z.enum(REGISTRATION_STATUSES).optional().catch(undefined),
    origin: z.enum(REGISTRATION_ORIGINS).optional().catch(undefined),
    ...pageSearch(),
  }),
);
export type RegistrationsSearch = z.infer<typeof registrationsSearchSchema>;

export const filtersOf = (search: RegistrationsSearch): RegistrationFilters => ({
  search: search.search,
  race: search.race,
  status: search.status,
  origin: search.origin,
});

export const pageParamsOf = (search: RegistrationsSearch): RegistrationPageParams => ({
  ...filtersOf(search),
  page: search.page,
  per_page: search.per_page,
});

export const isFiltered = (search: RegistrationsSearch): boolean =>
  Object.values(filtersOf(search)).some((value) => value !== undefined);
