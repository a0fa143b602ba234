import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { Race } from '@/contract/races';
import {
  type Handler,
  hubError,
  makeBatch,
  makeEvent,
  makeRace,
  page,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { setLanguage } from '@/web/i18n/i18n';

const STAMP = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

const race = (id: number, code: string, name: string, overrides: Partial<Race> = {}) =>
  makeRace(1, {
    id,
    code,
    name,
    distance: null,
    distance_label: code,
    registration_limit: 100,
    categories: [],
    ...overrides,
  });

const batch: Batch = makeBatch(1, {
  id: 901,
  ends_at: '2027-02-01T00:00:00-03:00',
  includes_kit: false,
  quantity_sold: 3,
  race_prices: { '11': 10000 },
});

const vacancy = (raceId: number, limit: number, count: number) => ({
  data: {
    race_id: String(raceId),
    registration_limit: String(limit),
    registrations_count: String(count),
    vacancy: { available: Math.max(0, limit - count), unlimited: false, status: 'full' },
  },
});

const field = (id: number, label: string, type: string, extra: object = {}) => ({
  id,
  event_id: 1,
  key: `campo_${id}`,
  label,
  type,
  options: [],
  validation_rules: [],
  help_text: '',
  is_required: false,
  show_only_with_kit: false,
  is_active: true,
  sort_order: id,
  ...STAMP,
  ...extra,
});

const salesperson = {
  id: 7,
  name: 'Antônia Pereira',
  legal_name: null,
  document_type: null,
  document: null,
  email: 'antonia@example.com',
  phone: '(41) 3333-0000',
  mobile: null,
  commercial_status: 'active',
  status: 'active',
  ...STAMP,
};

function fullHub(overrides: Record<string, Handler> = {}) {
  const event = makeEvent({
    code: 'X1',
    name: 'Maratona X',
    salesperson_person_id: 7,
    counters: { registrations: '120', results: '0' },
  });
  const races = [
    race(11, '42K', 'Maratona 42K'),
    race(12, 'KIDS', 'Kids 1 km', { type: 'kids', registration_limit: null }),
  ];
  stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/X1': () => ({ data: event }),
    'GET /api/v1/events/X1/races': () => ({ data: races }),
    'GET /api/v1/events/X1/races/42K/vacancy': () => vacancy(11, 100, 120),
    'GET /api/v1/events/X1/races/KIDS/vacancy': () => ({
      data: {
        race_id: '12',
        registration_limit: null,
        registrations_count: '8',
        vacancy: { available: null, unlimited: true, status: 'unlimited' },
      },
    }),
    'GET /api/v1/events/X1/races/42K/prize-rules': () => page([], 1, 1, 3),
    'GET /api/v1/events/X1/races/KIDS/prize-rules': () => page([], 1, 1, 0),
    'GET /api/v1/events/X1/batches': () => ({ data: [batch] }),
    'GET /api/v1/events/X1/registration-fields': () => ({
      data: [field(1, 'Pelotão de largada', 'select'), field(2, 'Equipe ou assessoria', 'text')],
    }),
    'GET /api/v1/events/X1/legal-discounts': () => ({
      data: [
        {
          id: 1,
          event_id: 1,
          type: 'student',
          discount_type: 'percent',
          value: 50,
          requires_proof: true,
          is_active: true,
          ...STAMP,
        },
      ],
    }),
    'GET /api/v1/events/X1/retention': () => hubError(404, 'not_found', 'Sem regra própria.'),
    'GET /api/v1/salespeople': () => page([salesperson]),
    ...overrides,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const checklist = () => screen.getByRole('region', { name: 'O que conferir' });

describe('event configuration review', () => {
  it('paints the heading and the summary first, and the body once every read has answered', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    fullHub({
      'GET /api/v1/events/X1/races/42K/vacancy': async () => {
        await held;
        return vacancy(11, 100, 120);
      },
    });
    render(null, { url: '/events/X1' });
    expect(await screen.findByRole('heading', { name: 'Maratona X', level: 1 })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Resumo' })).toBeVisible();
    expect(within(checklist()).getByText('Conferindo a configuração…')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Provas' })).toBeNull();

    answer();
    expect(await within(checklist()).findAllByRole('listitem')).not.toHaveLength(0);
    expect(region('Provas')).toBeVisible();
  });

  it('draws every section from what the hub returns', async () => {
    fullHub();
    render(null, { url: '/events/X1' });
    expect(await screen.findByRole('heading', { name: 'Revisão da configuração' })).toBeVisible();
    expect(await within(checklist()).findAllByRole('listitem')).not.toHaveLength(0);

    const races = within(region('Provas'));
    const marathon = races.getByRole('row', { name: /Maratona 42K/ });
    expect(
      within(marathon).getByRole('progressbar', { name: 'Ocupação de Maratona 42K' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(marathon).toHaveTextContent('120 de 100');
    expect(marathon).toHaveTextContent('3 regras');
    expect(races.getByRole('row', { name: /Kids 1 km/ })).toHaveTextContent('Nenhuma regra');

    const matrix = within(region('Lotes'));
    expect(matrix.getByRole('columnheader', { name: 'Maratona 42K' })).toBeInTheDocument();
    expect(matrix.getByRole('row', { name: /1º Lote/ })).toHaveTextContent('R$ 100,00');

    const timeline = within(region('Linha do tempo das vendas'));
    expect(timeline.getAllByText('Período de inscrições').length).toBeGreaterThan(0);
    expect(timeline.getByText(/^Largada: /)).toHaveTextContent('42K, KIDS');

    // The participants' form preview loads after the review's first render, in place of its
    // placeholder section.
    await screen.findByRole('textbox', { name: 'Equipe ou assessoria' });
    const form = within(region('Formulário de inscrição'));
    expect(form.getByRole('textbox', { name: 'Equipe ou assessoria' })).toBeInTheDocument();
    expect(form.getByText('Pelotão de largada')).toBeInTheDocument();

    // Below the fold, loaded after the first render.
    expect(
      await within(region('Descontos legais')).findByText('R$ 50,00', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const seller = within(region('Vendedor'));
    expect(await seller.findByText('Antônia Pereira')).toBeInTheDocument();
    expect(seller.getByRole('link', { name: 'antonia@example.com' })).toHaveAttribute(
      'href',
      'mailto:antonia@example.com',
    );
    expect(
      await within(region('Retenção e repasses')).findByText(/vale o padrão do hub/),
    ).toBeInTheDocument();
    expect(within(region('Taxas')).getByText('R$ 6,90')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Não disponível neste hub' })).toBeNull();
  });

  it('lists what looks wrong, each item linking to the tab that fixes it', async () => {
    fullHub();
    render(null, { url: '/events/X1' });
    const list = await screen.findByRole('region', { name: 'O que conferir' });
    const items = await within(list).findAllByRole('listitem');
    const itemWith = (text: string) => {
      const item = items.find((candidate) => candidate.textContent?.includes(text));
      expect(item, text).toBeDefined();
      return within(item!);
    };
    expect(itemWith('Kids 1 km não está em nenhum lote').getByRole('link')).toHaveAttribute(
      'href',
      '/events/X1/batches',
    );
    expect(
      itemWith('Pelotão de largada é de seleção').getByRole('link', {
        name: 'Abrir Campos do formulário',
      }),
    ).toHaveAttribute('href', '/events/X1/registration-fields');
    // A named race opens in the races tab's editor (`?edit=<id>`).
    expect(itemWith('120 inscritos para um limite de 100').getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/events\/X1\/races\?edit=/),
    );
    expect(itemWith('A prova infantil Kids 1 km').getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/events\/X1\/races\?edit=/),
    );
    expect(within(checklist()).queryByText('Não verificado')).toBeNull();
  });

  it('says what the law asks, with its source and the tab that fixes it', async () => {
    fullHub();
    render(null, { url: '/events/X1' });
    const law = await screen.findByRole('region', { name: 'O que a lei pede' });
    const items = within(law).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Não há desconto de Pessoa idosa (60+).',
      'Não há desconto de Pessoa com deficiência (PcD).',
      'Os descontos Estudante pedem comprovante, mas o formulário não tem um campo de arquivo para enviá-lo.',
    ]);
    expect(items[0]).toHaveTextContent('Lei 10.741/2003');
    expect(within(items[0]).getByRole('link', { name: 'Abrir Descontos' })).toHaveAttribute(
      'href',
      '/events/X1/legal-discounts',
    );
    expect(within(items[2]).getByRole('link')).toHaveAttribute(
      'href',
      '/events/X1/registration-fields',
    );
    expect(law).toHaveTextContent('não parecer jurídico');
  });

  it('reads in English, keeps the timeline on the event and flags a date years away', async () => {
    await setLanguage('en');
    try {
      const event = makeEvent({ code: 'EN1', name: 'Maratona X', date: '2027-04-21' });
      const races = [
        race(11, '42K', 'Maratona 42K', { distance: 42.195, distance_label: '42,195 km' }),
        race(12, 'TYPO', 'Outra 10K', { starts_at: '2020-01-01T07:00:00-03:00' }),
      ];
      stubHub({
        'GET /auth/session': () => signedIn,
        'GET /api/v1/events/EN1': () => ({ data: event }),
        'GET /api/v1/events/EN1/races': () => ({ data: races }),
        'GET /api/v1/events/EN1/races/42K/vacancy': () => vacancy(11, 100, 12),
        'GET /api/v1/events/EN1/races/TYPO/vacancy': () => vacancy(12, 100, 0),
        'GET /api/v1/events/EN1/races/42K/prize-rules': () => page([], 1, 1, 0),
        'GET /api/v1/events/EN1/races/TYPO/prize-rules': () => page([], 1, 1, 0),
        'GET /api/v1/events/EN1/batches': () => ({
          data: [{ ...batch, race_prices: { '11': 123456, '12': 123456 } }],
        }),
        'GET /api/v1/events/EN1/registration-fields': () => ({ data: [] }),
        'GET /api/v1/events/EN1/legal-discounts': () => ({ data: [] }),
        'GET /api/v1/events/EN1/retention': () => hubError(404, 'not_found', 'Sem regra própria.'),
        'GET /api/v1/salespeople': () => page([]),
      });
      render(null, { url: '/events/EN1', language: 'en' });
      const list = await screen.findByRole('region', { name: 'What to check' });
      const items = await within(list).findAllByRole('listitem');
      expect(items.map((item) => item.textContent).join('\n')).toMatch(
        /Race Outra 10K starts on .*2020.*, far from the event's date \(Apr 21, 2027\)/,
      );

      const timeline = within(region('Sales timeline'));
      expect(
        timeline.getByText(/^Start on .*20: far from the event's date, check it/),
      ).toBeVisible();
      expect(timeline.getByText(/^Start: /)).toHaveTextContent('42K');

      const racesRegion = within(region('Races'));
      expect(racesRegion.getByRole('row', { name: /Maratona 42K/ })).toHaveTextContent('42.195 km');
      // A race that started sells no more, whatever places are left.
      expect(racesRegion.getByRole('row', { name: /Outra 10K/ })).toHaveTextContent('Closed');
      expect(racesRegion.getByRole('row', { name: /Maratona 42K/ })).not.toHaveTextContent(
        'Closed',
      );
      expect(within(region('Batches')).getByRole('row', { name: /1º Lote/ })).toHaveTextContent(
        'R$1,234.56',
      );
    } finally {
      await setLanguage('pt-BR');
    }
  });

  it('names what a spec-only hub could not return instead of leaving it out', async () => {
    const event = makeEvent({ code: 'SP1', name: 'Corrida Spec', salesperson_person_id: 7 });
    const notFound = () => hubError(404, 'not_found', 'Rota não encontrada.');
    stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/SP1': notFound,
      'GET /api/v1/events': () => page([event], 1, 100),
      'GET /api/v1/events/SP1/races': notFound,
      'GET /api/v1/events/SP1/batches': notFound,
      'GET /api/v1/events/SP1/registration-fields': notFound,
      'GET /api/v1/events/SP1/legal-discounts': notFound,
      'GET /api/v1/events/SP1/retention': notFound,
      'GET /api/v1/salespeople': () => page([]),
    });
    render(null, { url: '/events/SP1' });

    const missing = within(await screen.findByRole('region', { name: 'Não disponível neste hub' }));
    for (const read of [
      'Provas, modalidades e categorias',
      'Lotes, preços e janelas de venda',
      'Formulário de inscrição',
      'Descontos legais',
      'Retenção e repasses',
      'Vagas por prova',
      'Regras de premiação por prova',
      'Contadores de inscritos e resultados',
    ])
      expect(await missing.findByText(read)).toBeInTheDocument();

    for (const name of ['Provas', 'Lotes', 'Formulário de inscrição', 'Retenção e repasses'])
      expect(within(region(name)).getByText('Não disponível neste hub')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Resumo' })).getAllByText(
        'Não disponível neste hub',
      ),
    ).toHaveLength(4);

    const list = within(checklist());
    expect(list.getByText('Não verificado')).toBeInTheDocument();
    expect(
      list.getByText('Provas sem lote: sem a lista de provas, a lista de lotes'),
    ).toBeInTheDocument();
    expect(list.queryAllByRole('link')).toHaveLength(0);
    expect(within(region('Vendedor')).getByText(/Vendedor #7: não está na lista/)).toBeVisible();
  });
});
