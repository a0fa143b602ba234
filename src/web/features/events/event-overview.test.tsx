import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hubError, makeEvent, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { retentionQueries } from '@/web/api/retention';

describe('event overview', () => {
  it('finds the event through the list on a spec-only hub and marks what the hub lacks', async () => {
    const target = makeEvent({
      code: 'MEIA-CWB',
      name: 'Meia de Curitiba',
      service_fee_cents: 490,
    });
    stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/MEIA-CWB': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'GET /api/v1/events': (url) =>
        url.searchParams.get('page') === '1'
          ? page([makeEvent()], 1, 100, 101)
          : page([target], 2, 100, 101),
      ...Object.fromEntries(
        ['races', 'batches', 'registration-fields', 'legal-discounts', 'retention'].map((read) => [
          `GET /api/v1/events/MEIA-CWB/${read}`,
          () => hubError(404, 'not_found', 'Rota não encontrada.'),
        ]),
      ),
      'GET /api/v1/salespeople': () => page([]),
    });
    render(null, { url: '/events/MEIA-CWB' });
    expect(
      await screen.findByRole('heading', { name: 'Meia de Curitiba', level: 1 }),
    ).toBeInTheDocument();
    // The details come with the review's body, once every read has answered.
    expect(
      within(await screen.findByRole('region', { name: 'Taxas' })).getByText('R$ 4,90'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Provas' })).findByText(
        'Não disponível neste hub',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lotes' })).getByText('Não disponível neste hub'),
    ).toBeInTheDocument();
  });

  it('reads a 404 for the payout rules as an event without rules of its own, not an error', async () => {
    const errors = vi.spyOn(console, 'error');
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/NORULES': () => ({ data: makeEvent({ code: 'NORULES' }) }),
      ...Object.fromEntries(
        ['races', 'batches', 'registration-fields', 'legal-discounts'].map((read) => [
          `GET /api/v1/events/NORULES/${read}`,
          () => ({ data: [] }),
        ]),
      ),
      'GET /api/v1/events/NORULES/retention': () =>
        hubError(404, 'not_found', 'Este evento não tem regras de repasse próprias.'),
      'GET /api/v1/salespeople': () => page([]),
    });
    const { queryClient } = render(null, { url: '/events/NORULES' });
    expect(
      await screen.findByText('O evento não tem regra própria: vale o padrão do hub.'),
    ).toBeInTheDocument();
    const retention = queryClient.getQueryState(retentionQueries.detail('NORULES').queryKey);
    expect(retention).toMatchObject({ status: 'success', data: null, error: null });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('names an event that does not exist, on any of its tabs, and leads back to the list', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/NOPE': () => hubError(404, 'not_found', 'Evento não encontrado.'),
      'GET /api/v1/events/NOPE/races': () => hubError(404, 'not_found', 'Evento não encontrado.'),
      'GET /api/v1/events': () => page([]),
    });
    const { user, router } = render(null, { url: '/events/NOPE/races' });
    expect(
      await screen.findByRole('heading', { name: 'Evento NOPE não encontrado', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver todos os eventos' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('writes the organizer CNPJ as people do', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/X2': () => ({
        data: makeEvent({ code: 'X2', name: 'Evento 2', document: '12345678000190' }),
      }),
    });
    render(null, { url: '/events/X2' });
    expect(await screen.findByText('12.345.678/0001-90')).toBeInTheDocument();
  });

  it('links every tab to its route and marks the open one', async () => {
    const event = makeEvent({ code: 'X1', name: 'Evento X' });
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/X1': () => ({ data: event }),
    });
    render(null, { url: '/events/X1' });
    const tabs = {
      'Visão geral': '/events/X1',
      Provas: '/events/X1/races',
      Lotes: '/events/X1/batches',
      'Campos do formulário': '/events/X1/registration-fields',
      Descontos: '/events/X1/legal-discounts',
      Retenção: '/events/X1/retention',
      Importações: '/events/X1/imports',
      Resultados: '/events/X1/results',
      'Premiação e vagas': '/events/X1/prizes',
      Limpeza: '/events/X1/cleanup',
    };
    for (const [name, href] of Object.entries(tabs))
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
