import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Race } from '@/contract/races';
import { sampleEventConfig } from '@/testing/event-config';
import {
  hubError,
  makeBatch,
  makeCategory,
  makeEvent,
  makePrizeRule,
  makeRace,
  makeRetention,
  page,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { setHubTimeZone } from '@/web/i18n/i18n';

const event = makeEvent({
  code: 'MEIA-CWB-2028',
  name: 'Meia de Curitiba 2028',
  date: '2028-09-22',
});
const CATALOGUE = [
  { id: 1, name: 'Geral', is_default: true },
  { id: 3, name: 'PCD', is_default: false },
];

const source = makeEvent({ id: 2, code: 'MEIA-CWB-2027', name: 'Meia de Curitiba 2027' });
const sourceRace = makeRace(source.id, {
  id: 21,
  code: '21K',
  name: 'Meia Maratona 21K',
  starts_at: `${source.date}T07:00:00-03:00`,
  modalities: [{ id: 1, name: 'Geral', is_default: true }],
  categories: [
    makeCategory({ id: 31, race_id: 21, name: 'M 18-29' }),
    makeCategory({ id: 32, race_id: 21, name: 'F 18-29', sex: 'F' }),
  ],
});

/** The source event of a copy: one race with its categories and a rule; payouts summing 90 %. */
const sourceEventRoutes = {
  'GET /api/v1/events': () => page([source, event], 1, 100),
  'GET /api/v1/events/MEIA-CWB-2027': () => ({ data: source }),
  'GET /api/v1/events/MEIA-CWB-2027/races': () => ({ data: [sourceRace] }),
  'GET /api/v1/events/MEIA-CWB-2027/races/21/prize-rules': () =>
    page([makePrizeRule({ race_id: 21, event_id: source.id })], 1, 100),
  'GET /api/v1/events/MEIA-CWB-2027/batches': () => ({
    data: [makeBatch(source.id, { race_prices: { '21': 15990 } })],
  }),
  'GET /api/v1/events/MEIA-CWB-2027/registration-fields': () => ({ data: [] }),
  'GET /api/v1/events/MEIA-CWB-2027/legal-discounts': () => ({ data: [] }),
  'GET /api/v1/events/MEIA-CWB-2027/retention': () => ({
    data: makeRetention(source.id, [
      [50, -10],
      [40, 0],
    ]),
  }),
};

/** A hub with an empty event that keeps the races it is sent; the first batch write fails. */
function emptyEventHub(session = signedIn, extra: Parameters<typeof stubHub>[0] = {}) {
  const races: Race[] = [];
  let batchWrites = 0;
  const stub = stubHub({
    'GET /auth/session': () => session,
    'GET /api/v1/events/MEIA-CWB-2028': () => ({ data: event }),
    'GET /api/v1/events/MEIA-CWB-2028/races': () => ({ data: races }),
    'GET /api/v1/events/MEIA-CWB-2028/batches': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/registration-fields': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/legal-discounts': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/retention': () =>
      hubError(404, 'not_found', 'Este evento não tem regras de repasse próprias.'),
    'GET /api/v1/modalities': () => ({ data: CATALOGUE }),
    'POST /api/v1/events/MEIA-CWB-2028/races': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown> & {
        modality_ids?: number[];
      };
      const race = makeRace(event.id, {
        ...(body as Partial<Race>),
        id: 100 + races.length,
        modalities: (body.modality_ids ?? []).map((id) => ({
          ...CATALOGUE.find((m) => m.id === id)!,
          is_default: id === body.default_modality_id,
        })),
      });
      races.push(race);
      return { data: race };
    },
    'POST /api/v1/events/MEIA-CWB-2028/batches': () =>
      ++batchWrites === 1
        ? hubError(500, 'server_error', 'Erro inesperado no servidor.')
        : { data: { id: 7 } },
    'POST /api/v1/events/MEIA-CWB-2028/registration-fields': () => ({ data: { id: 9 } }),
    'PUT /api/v1/events/MEIA-CWB-2028/legal-discounts': () => ({ data: [] }),
    'PUT /api/v1/events/MEIA-CWB-2028/retention': () => ({ data: {} }),
    // The races it creates have no prize rules yet.
    ...Object.fromEntries(
      [100, 101].map((id) => [
        `GET /api/v1/events/MEIA-CWB-2028/races/${id}/prize-rules`,
        () => page([], 1, 100),
      ]),
    ),
    ...extra,
  });
  const writes = () =>
    stub.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);
  return { writes };
}

/** Presses the plan's apply button and confirms it in the dialog. */
async function applyFrom(plan: HTMLElement, label: string, user: UserEvent) {
  await user.click(await within(plan).findByRole('button', { name: label }));
  const confirm = await screen.findByRole('dialog', { name: 'Aplicar a configuração' });
  await user.click(within(confirm).getByRole('button', { name: label }));
}

describe('copying a configuration into an event', () => {
  it('shows the dates moved, stops at a failure with what was done, and a second apply continues', async () => {
    const { writes } = emptyEventHub();
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });

    await user.click(await screen.findByText('De um arquivo'));
    const file = new File([JSON.stringify(sampleEventConfig)], 'meia-2027.json', {
      type: 'application/json',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    const dates = await screen.findByRole('region', { name: 'Datas antes e depois' });
    const start = within(dates).getByRole('row', { name: /Largada 21K/ });
    expect(start).toHaveTextContent('24/09/2027, 07:00');
    expect(start).toHaveTextContent('22/09/2028, 07:00');
    const plan = screen.getByRole('region', { name: 'Plano' });
    expect(within(plan).getByText(/4 a criar, 2 a atualizar/)).toBeInTheDocument();

    await applyFrom(plan, 'Aplicar 6 mudanças', user);

    expect(
      await screen.findByText(/Parou em Lote 1º Lote: 2 mudanças gravadas antes/),
    ).toBeVisible();
    expect(writes()).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/races',
      'POST /api/v1/events/MEIA-CWB-2028/races',
      'POST /api/v1/events/MEIA-CWB-2028/batches',
    ]);

    // Read again: the races are there, the rest is what is left to do.
    expect(await within(plan).findByText(/2 a criar, 2 a atualizar, 2 sem mudança/)).toBeVisible();
    await applyFrom(plan, 'Aplicar 4 mudanças', user);
    expect(await screen.findByText('Configuração aplicada: 4 mudanças gravadas.')).toBeVisible();
    expect(writes().slice(3)).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/batches',
      'POST /api/v1/events/MEIA-CWB-2028/registration-fields',
      'PUT /api/v1/events/MEIA-CWB-2028/legal-discounts',
      'PUT /api/v1/events/MEIA-CWB-2028/retention',
    ]);
  });

  afterEach(() => setHubTimeZone(undefined));

  it("moves the dates in the hub's zone: a 07:00 start stays 07:00 across daylight saving", async () => {
    // New York is at -05:00 the week of the file's event, at -04:00 on the target's day.
    emptyEventHub({ ...signedIn, time_zone: 'America/New_York' });
    const march = {
      ...sampleEventConfig,
      event: { ...sampleEventConfig.event, date: '2027-03-13' },
      races: sampleEventConfig.races.map((race) => ({
        ...race,
        starts_at: race.starts_at.replace('2027-09-24', '2027-03-13').replace('-03:00', '-05:00'),
      })),
      batches: [],
    };
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });
    await user.click(await screen.findByText('De um arquivo'));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([JSON.stringify(march)], 'march.json', { type: 'application/json' }),
    );
    const dates = await screen.findByRole('region', { name: 'Datas antes e depois' });
    const start = within(dates).getByRole('row', { name: /Largada 21K/ });
    expect(start).toHaveTextContent('13/03/2027, 07:00');
    expect(start).toHaveTextContent('22/09/2028, 07:00');
  });

  it('copies a source that breaks a rule: what breaks it stays behind, said in words, with a link to fix it', async () => {
    const { writes } = emptyEventHub(signedIn, {
      ...sourceEventRoutes,
      'POST /api/v1/events/MEIA-CWB-2028/races/100/categories': () => ({ data: { id: 1 } }),
      'POST /api/v1/events/MEIA-CWB-2028/races/100/prize-rules': () => ({ data: { id: 1 } }),
    });
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });
    const select = await screen.findByRole('combobox', { name: 'Evento de origem' });
    await user.type(select, 'Meia');
    // Mantine keeps the open dropdown hidden from jsdom's style checks (no layout here).
    await user.click(await screen.findByRole('option', { name: /MEIA-CWB-2027/, hidden: true }));

    const plan = await screen.findByRole('region', { name: 'Plano' });
    // Named as the organizer names them: the category under its race, the rule by its number.
    const category = await within(plan).findByRole('row', { name: /^Categoria M 18-29/ });
    expect(category).toHaveTextContent('Meia Maratona 21K');
    expect(within(plan).getByRole('row', { name: /^Regra de premiação nº 1/ })).toHaveTextContent(
      'Criar',
    );
    const retention = within(plan).getByRole('row', { name: /^Repasse/ });
    expect(retention).toHaveTextContent('Fica para trás: quebra uma regra');
    expect(retention).toHaveTextContent('As regras somam 90%, precisam somar 100%');
    expect(
      within(retention).getByRole('link', { name: 'Corrigir no evento de origem' }),
    ).toHaveAttribute('href', '/events/MEIA-CWB-2027/retention');
    expect(
      within(plan).getByText(/^O repasse fica para trás porque o evento de origem/),
    ).toBeVisible();
    expect(within(plan).getByText(/Diferenças \(atual → evento de origem\)/)).toBeVisible();

    // Not blocked: the rest applies (the race, its batch, its two categories and its rule).
    await applyFrom(plan, 'Aplicar 5 mudanças', user);
    // The stub fails the first batch write: the categories wait for a second apply.
    expect(await screen.findByText(/Parou em Lote 1º Lote/)).toBeVisible();
    expect(writes()).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/races',
      'POST /api/v1/events/MEIA-CWB-2028/batches',
    ]);
    await applyFrom(plan, 'Aplicar 4 mudanças', user);
    expect(await screen.findByText('Configuração aplicada: 4 mudanças gravadas.')).toBeVisible();
    expect(writes().slice(2)).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/batches',
      'POST /api/v1/events/MEIA-CWB-2028/races/100/categories',
      'POST /api/v1/events/MEIA-CWB-2028/races/100/categories',
      'POST /api/v1/events/MEIA-CWB-2028/races/100/prize-rules',
    ]);
  });

  it('says item by item what a hub without categories leaves behind', async () => {
    stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/MEIA-CWB-2028': () => ({ data: event }),
      'GET /api/v1/events/MEIA-CWB-2028/races': () => hubError(404, 'not_found', 'Não encontrado'),
      'GET /api/v1/modalities': () => ({ data: CATALOGUE }),
    });
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });
    await screen.findByText(/copie de um arquivo exportado/);
    const withAwards = {
      ...sampleEventConfig,
      categories: [
        { race: '21K', name: 'M 18-29', sex: 'M', age_min: 18, age_max: 29 },
        { race: '21K', name: 'F 18-29', sex: 'F', age_min: 18, age_max: 29 },
      ],
      prize_rules: [
        { race: '21K', seq: 1, ranking_type: 'overall', tipo_premiacao: 'trofeu', ranking_cut: 5 },
      ],
    };
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([JSON.stringify(withAwards)], 'meia.json', { type: 'application/json' }),
    );
    const plan = await screen.findByRole('region', { name: 'Plano' });
    expect(
      await within(plan).findByText(
        '2 categorias e 1 regra de premiação ficam para trás: este hub não permite criá-las.',
      ),
    ).toBeVisible();
    expect(within(plan).getAllByText('Fica para trás: o hub não cria')).toHaveLength(3);
  });
});
