import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

const event = makeEvent({ code: 'TRAIL', name: 'Desafio Trail' });

const race = (id: number, code: string, name: string) =>
  makeRace(event.id, {
    id,
    code,
    name,
    distance: 42,
    distance_label: null,
    sort_order: id,
    starts_at: '2027-04-21T05:30:00-03:00',
    type: 'trail',
    registration_limit: 300,
  });

const prizeRule = (seq: number, overrides: Record<string, unknown> = {}) => ({
  ...makePrizeRule({ id: seq, race_id: 1, event_id: event.id, seq }),
  ...overrides,
});

const lowVacancy = {
  data: {
    race_id: '1',
    registration_limit: '300',
    registrations_count: '284',
    vacancy: { available: 16, unlimited: false, percent_filled: 94.7, status: 'low' },
  },
};

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('prizes and vacancy tab', () => {
  it('shows the first race: vacancy gauge, rules in words, and an empty state for another', async () => {
    const hub = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/TRAIL': () => ({ data: event }),
      'GET /api/v1/events/TRAIL/races': () => ({
        data: [race(1, '42K', 'Ultra Serra 42K'), race(2, '8K', 'Trail 8K')],
      }),
      'GET /api/v1/events/TRAIL/races/42K/vacancy': () => lowVacancy,
      'GET /api/v1/events/TRAIL/races/42K/prize-rules': () =>
        page([
          prizeRule(1),
          prizeRule(2, { gender_filter: 'F', tipo_premiacao: 'medalha', ranking_cut: '3' }),
        ]),
      'GET /api/v1/events/TRAIL/races/8K/vacancy': () => ({
        data: {
          race_id: '2',
          registration_limit: null,
          registrations_count: '180',
          vacancy: { available: null, unlimited: true, percent_filled: null, status: 'unlimited' },
        },
      }),
      'GET /api/v1/events/TRAIL/races/8K/prize-rules': () => page([]),
    });
    const { user, router } = render(null, { url: '/events/TRAIL/prizes' });

    const vacancy = await screen.findByRole('region', { name: 'Vagas' });
    expect(await within(vacancy).findByText('Poucas vagas')).toBeInTheDocument();
    expect(within(vacancy).getByText('16')).toBeInTheDocument();
    expect(within(vacancy).getByText('284')).toBeInTheDocument();
    expect(
      within(vacancy).getByRole('progressbar', { name: 'Ocupação das vagas' }),
    ).toHaveAttribute('aria-valuenow', '94.7');

    const rules = screen.getByRole('table', { name: 'Regras de premiação' });
    const rows = within(rules).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Top 5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Masculino')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Troféu')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Top 3')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Medalha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute(
      'href',
      '/events/TRAIL/results?race=42K',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), 'Trail 8K (8K)');
    expect(
      await screen.findByText('A prova Trail 8K não tem regras de premiação.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Sem limite', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ race: '8K' });
    expect(hub.calls.some((c) => c.url.pathname.endsWith('/8K/prize-rules'))).toBe(true);
  });

  it('says a race that has already started is closed, not that its seats are open', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/TRAIL': () => ({ data: event }),
      'GET /api/v1/events/TRAIL/races': () => ({
        data: [{ ...race(1, '42K', 'Ultra Serra 42K'), starts_at: '2020-04-19T05:30:00-03:00' }],
      }),
      'GET /api/v1/events/TRAIL/races/42K/vacancy': () => ({
        data: {
          ...lowVacancy.data,
          registrations_count: '120',
          vacancy: { available: 180, unlimited: false, percent_filled: 40, status: 'open' },
        },
      }),
      'GET /api/v1/events/TRAIL/races/42K/prize-rules': () => page([]),
    });
    render(null, { url: '/events/TRAIL/prizes' });

    const vacancy = await screen.findByRole('region', { name: 'Vagas' });
    expect(
      await within(vacancy).findByText('Encerrada', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(within(vacancy).queryByText('Vagas abertas')).not.toBeInTheDocument();
  });

  it('asks for the race code on a hub that cannot list races, and shows its 404 message', async () => {
    stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/TRAIL': () => ({ data: event }),
      'GET /api/v1/events/TRAIL/races': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'GET /api/v1/events/TRAIL/races/42K/vacancy': () => lowVacancy,
      'GET /api/v1/events/TRAIL/races/42K/prize-rules': () => page([prizeRule(1)]),
      'GET /api/v1/events/TRAIL/races/NOPE/vacancy': () =>
        hubError(404, 'not_found', 'Prova não encontrada.'),
      'GET /api/v1/events/TRAIL/races/NOPE/prize-rules': () =>
        hubError(404, 'not_found', 'Prova não encontrada.'),
    });
    const { user, router } = render(null, { url: '/events/TRAIL/prizes' });

    const code = await screen.findByRole('textbox', { name: 'Código da prova' });
    await user.type(code, '42K');
    await user.click(screen.getByRole('button', { name: 'Ver prova' }));
    expect(await screen.findByText('Poucas vagas')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ race: '42K' });

    await user.clear(screen.getByRole('textbox', { name: 'Código da prova' }));
    await user.type(screen.getByRole('textbox', { name: 'Código da prova' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Ver prova' }));
    expect(await screen.findAllByText(/^Não encontrado/)).toHaveLength(2);
  });

  it('refreshes on demand and pauses the automatic refresh while the page is hidden', async () => {
    let reads = 0;
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/TRAIL': () => ({ data: event }),
      'GET /api/v1/events/TRAIL/races': () => ({ data: [race(1, '42K', 'Ultra Serra 42K')] }),
      'GET /api/v1/events/TRAIL/races/42K/vacancy': () => {
        reads++;
        return lowVacancy;
      },
      'GET /api/v1/events/TRAIL/races/42K/prize-rules': () => page([]),
    });
    const { user } = render(null, { url: '/events/TRAIL/prizes?race=42K' });
    await screen.findByText('Poucas vagas');
    const before = reads;
    await user.click(screen.getByRole('button', { name: 'Atualizar vagas' }));
    await expect.poll(() => reads).toBe(before + 1);

    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await screen.findByText(/Atualização automática pausada enquanto a aba está oculta/),
    ).toBeInTheDocument();
  });
});
