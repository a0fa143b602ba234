import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { events } from '@/server/db/schema';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { columnOf } from './event-rules';
import { eventFields } from '@/contract/event-writes';

const eventBody = dataEnvelope(eventSchema);

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

let n = 0;
const newEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meia Maratona de Curitiba 2028',
  code: `MEIA-CWB-2028-${++n}`,
  date: '2028-09-24',
  registration_opens_at: '2028-03-01T00:00:00-03:00',
  registration_closes_at: '2028-09-20T23:59:00-03:00',
  ...overrides,
});

async function problems(res: Response, status = 422) {
  expect(res.status).toBe(status);
  return errorBodySchema.parse(await res.json()).details;
}

describe('POST /events (extension)', () => {
  it('names each missing required field "Obrigatório", and a wrong type by its type', async () => {
    const { name: _, code: __, ...rest } = newEvent();
    const details = await problems(
      await hub.call('POST', '/events', { json: { ...rest, date: 20280924 } }),
    );
    expect(details).toMatchObject({ name: ['Obrigatório'], code: ['Obrigatório'] });
    expect((details as Record<string, string[]>).date[0]).toMatch(
      /^Entrada inválida: esperava um texto/,
    );
  });

  it('creates an event with what it needs, and every other field the event has', async () => {
    const body = newEvent({
      city: 'Curitiba',
      state: 'pr',
      status: 'inactive',
      expected_athletes: 3000,
      hub_fee_percent: '7.50',
      service_fee_cents: 490,
      service_fee_mode: 'organizer',
      sales_mode: 'platform',
      regulation: 'Regulamento completo...',
      regulation_acceptance_required: true,
      has_medical: true,
      refund_window_days: 7,
      logo_url: 'https://cdn.example.com/logo.png',
    });
    const res = await hub.call('POST', '/events', { json: body });
    expect(res.status).toBe(201);
    const { data } = eventBody.parse(await res.json());
    expect(data).toMatchObject({
      code: body.code,
      name: body.name,
      date: '2028-09-24',
      state: 'PR',
      status: 'inactive',
      registration_opens_at: '2028-03-01T00:00:00-03:00',
      registration_closes_at: '2028-09-20T23:59:00-03:00',
      hub_fee_percent: '7.50',
      service_fee_cents: 490,
      service_fee_mode: 'organizer',
      regulation_acceptance_required: true,
      has_medical: true,
      refund_window_days: 7,
      logo_url: 'https://cdn.example.com/logo.png',
      bib_count: 0,
      is_free: false,
    });
    const read = await hub.call('GET', `/events/${body.code}`);
    expect(eventBody.parse(await read.json()).data.id).toBe(data.id);
  });

  it('names the field of every rule it breaks', async () => {
    expect(
      await problems(await hub.call('POST', '/events', { json: newEvent({ code: '2028' }) })),
    ).toEqual({
      code: ['O código precisa de pelo menos uma letra (só números é lido como id)'],
    });
    const taken = newEvent();
    expect((await hub.call('POST', '/events', { json: taken })).status).toBe(201);
    expect(await problems(await hub.call('POST', '/events', { json: taken }))).toEqual({
      code: [`Já existe um evento com o código ${taken.code}`],
    });
    expect(
      await problems(
        await hub.call('POST', '/events', {
          json: newEvent({ registration_closes_at: '2028-02-01T00:00:00-03:00' }),
        }),
      ),
    ).toEqual({ registration_closes_at: ['O fim das inscrições deve ser depois do início'] });
    expect(
      await problems(
        await hub.call('POST', '/events', {
          json: newEvent({ registration_closes_at: '2028-09-25T08:00:00-03:00' }),
        }),
      ),
    ).toEqual({ registration_closes_at: ['As inscrições fecham depois do dia do evento'] });
    expect(
      Object.keys(
        (await problems(
          await hub.call('POST', '/events', {
            json: newEvent({
              organizer_id: 999_999,
              state: 'Paraná',
              hub_fee_percent: '101',
              logo_url: 'javascript:alert(1)',
              name: undefined,
            }),
          }),
        ))!,
      ).sort(),
    ).toEqual(['hub_fee_percent', 'logo_url', 'name', 'state']);
    expect(
      await problems(
        await hub.call('POST', '/events', { json: newEvent({ sales_mode: 'external' }) }),
      ),
    ).toEqual({ external_registration_url: ['Venda externa precisa do endereço de inscrição'] });
    expect(
      await problems(
        await hub.call('POST', '/events', { json: newEvent({ organizer_id: 999_999 }) }),
      ),
    ).toEqual({ organizer_id: ['Organizador 999999 não encontrado'] });
    // Media: http(s) or a path on the hub's own site; never another scheme or another host.
    for (const [logo_url, status] of [
      ['/media/logo.svg', 201],
      ['https://cdn.example.com/logo.png', 201],
      ['//evil.example.com/x.svg', 422],
      ['data:image/svg+xml,<svg/>', 422],
      ['http://', 422],
    ] as const)
      expect(
        (await hub.call('POST', '/events', { json: newEvent({ logo_url }) })).status,
        logo_url,
      ).toBe(status);
  });

  it('gives one of two racing creates of a code, and the other a 4xx naming the code', async () => {
    const body = newEvent();
    const answers = await Promise.all(
      [1, 2].map(() => hub.call('POST', '/events', { json: body })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const loser = answers.find((r) => r.status !== 201)!;
    expect(Object.keys(errorBodySchema.parse(await loser.json()).details ?? {})).toEqual(['code']);
  });
});

describe('PATCH /events/{event} (extension)', () => {
  it('changes what it is sent, clears with null, and writes nothing for {}', async () => {
    const event = await insertEvent(hub);
    const res = await hub.call('PATCH', `/events/${event.code}`, {
      json: { name: 'Novo nome', city: null, max_registrations: 2000 },
    });
    expect(res.status).toBe(200);
    const { data } = eventBody.parse(await res.json());
    expect(data).toMatchObject({ name: 'Novo nome', city: null, max_registrations: 2000 });
    const again = await hub.call('PATCH', `/events/${event.id}`, { json: { unknown: 1 } });
    expect(eventBody.parse(await again.json()).data.updated_at).toBe(data.updated_at);
  });

  it('checks the event as it would be after the change', async () => {
    const event = await insertEvent(hub);
    const other = await insertEvent(hub);
    await createRace(hub, event.code, { name: '10 km', starts_at: '2027-03-14T06:30:00-03:00' });
    expect(
      await problems(
        await hub.call('PATCH', `/events/${event.code}`, { json: { code: other.code } }),
      ),
    ).toEqual({ code: [`Já existe um evento com o código ${other.code}`] });
    expect(
      await problems(
        await hub.call('PATCH', `/events/${event.code}`, {
          json: { registration_opens_at: '2027-03-14T07:00:00-03:00' },
        }),
      ),
    ).toEqual({
      registration_opens_at: ['A prova 10 km larga antes da abertura das inscrições'],
      registration_closes_at: ['O fim das inscrições deve ser depois do início'],
    });
    expect(
      await problems(
        await hub.call('PATCH', `/events/${event.code}`, { json: { date: '2027-03-01' } }),
      ),
    ).toEqual({ registration_closes_at: ['As inscrições fecham depois do dia do evento'] });
    expect(
      await problems(
        await hub.call('PATCH', `/events/${event.code}`, { json: { sales_mode: 'external' } }),
      ),
    ).toEqual({ external_registration_url: ['Venda externa precisa do endereço de inscrição'] });
    const renamed = await hub.call('PATCH', `/events/${event.code}`, {
      json: { code: `${event.code}-B` },
    });
    expect(renamed.status).toBe(200);
    expect((await hub.call('GET', `/events/${event.code}-B/races`)).status).toBe(200);
    expect((await hub.call('GET', `/events/${event.code}`)).status).toBe(404);
  });

  it('is 404 for an event that does not exist', async () => {
    expect((await hub.call('PATCH', '/events/NO-SUCH', { json: { name: 'x' } })).status).toBe(404);
  });
});

describe('event writes and the table', () => {
  it('every field a write may send is a column of the events table', () => {
    const columns = Object.keys(events);
    for (const field of Object.keys(eventFields)) expect(columns, field).toContain(columnOf(field));
  });
});
