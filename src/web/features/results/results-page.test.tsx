import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrizeRule } from '@/contract/races';
import {
  hubError,
  makeEvent,
  makePrizeRule,
  makeRace,
  page,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'CIRC', name: 'Circuito de Inverno' });

const category = (id: number, name: string, sex: string | null, type = 'age_group') => ({
  id,
  race_id: 1,
  event_id: event.id,
  name,
  type,
  modality_id: 1,
  category_group_id: null,
  sex,
  age_min: null,
  age_max: null,
  award_count: 3,
  is_pwd: false,
  is_team: false,
  sort_order: id,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const race = (id: number, code: string, name: string) =>
  makeRace(event.id, {
    id,
    code,
    name,
    distance: 10,
    distance_label: null,
    sort_order: id,
    starts_at: '2027-04-21T07:00:00-03:00',
    registration_limit: 400,
    results_status: 'official',
    categories: [category(1, 'M 30-39', 'M'), category(2, 'F 30-39', 'F')],
  });

const prizeRule = (seq: number, overrides: Partial<PrizeRule> = {}) =>
  makePrizeRule({
    id: seq,
    race_id: 1,
    event_id: event.id,
    seq,
    ranking_cut: 2,
    gender_filter: 'F',
    ...overrides,
  });

let nextId = 1;
const split = (checkpoint_id: number, checkpoint: string, distance: number, time: string) => ({
  checkpoint_id,
  checkpoint,
  distance,
  time,
});
const result = (bib: string, overrides: Record<string, unknown> = {}) => ({
  id: nextId++,
  race_id: 1,
  bib,
  registration_id: null,
  name: `Atleta ${bib}`,
  status: 'finished',
  net_time: null,
  gun_time: null,
  category: null,
  modality_id: null,
  overall_position: null,
  gender_position: null,
  category_position: null,
  sex: null,
  age: null,
  team: null,
  splits: [],
  ...overrides,
});

const finishers = [
  result('101', {
    name: 'Ana Souza',
    sex: 'F',
    age: 34,
    category: 'F 30-39',
    team: 'Serra Runners',
    net_time: '00:38:12',
    gun_time: '00:38:20',
    overall_position: 1,
    gender_position: 1,
    category_position: 1,
    splits: [split(7, '5K', 5, '00:19:01')],
  }),
  result('102', {
    name: 'Bruno Lima',
    sex: 'M',
    age: 31,
    category: 'M 30-39',
    net_time: '00:39:00',
    gun_time: '00:39:05',
    overall_position: 2,
    gender_position: 1,
    category_position: 1,
    splits: [split(7, '5K', 5, '00:19:30')],
  }),
  result('103', {
    name: 'Carla Dias',
    sex: 'F',
    age: 36,
    category: 'F 30-39',
    net_time: '00:40:00',
    overall_position: 3,
    gender_position: 2,
    category_position: 2,
  }),
  result('104', {
    name: 'Dora Reis',
    sex: 'F',
    age: 38,
    category: 'F 30-39',
    net_time: '00:40:00',
    overall_position: 3,
    gender_position: 2,
    category_position: 2,
  }),
];
const dnf = result('105', { name: 'Edu Melo', sex: 'M', status: 'dnf', category: 'M 30-39' });

function hubWith(pages: Record<string, (url: URL) => unknown> = {}) {
  return stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/CIRC': () => ({ data: event }),
    'GET /api/v1/events/CIRC/races': () => ({
      data: [race(1, '10K', 'Corrida 10K'), race(2, '5K', 'Corrida 5K')],
    }),
    'GET /api/v1/events/CIRC/races/10K/prize-rules': () =>
      page([prizeRule(1), prizeRule(2, { ranking_type: 'age_group', gender_filter: null })]),
    'GET /api/v1/events/CIRC/races/10K/results': (url) => {
      if (url.searchParams.get('status') === 'finished')
        return page(finishers, 1, 1000, finishers.length);
      return page([...finishers, dnf], 1, 50, 5);
    },
    'GET /api/v1/events/CIRC/races/5K/results': () => page([], 1, 50, 0),
    'GET /api/v1/events/CIRC/races/5K/prize-rules': () => page([]),
    ...Object.fromEntries(
      Object.entries(pages).map(([route, handler]) => [route, (url: URL) => handler(url) as never]),
    ),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('results tab', () => {
  it('shows places, times, splits and statuses, and the podium of each prize rule', async () => {
    const hub = hubWith();
    render(null, { url: '/events/CIRC/results' });

    const table = await screen.findByRole('table', { name: 'Resultados da prova Corrida 10K' });
    const rows = within(table).getAllByRole('row');
    // Two header rows, then the results in the hub's order.
    expect(rows).toHaveLength(7);
    expect(within(table).getByRole('columnheader', { name: '5K' })).toBeInTheDocument();
    const ana = within(rows[2]).getAllByRole('cell');
    expect(ana.map((cell) => cell.textContent)).toEqual([
      '1',
      '1',
      '1',
      '101',
      'Ana Souza',
      'F',
      '34',
      'F 30-39',
      'Serra Runners',
      '00:38:12',
      '00:38:20',
      'Concluiu',
      '00:19:01',
    ]);
    const edu = within(rows[6]).getAllByRole('cell');
    expect(edu[0]).toHaveTextContent('—');
    expect(edu[4]).toHaveTextContent('Edu Melo');
    expect(within(edu[11]).getByText('DNF').closest('[title]')).toHaveAttribute(
      'title',
      'Não terminou (DNF)',
    );
    expect(edu[12]).toHaveTextContent('—');

    const podium = await screen.findByRole('region', { name: 'Pódio por regra de premiação' });
    const women = await within(podium).findByRole('list', { name: 'Premiados: Geral · Feminino' });
    // A top 2 with a tie at 2 awards three.
    expect(
      within(women)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Ana Souza'),
      expect.stringContaining('Carla Dias'),
      expect.stringContaining('Dora Reis'),
    ]);
    expect(within(women).getAllByText('empate')).toHaveLength(2);
    expect(
      within(podium).getByRole('list', { name: 'Premiados: Faixa etária · M 30-39' }),
    ).toHaveTextContent('Bruno Lima');
    const finishersCall = hub.calls.find((c) => c.url.searchParams.get('status') === 'finished');
    expect(finishersCall?.url.searchParams.get('per_page')).toBe('1000');
  });

  it('keeps the filters in the URL and sends them to the hub', async () => {
    const hub = hubWith();
    const { user, router } = render(null, { url: '/events/CIRC/results?race=10K' });
    await screen.findByRole('table', { name: 'Resultados da prova Corrida 10K' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Situação' }),
      'Não terminou (DNF)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sexo' }), 'Masculino');
    expect(router.state.location.search).toMatchObject({ race: '10K', status: 'dnf', sex: 'M' });
    await vi.waitFor(() => {
      const last = hub.calls.filter((c) => c.url.pathname.endsWith('/10K/results')).at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
        status: 'dnf',
        sex: 'M',
        page: '1',
        per_page: '50',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('says a race has no results yet and links to the Imports tab', async () => {
    hubWith();
    render(null, { url: '/events/CIRC/results?race=5K' });
    expect(await screen.findByText('Nenhum resultado importado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Importações' })).toHaveAttribute(
      'href',
      '/events/CIRC/imports?history=results',
    );
    expect(screen.queryByRole('region', { name: 'Pódio por regra de premiação' })).toBeNull();
  });

  it('shows the hub error of a race it does not know', async () => {
    hubWith({
      'GET /api/v1/events/CIRC/races/NOPE/results': () =>
        hubError(404, 'not_found', 'Prova não encontrada.'),
      'GET /api/v1/events/CIRC/races/NOPE/prize-rules': () =>
        hubError(404, 'not_found', 'Prova não encontrada.'),
    });
    render(null, { url: '/events/CIRC/results?race=NOPE' });
    expect(await screen.findByText('Não foi possível ler os resultados')).toBeInTheDocument();
    expect(
      screen.getAllByText('Não encontrado: pode ter sido excluído, ou o endereço está errado.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('on a spec-only hub, says results cannot be read, without asking the hub', async () => {
    const hub = stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/CIRC': () => ({ data: event }),
    });
    render(null, { url: '/events/CIRC/results', language: 'en' });
    expect(await screen.findByText('This hub does not return results')).toBeInTheDocument();
    expect(hub.calls.some((c) => c.url.pathname.includes('/races'))).toBe(false);
  });

  it('shows how far it got while reading a big race for the podium', async () => {
    const many = Array.from({ length: 1500 }, (_, i) =>
      result(String(2000 + i), { sex: 'F', net_time: '00:50:00', overall_position: i + 1 }),
    );
    let release = () => {};
    const secondPage = new Promise<void>((resolve) => (release = resolve));
    hubWith({
      'GET /api/v1/events/CIRC/races/10K/results': async (url) => {
        const n = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('per_page'));
        if (n === 2) await secondPage;
        return page(many.slice((n - 1) * size, n * size), n, size, many.length);
      },
    });
    render(null, { url: '/events/CIRC/results?race=10K' });
    const podium = await screen.findByRole('region', { name: 'Pódio por regra de premiação' });
    expect(
      await within(podium).findByRole('progressbar', {
        name: 'Lendo os resultados: 1.000 de 1.500',
      }),
    ).toBeInTheDocument();
    release();
    const women = await within(podium).findByRole('list', { name: 'Premiados: Geral · Feminino' });
    expect(within(women).getAllByRole('listitem')).toHaveLength(2);
  });

  it('downloads every page as a semicolon CSV with a BOM', async () => {
    const many = Array.from({ length: 1200 }, (_, i) =>
      result(String(1000 + i), {
        name: i === 0 ? '=HYPERLINK("x")' : `Atleta ${i}`,
        net_time: '00:50:00',
        overall_position: i + 1,
        splits: [split(7, '5K', 5, '00:25:00')],
      }),
    );
    const hub = hubWith({
      'GET /api/v1/events/CIRC/races/10K/results': (url) => {
        const n = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('per_page'));
        return page(many.slice((n - 1) * size, n * size), n, size, many.length);
      },
    });
    let blob: Blob | null = null;
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:results';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
    const { user } = render(null, { url: '/events/CIRC/results?race=10K' });
    await screen.findByRole('table', { name: 'Resultados da prova Corrida 10K' });
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await vi.waitFor(() => expect(blob).not.toBeNull());

    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      'Colocação geral;Colocação no sexo;Colocação na categoria;Peito;Nome;Sexo;Idade;Categoria;Equipe;Tempo líquido;Tempo bruto;Situação;5K',
    );
    expect(lines[1]).toBe(`1;;;1000;"'=HYPERLINK(""x"")";;;;;00:50:00;;Concluiu;00:25:00`);
    expect(lines).toHaveLength(1 + 1200 + 1);
    expect(fileName).toBe('resultados-CIRC-10K.csv');
    const csvCalls = hub.calls.filter(
      (c) => c.url.pathname.endsWith('/10K/results') && !c.url.searchParams.has('status'),
    );
    expect(csvCalls.filter((c) => c.url.searchParams.get('per_page') === '1000')).toHaveLength(2);
  });
});
