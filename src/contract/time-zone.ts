/**
 * The hub's time zone when it names none. A module of its own: the console's entry needs only
 * this name, and importing time.ts for it put every time helper in the first load.
 */
export const HUB_TIME_ZONE_DEFAULT = 'America/Sao_Paulo';
