import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import { ID_OR_CODE_MAX, REGISTRATION_SEARCH_MAX } from '@/contract/limits';
import type { RegistrationFilters, RegistrationPageParams } from '@/web/api/registrations';
import { oneOfSearch, pageSearch, searchOf, textSearch } from '@/web/lib/page-search';

/** The tab's state in the URL: the search, the filters and the page. */
export const registrationsSearchSchema = searchOf({
  search: textSearch(REGISTRATION_SEARCH_MAX),
  race: textSearch(ID_OR_CODE_MAX),
  status: oneOfSearch(REGISTRATION_STATUSES),
  origin: oneOfSearch(REGISTRATION_ORIGINS),
  ...pageSearch(),
});
export type RegistrationsSearch = ReturnType<typeof registrationsSearchSchema>;

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
