import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hubError, makeEvent, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

describe('events list', () => {
  it('shows known statuses with labels, unknown ones as they came, and keeps filters in the request', async () => {
    const { calls } = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': () =>
        page(
          [
            makeEvent({
              name: 'Ativa',
              status: 'active',
              counters: { registrations: '12', results: '3' },
            }),
            makeEvent({ name: 'Estranha', status: 'archived_by_ops' }),
          ],
          2,
          5,
          7,
        ),
    });
    render(null, { url: '/events?page=2&per_page=5&status=active' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Ativo')).toBeInTheDocument();
    expect(within(table).getByText('archived_by_ops')).toBeInTheDocument();
    expect(within(table).getByText('12 / 3')).toBeInTheDocument();
    expect(screen.getByText('6–7 de 7')).toBeInTheDocument();
    const request = calls.find((c) => c.url.pathname === '/api/v1/events')!;
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      page: '2',
      per_page: '5',
      status: 'active',
      include: 'counters',
    });
  });

  it('opens the event of a focused row with Enter', async () => {
    const event = makeEvent({ code: 'MARATONA-SP', name: 'Maratona SP' });
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': () => page([event]),
      'GET /api/v1/events/MARATONA-SP': () => ({ data: { ...event, races: [], batches: [] } }),
    });
    const { router } = render(null, { url: '/events' });
    const link = await screen.findByRole('link', { name: 'Maratona SP' });
    const row = link.closest('tr')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/MARATONA-SP'));
    const heading = await screen.findByRole('heading', { name: 'Maratona SP', level: 1 });
    // The keyboard lands on the new page's heading, not on <body>, and its title is announced.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status')).toHaveTextContent('Maratona SP — Visão geral');
  });

  it('shows an empty state and an error state with the hub message', async () => {
    stubHub({ 'GET /auth/session': () => signedIn, 'GET /api/v1/events': () => page([]) });
    render(null, { url: '/events' });
    expect(await screen.findByText('Nenhum evento encontrado')).toBeInTheDocument();
  });

  it("shows the hub's message when the list fails", async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': () => hubError(500, 'server_error', 'Erro inesperado no servidor.'),
    });
    render(null, { url: '/events' });
    // Said by its code in the reader's language (the hub's message is the fallback).
    expect(
      await screen.findByText('O hub teve um erro interno. Tente de novo em instantes.'),
    ).toBeInTheDocument();
  });

  it("filters by a hub's own status word as by a known one, offering the words it shows", async () => {
    const { calls } = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': (url) =>
        page([
          makeEvent({
            name: url.searchParams.get('status') === 'enabled' ? 'Filtrado' : 'Todos',
            status: 'enabled',
          }),
        ]),
    });
    const { user } = render(null, { url: '/events' });
    const status = await screen.findByRole('combobox', { name: 'Situação' });
    expect(await screen.findByText('Todos')).toBeInTheDocument();
    await user.selectOptions(status, 'enabled');
    expect(await screen.findByText('Filtrado')).toBeInTheDocument();
    expect(status).toHaveDisplayValue('enabled');
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('enabled');
  });

  it('keeps a status word from the link, sent to the hub as it came', async () => {
    const { calls } = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': () => page([]),
    });
    render(null, { url: '/events?status=published' });
    const status = await screen.findByRole('combobox', { name: 'Situação' });
    expect(status).toHaveDisplayValue('published');
    expect(
      calls.find((c) => c.url.pathname === '/api/v1/events')!.url.searchParams.get('status'),
    ).toBe('published');
  });

  it('a page past the end says so and leads to the last page, the range never backwards', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events': (url) =>
        url.searchParams.get('page') === '2'
          ? page([makeEvent({ name: 'Última' })], 2, 5, 8)
          : page([], 99, 5, 8),
    });
    const { user, router } = render(null, { url: '/events?page=99&per_page=5' });
    expect(await screen.findByText('A página 99 não existe')).toBeInTheDocument();
    expect(screen.getByText('A lista tem 8 itens em 2 páginas.')).toBeInTheDocument();
    expect(screen.getByText('8 no total')).toBeInTheDocument();
    expect(screen.queryByText(/491/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum evento encontrado')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a última página (2)' }));
    expect(await screen.findByText('Última')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(screen.getByText('6–8 de 8')).toBeInTheDocument();
  });

  it('hides search on a spec-only hub', async () => {
    const { calls } = stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events': () => page([makeEvent()]),
    });
    render(null, { url: '/events' });
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Buscar')).not.toBeInTheDocument();
    expect(
      calls.find((c) => c.url.pathname === '/api/v1/events')!.url.searchParams.has('include'),
    ).toBe(false);
  });
});
