import { z } from 'zod/mini';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import { ID_OR_CODE_MAX, REGISTRATION_SEARCH_MAX } from '@/contract/limits';
import type { RegistrationFilters, RegistrationPageParams } from '@/web/api/registrations';
import { lazySchema, pageSearch, textSearch } from '@/web/lib/page-search';

/** The tab's state in the URL: the search, the filters and the page. */
export const registrationsSearchSchema = lazySchema(() =>
  z.object({
    search: textSearch(REGISTRATION_SEARCH_MAX),
    race: textSearch(ID_OR_CODE_MAX),
    status: z.catch(z.optional(z.enum(REGISTRATION_STATUSES)), undefined),
    origin: z.catch(z.optional(z.enum(REGISTRATION_ORIGINS)), undefined),
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
