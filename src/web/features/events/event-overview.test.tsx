import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hubError, makeEvent, page, signedIn, stubHub } from '@/web/test/hub-stub';
import { render } from '@/web/test/render';

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
    });
    render(null, { url: '/events/MEIA-CWB' });
    expect(
      await screen.findByRole('heading', { name: 'Meia de Curitiba', level: 1 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Taxas' })).getByText('R$ 4,90'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Provas' })).getByText('Não disponível neste hub'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lotes' })).getByText('Não disponível neste hub'),
    ).toBeInTheDocument();
  });

  it("shows the hub's message for an event that does not exist", async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/NOPE': () => hubError(404, 'not_found', 'Evento não encontrado.'),
      'GET /api/v1/events': () => page([]),
    });
    render(null, { url: '/events/NOPE' });
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
  });

  it('has a route for every tab, later ones saying they are coming', async () => {
    const event = makeEvent({ code: 'X1', name: 'Evento X' });
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/X1': () => ({ data: event }),
    });
    render(null, { url: '/events/X1/prizes' });
    expect(await screen.findByText('Em breve')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premiação e vagas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
