import type { resultSchema } from '@/contract/results';
import { resultOut } from '@/server/hub/results/results.serialize';
import {
  registrationItemOut,
  type ListedRegistration,
} from '@/server/hub/registrations/registrations.serialize';
import type { Out, Row } from '@/server/hub/serialize';

/** An import's registration as the registrations list shows it (document masked). */
export const importedRegistrationOut = (r: ListedRegistration) => registrationItemOut(r);

/** An import's result as the results list shows it, without its splits (a preview of who). */
export const importedResultOut = (r: Row<'results'>): Out<typeof resultSchema> => resultOut(r, []);
