import type { APIRequestContext } from '@playwright/test';

/** Demo event codes carry the year of their date, counted in days from today (seed/demo-data.ts). */
export const yearIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .slice(0, 4);

/** The day `days` from today in São Paulo, `YYYY-MM-DD`: demo events sit on such days. */
export const dayIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });

/** The code of the demo event whose code starts with `prefix`, as the hub lists it. */
export async function eventCode(request: APIRequestContext, prefix: string): Promise<string> {
  const res = await request.get('/api/v1/events?per_page=100');
  const body = (await res.json()) as { data: { code: string }[] };
  const found = body.data.find((e) => e.code.startsWith(prefix));
  if (!found) throw new Error(`no demo event ${prefix}`);
  return found.code;
}

/** Registrations of a race, from its vacancy (the hub sends the count as a string). */
export async function registered(request: APIRequestContext, event: string, race: string) {
  const res = await request.get(`/api/v1/events/${event}/races/${race}/vacancy`);
  return Number(
    ((await res.json()) as { data: { registrations_count: string } }).data.registrations_count,
  );
}
