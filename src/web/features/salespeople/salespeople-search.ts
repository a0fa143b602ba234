import { pageSearch, searchOf } from '@/web/lib/page-search';

export const salespeopleSearchSchema = searchOf(pageSearch());
export type SalespeopleSearch = ReturnType<typeof salespeopleSearchSchema>;
