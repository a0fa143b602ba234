import { z } from 'zod/mini';
import {
  DELETABLE_ORIGINS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@/contract/enums';

type DeletableOrigin = (typeof DELETABLE_ORIGINS)[number];

/** What `DELETE /events/{e}/registrations` is sent; `online` cannot be expressed. */
export interface RegistrationDeleteFilters {
  race_id?: number;
  status?: RegistrationStatus;
  origin?: DeletableOrigin;
}

/** The filter form: a race picked from the list (its id) or typed; empty means all. */
export function registrationFiltersSchema(raceIdMessage: string) {
  return z.object({
    race_id: z.nullable(z.string().check(z.trim(), z.regex(/^\d*$/, raceIdMessage))),
    status: z.nullable(z.enum(REGISTRATION_STATUSES)),
    origin: z.nullable(z.enum(DELETABLE_ORIGINS)),
  });
}
export type RegistrationFilterValues = z.infer<ReturnType<typeof registrationFiltersSchema>>;

export const emptyRegistrationFilters: RegistrationFilterValues = {
  race_id: null,
  status: null,
  origin: null,
};

export function toDeleteFilters(values: RegistrationFilterValues): RegistrationDeleteFilters {
  const filters: RegistrationDeleteFilters = {};
  if (values.race_id) filters.race_id = Number(values.race_id);
  if (values.status) filters.status = values.status;
  if (values.origin) filters.origin = values.origin;
  return filters;
}

/** The typed confirmation: exactly the event code, case and spaces included. */
export function confirmationMatches(typed: string, eventCode: string): boolean {
  return eventCode.length > 0 && typed === eventCode;
}
