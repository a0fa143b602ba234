import { vi } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import type { LegalDiscount } from '@/contract/legal-discounts';
import type { RegistrationField } from '@/contract/registration-fields';
import type { RetentionPolicy } from '@/contract/retention';
import type { Category, PrizeRule, Race } from '@/contract/races';
import type { SessionInfo } from '@/contract/session';

type Reply = Response | Record<string, unknown> | null;
export type Handler = (url: URL, init: RequestInit) => Reply | Promise<Reply>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export const hubError = (status: number, error: string, message: string) =>
  json({ error, message, details: null }, status);

export const signedIn: SessionInfo = {
  signed_in: true,
  key_hint: 'hub_...a1b2',
  hub_url: 'http://localhost/api/v1',
  extensions: true,
  time_zone: 'America/Sao_Paulo',
};

/**
 * Stubs `fetch`, the app's only way out: `'GET /api/v1/events'` -> handler. Unknown routes fail
 * the test loudly. Every call is recorded with its method, URL and headers.
 */
export function stubHub(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; headers: Headers; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({
      method,
      url,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return hubError(599, 'unstubbed', `No stub for ${method} ${url.pathname}`);
    const reply = await handler(url, init);
    if (reply instanceof Response) return reply;
    return reply === null ? new Response(null, { status: 204 }) : json(reply);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

export function page<T>(data: T[], page = 1, perPage = 15, total = data.length) {
  return {
    data,
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    links: { next: null, prev: null },
  };
}

let nextId = 1;
export function makeEvent(overrides: Partial<HubEvent> = {}): HubEvent {
  const id = nextId++;
  return {
    id,
    code: `EVT-${id}`,
    name: `Corrida ${id}`,
    status: 'active',
    date: '2027-04-21',
    city: 'São Paulo',
    state: 'SP',
    document: null,
    organizer_id: null,
    hub_unit_id: null,
    salesperson_person_id: null,
    expected_athletes: 500,
    bib_count: 0,
    tag_count: 0,
    paid_tag_base_count: 0,
    difficulty_grade: null,
    technical_description: null,
    commercial_description: null,
    regulation: null,
    regulation_acceptance_required: false,
    regulation_extra_text: null,
    has_selftiming: false,
    has_qrcode_list: false,
    has_medical: false,
    registration_support_whatsapp: null,
    certificate_enabled: false,
    sales_mode: 'platform',
    external_registration_url: null,
    is_free: false,
    registration_open: true,
    registration_opens_at: '2026-12-02T00:00:00-03:00',
    registration_closes_at: '2027-04-10T23:59:00-03:00',
    max_registrations: null,
    hub_fee_percent: '7.5',
    service_fee_cents: 690,
    service_fee_mode: 'buyer',
    refund_window_days: 7,
    refund_summary: null,
    logo_url: null,
    banner_url: null,
    regulation_pdf_url: null,
    pipeline_stage_id: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A road 10K of the event, as `GET /events/{e}/races` sends it. */
export function makeRace(eventId: number, overrides: Partial<Race> = {}): Race {
  return {
    id: 501,
    event_id: eventId,
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
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    modalities: [{ id: 1, name: 'Geral', is_default: true }],
    categories_count: '4',
    ...overrides,
  };
}

/** An overall top-5 men's trophy rule, as `GET /events/{e}/races/{r}/prize-rules` sends it. */
export function makePrizeRule(overrides: Partial<PrizeRule> = {}): PrizeRule {
  return {
    id: 1,
    race_id: 10,
    event_id: 1,
    seq: 1,
    modality_id: null,
    ranking_type: 'overall',
    ranking_cut: 5,
    gender_filter: 'M',
    pne_filter: null,
    dupla_prem: null,
    tipo_premiacao: 'trofeu',
    eqp_apuracao: null,
    eqp_n_melhores: null,
    eqp_base_ranking: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    modality: null,
    ...overrides,
  };
}

/** A men's 18-29 age group of an active race, as the race list sends it in `race.categories`. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    race_id: 501,
    event_id: 1,
    name: 'M 18-29',
    type: 'age_group',
    modality_id: 1,
    category_group_id: 'faixa-etaria',
    sex: 'M',
    age_min: 18,
    age_max: 29,
    award_count: 3,
    is_pwd: false,
    is_team: false,
    sort_order: 1,
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    modality: { id: 1, name: 'Geral' },
    ...overrides,
  };
}

const STAMPS = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

/** A legal discount of the event: half off, on, without proof. */
export function makeLegalDiscount(
  eventId: number,
  overrides: Partial<LegalDiscount> = {},
): LegalDiscount {
  return {
    id: nextId++,
    event_id: eventId,
    type: 'senior',
    discount_type: 'percent',
    value: 50,
    requires_proof: false,
    is_active: true,
    ...STAMPS,
    ...overrides,
  };
}

/** A batch selling race 1 for R$ 200,00 from January until ten days before a 25 May event. */
export function makeBatch(eventId: number, overrides: Partial<Batch> = {}): Batch {
  return {
    id: nextId++,
    event_id: eventId,
    name: '1º Lote',
    starts_at: '2027-01-01T00:00:00-03:00',
    ends_at: '2027-05-15T23:59:00-03:00',
    includes_kit: true,
    max_quantity: null,
    quantity_sold: 0,
    quantity_reserved: 0,
    is_active: true,
    installments_enabled: false,
    max_installments: 1,
    absorb_installment_interest: false,
    sort_order: 0,
    race_prices: { '1': 20000 },
    ...STAMPS,
    ...overrides,
  };
}

/** The event's own retention rules, `[percent, offset_days]` each. */
export function makeRetention(
  eventId: number,
  rules: [percent: number, offset: number][],
): RetentionPolicy {
  return {
    id: nextId++,
    hub_id: 1,
    event_id: eventId,
    scope: 'event',
    status: 'active',
    ...STAMPS,
    rules: rules.map(([percent, offset_days]) => ({
      id: nextId++,
      percent,
      anchor: 'event_date',
      offset_days,
    })),
  };
}

/** A text field of the registration form, active and optional. */
export function makeField(
  eventId: number,
  overrides: Partial<RegistrationField> = {},
): RegistrationField {
  return {
    id: nextId++,
    event_id: eventId,
    key: 'campo',
    label: 'Campo',
    type: 'text',
    options: [],
    validation_rules: [],
    help_text: '',
    is_required: false,
    show_only_with_kit: false,
    is_active: true,
    sort_order: 0,
    ...STAMPS,
    ...overrides,
  };
}
