import { describe, expect, it } from 'vitest';
import { checkHub, type HubAnswer, type HubGet } from './hub-check';

/*
 * The check against hubs made of a few answers, without a database: what each kind of answer
 * means for the verdict. The real hubs (reference, spec-only, dialects) are in hub-cli.test.ts.
 */

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
/** An event and a race as the spec's tables have them, every field present. */
const event = {
  ...Object.fromEntries(
    [
      'city',
      'state',
      'document',
      'organizer_id',
      'hub_unit_id',
      'salesperson_person_id',
      'expected_athletes',
      'difficulty_grade',
      'technical_description',
      'commercial_description',
      'regulation',
      'regulation_extra_text',
      'registration_support_whatsapp',
      'external_registration_url',
      'max_registrations',
      'hub_fee_percent',
      'refund_window_days',
      'refund_summary',
      'logo_url',
      'banner_url',
      'regulation_pdf_url',
      'pipeline_stage_id',
    ].map((field) => [field, null]),
  ),
  ...Object.fromEntries(
    [
      'regulation_acceptance_required',
      'has_selftiming',
      'has_qrcode_list',
      'has_medical',
      'certificate_enabled',
      'is_free',
      'registration_open',
    ].map((field) => [field, false]),
  ),
  id: 7,
  code: 'CWB-27',
  name: 'Corrida de Curitiba',
  status: 'active',
  date: '2027-04-21',
  bib_count: 0,
  tag_count: 0,
  paid_tag_base_count: 0,
  sales_mode: 'platform',
  registration_opens_at: '2026-12-02T00:00:00-03:00',
  registration_closes_at: '2027-04-10T23:59:00-03:00',
  service_fee_cents: 690,
  service_fee_mode: 'buyer',
  ...stamps,
};
const race = {
  id: 501,
  event_id: 7,
  code: '10K',
  name: 'Corrida 10K',
  distance: 10,
  distance_label: '10 km',
  sort_order: null,
  starts_at: '2027-04-21T06:30:00-03:00',
  type: 'road',
  scoring_type: 'net_time',
  duration_minutes: null,
  lap_count: null,
  lap_distance: null,
  registration_limit: 500,
  sem_classificacao: false,
  status: 'active',
  results_status: 'pending',
  ...stamps,
};
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 15, total: data.length, last_page: 1 },
  links: { next: null, prev: null },
});
const ok = (body: unknown): HubAnswer => ({ status: 200, body, json: true });
const notFound: HubAnswer = {
  status: 404,
  body: { error: 'not_found', message: 'Rota não encontrada.', details: null },
  json: true,
};

/** A hub answering `routes` (by path, query left out), 404 elsewhere, 401 without a key. */
const hubOf =
  (routes: Record<string, HubAnswer | (() => HubAnswer)>): HubGet =>
  async (path, { anonymous } = {}) => {
    if (anonymous)
      return {
        status: 401,
        body: { error: 'unauthenticated', message: 'Chave ausente.', details: null },
        json: true,
      };
    const answer = routes[path.replace(/\?.*$/, '')];
    return typeof answer === 'function' ? answer() : (answer ?? notFound);
  };

const specHub = (overrides: Record<string, HubAnswer | (() => HubAnswer)> = {}) =>
  hubOf({
    '/events': ok(page([event])),
    '/events/CWB-27/races/10K/prize-rules': ok(page([])),
    '/events/CWB-27/races/10K/vacancy': ok({
      data: {
        race_id: String(race.id),
        registration_limit: '500',
        registrations_count: '12',
        vacancy: { available: 488, unlimited: false, percent_filled: 2.4, status: 'open' },
      },
    }),
    '/events/CWB-27/races': ok({ data: [race] }),
    '/salespeople': ok(page([])),
    ...overrides,
  });

const check = (get: HubGet) =>
  checkHub(get, {
    hub: 'http://hub.test/api/v1',
    timeZone: 'America/Sao_Paulo',
    sleep: async () => undefined,
  });

describe('checkHub', () => {
  it('asks again after a 429 and reads the second answer', async () => {
    let calls = 0;
    const report = await check(
      specHub({
        '/salespeople': () =>
          ++calls === 1
            ? {
                status: 429,
                body: { error: 'rate_limited', message: 'Devagar.' },
                json: true,
                retryAfter: 2,
              }
            : ok(page([])),
      }),
    );
    expect(calls).toBe(2);
    expect(report.endpoints.find((e) => e.path === '/salespeople')).toMatchObject({
      status: 200,
      outcome: 'ok',
    });
  });

  it('a date no reader understands is shown as text: a limit (3)', async () => {
    const report = await check(
      specHub({ '/events/CWB-27/races': ok({ data: [{ ...race, starts_at: 'amanhã cedo' }] }) }),
    );
    expect(report.exit_code).toBe(3);
    expect(report.reasons).toContainEqual({ code: 'unreadable_dates', fields: ['race.starts_at'] });
  });

  it('booleans as 0/1 and numbers as strings are read leniently', async () => {
    const lenient = { ...event, is_free: 0, bib_count: '120' };
    const report = await check(
      specHub({ '/events': ok(page([lenient])), '/events/CWB-27': ok({ data: lenient }) }),
    );
    const findings = report.endpoints.find((e) => e.path === '/events')?.findings;
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'event.is_free',
          code: 'boolean_as_number_or_text',
          effect: 'lenient',
        }),
        expect.objectContaining({
          field: 'event.bib_count',
          code: 'number_as_string',
          example: '"120"',
        }),
      ]),
    );
    expect(report.reasons.map((r) => r.code)).not.toContain('unreadable_fields');
  });

  it('a hub without events can only be checked in part (3)', async () => {
    const report = await check(hubOf({ '/events': ok(page([])), '/salespeople': ok(page([])) }));
    expect(report).toMatchObject({ event: null, exit_code: 3 });
    expect(report.reasons).toContainEqual({ code: 'no_event' });
    expect(report.endpoints.filter((e) => e.note === 'no_event').length).toBeGreaterThan(10);
  });

  it('an error outside the envelope is a limit; a hub that does not answer cannot be used', async () => {
    const html: HubAnswer = { status: 404, body: '<h1>Not Found</h1>', json: false };
    const limited = await check(specHub({ '/modalities': html }));
    expect(limited.reasons).toContainEqual({ code: 'error_envelope', path: '/modalities' });

    const down = await check(async () => {
      throw new TypeError('fetch failed');
    });
    expect(down.exit_code).toBe(1);
    expect(down.reasons).toContainEqual({ code: 'endpoint_failed', path: '/events', status: null });
  });
});
