/**
 * The hub's time zone when it names none. A module of its own: the console's entry needs only
 * this name, and importing time.ts for it put every time helper in the first load.
 */
export const HUB_TIME_ZONE_DEFAULT = 'America/Sao_Paulo';

let readingZone = HUB_TIME_ZONE_DEFAULT;

/**
 * The zone a date-time without an offset is read in (`hub-time.ts`): the hub's, which each
 * program sets once it knows it (the console from its session, the CLI from `HUB_TIME_ZONE`).
 * Module state, because the response schemas that read a hub's dates are module constants.
 */
export const hubReadingZone = (): string => readingZone;
export function setHubReadingZone(timeZone: string): void {
  readingZone = timeZone;
}
