import { describe, expect, it } from 'vitest';
import { eventSchema } from '@/contract/events';
import { sameHubInstant } from '@/contract/hub-time';
import { hubDateForms } from '@/testing/hub-date-forms';
import { makeEvent } from '@/testing/web/hub-stub';
import {
  emptyEventForm,
  eventFormSchema,
  eventToForm,
  toEventPatch,
  type EventFormValues,
} from './event-form-schema';

const TZ = 'America/Sao_Paulo';
const schema = eventFormSchema(TZ, 'Obrigatório');

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm(),
  name: 'Meia Maratona de Curitiba 2028',
  code: 'MEIA-CWB-2028',
  date: '2028-09-24',
  registration_opens_at: '2028-03-01T00:00',
  registration_closes_at: '2028-09-20T23:59',
  ...overrides,
});

const problems = (values: EventFormValues) =>
  schema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the event form', () => {
  it('sends the window as instants of the hub zone, empty texts left to the hub', () => {
    const body = schema.parse(filled({ city: ' Curitiba ', service_fee_cents: 490 }));
    expect(body).toMatchObject({
      name: 'Meia Maratona de Curitiba 2028',
      code: 'MEIA-CWB-2028',
      city: 'Curitiba',
      registration_opens_at: '2028-03-01T00:00:00-03:00',
      registration_closes_at: '2028-09-20T23:59:00-03:00',
      service_fee_cents: 490,
      sales_mode: 'platform',
    });
    expect(body).not.toHaveProperty('regulation');
  });

  it("puts the contract's rules on the inputs", () => {
    expect(problems(filled({ code: '2028', registration_closes_at: null }))).toEqual([
      'registration_closes_at: Obrigatório',
      'code: O código precisa de pelo menos uma letra (só números é lido como id)',
    ]);
    expect(problems(filled({ sales_mode: 'external' }))).toEqual([
      'external_registration_url: Venda externa precisa do endereço de inscrição',
    ]);
  });

  it('edits send only what changed; an emptied field is cleared', () => {
    const event = makeEvent({
      code: 'MEIA-CWB-2028',
      name: 'Meia',
      date: '2028-09-24',
      city: 'Curitiba',
      registration_opens_at: '2028-03-01T00:00:00-03:00',
      registration_closes_at: '2028-09-20T23:59:00-03:00',
      logo_url: 'https://cdn.example.com/logo.png',
    });
    const unchanged = schema.parse(eventToForm(event, TZ));
    expect(toEventPatch(unchanged, event)).toEqual({});
    const changed = schema.parse({
      ...eventToForm(event, TZ),
      city: '',
      logo_url: '',
      name: 'Meia 2028',
    });
    expect(toEventPatch(changed, event)).toEqual({ name: 'Meia 2028', city: null, logo_url: '' });
  });
});

describe('an event saved unchanged keeps the registration window the hub gave', () => {
  const opens = hubDateForms('2027-01-10 08:00:00', TZ);
  const closes = hubDateForms('2027-05-20 23:59:00', TZ);
  it.each(opens.map(([form, value], i) => [form, value, closes[i][1]]))(
    '%s',
    (_form, opensAt, closesAt) => {
      const event = eventSchema.parse({
        ...makeEvent({ date: '2027-06-01' }),
        registration_opens_at: opensAt,
        registration_closes_at: closesAt,
      });
      const values = eventToForm(event, TZ);
      expect(values.registration_opens_at).toBe('2027-01-10T08:00');
      const body = eventFormSchema(TZ, 'Obrigatório', event).parse(values);
      expect(sameHubInstant(String(body.registration_opens_at), opensAt, TZ)).toBe(true);
      expect(sameHubInstant(String(body.registration_closes_at), closesAt, TZ)).toBe(true);
      const patch = toEventPatch(body, event);
      expect(patch).not.toHaveProperty('registration_opens_at');
      expect(patch).not.toHaveProperty('registration_closes_at');
    },
  );
});

describe("an event in a hub's own words", () => {
  it('saves unchanged without sending its status, sales or fee words', () => {
    const event = eventSchema.parse({
      ...makeEvent({ date: '2027-06-01' }),
      status: 'published',
      sales_mode: 'marketplace',
      service_fee_mode: 'split',
      registration_opens_at: '2027-01-10 08:00:00',
      registration_closes_at: '2027-05-20 23:59:00',
    });
    const values = eventToForm(event, TZ);
    expect(values).toMatchObject({ status: 'published', sales_mode: 'marketplace' });
    const body = eventFormSchema(TZ, 'Obrigatório', event).parse(values);
    expect(body).not.toHaveProperty('status');
    expect(toEventPatch(body, event)).toEqual({});
    const picked = eventFormSchema(TZ, 'Obrigatório', event).parse({ ...values, status: 'active' });
    expect(toEventPatch(picked, event)).toEqual({ status: 'active' });
  });
});
