import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hubError,
  makeEvent,
  makeRace,
  signedIn,
  stubHub,
  type Handler,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'CWB-26', name: 'Meia de Curitiba' });

const race = (id: number, code: string, name: string) =>
  makeRace(event.id, {
    id,
    code,
    name,
    distance: 21,
    distance_label: null,
    sort_order: id,
    starts_at: '2026-09-20T06:30:00-03:00',
    registration_limit: 1500,
    results_status: 'official',
  });

const fullHub = (extra: Record<string, Handler> = {}) =>
  stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/CWB-26': () => ({ data: event }),
    'GET /api/v1/events/CWB-26/races': () => ({
      data: [race(11, '21K', 'Meia Maratona 21K'), race(12, '10K', 'Corrida 10K')],
    }),
    'GET /api/v1/events/CWB-26/checkpoints': () => ({
      data: [
        { id: 31, event_id: event.id, race_id: 11, code: '5K', name: '5K', distance: 5 },
        { id: 32, event_id: event.id, race_id: 11, code: '10K', name: '10K', distance: 10 },
        { id: 33, event_id: event.id, race_id: 12, code: '5K', name: '5K', distance: 5 },
      ],
    }),
    ...extra,
  });

const specOnlyHub = (extra: Record<string, Handler> = {}) =>
  stubHub({
    'GET /auth/session': () => ({ ...signedIn, extensions: false }),
    'GET /api/v1/events/CWB-26': () => ({ data: event }),
    'GET /api/v1/events/CWB-26/races': () => hubError(404, 'not_found', 'Rota não encontrada.'),
    'GET /api/v1/events/CWB-26/checkpoints': () =>
      hubError(404, 'not_found', 'Rota não encontrada.'),
    ...extra,
  });

async function choose(user: ReturnType<typeof render>['user'], label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('clean-up tab', () => {
  it('counts with a dry run, unlocks on the exact event code, deletes and shows the count', async () => {
    const hub = fullHub({
      'DELETE /api/v1/events/CWB-26/registrations': (url) =>
        url.searchParams.get('dry_run') === '1'
          ? { data: { deleted: 0, would_delete: 42, protected_online: 120 } }
          : { data: { deleted: 42 } },
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    const section = await screen.findByRole('region', { name: 'Excluir inscrições importadas' });
    expect(within(section).getByText(/só saem por cancelamento no painel/)).toBeInTheDocument();

    await choose(user, 'Prova', 'Corrida 10K (10K)');
    const origins = within(section).getByRole('combobox', { name: 'Origem' });
    expect(
      within(origins)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['API e planilha', 'API', 'Planilha (CSV)']);
    await user.selectOptions(origins, 'Planilha (CSV)');
    await user.click(within(section).getByRole('button', { name: 'Revisar exclusão' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir inscrições' });
    expect(within(dialog).getByText('42 inscrições serão excluídas.')).toBeInTheDocument();
    expect(within(dialog).getByText(/120 inscrições online/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Corrida 10K \(10K\) · Todas as situações · Planilha/),
    ).toBeInTheDocument();
    const dryRun = hub.calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(dryRun.url.searchParams)).toEqual({
      race_id: '12',
      origin: 'csv',
      dry_run: '1',
    });

    const confirm = within(dialog).getByRole('button', { name: 'Excluir inscrições' });
    const code = within(dialog).getByRole('textbox', {
      name: 'Digite o código do evento para confirmar',
    });
    expect(confirm).toBeDisabled();
    await user.type(code, 'cwb-26');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('O código não confere')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'CWB-26');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await within(section).findByText('42 inscrições excluídas.')).toBeInTheDocument();
    const deletes = hub.calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(Object.fromEntries(deletes[1].url.searchParams)).toEqual({
      race_id: '12',
      origin: 'csv',
    });
  });

  it('never sends dry_run to a spec-only hub, and takes the race id typed', async () => {
    const hub = specOnlyHub({
      'DELETE /api/v1/events/CWB-26/registrations': () => ({ data: { deleted: 7 } }),
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    const raceId = await screen.findByRole('textbox', { name: 'ID da prova' });
    await user.type(raceId, '10K');
    await user.click(screen.getByRole('button', { name: 'Revisar exclusão' }));
    expect(await screen.findByText('Use só o número (id) da prova')).toBeInTheDocument();
    await user.clear(raceId);
    await user.type(raceId, '12');
    await user.click(screen.getByRole('button', { name: 'Revisar exclusão' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir inscrições' });
    expect(within(dialog).getByText(/não informa antes quantos/)).toBeInTheDocument();
    expect(hub.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'CWB-26');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir inscrições' }));
    expect(await screen.findByText('7 inscrições excluídas.')).toBeInTheDocument();
    const deletes = hub.calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0].url.searchParams.has('dry_run')).toBe(false);
    expect(deletes[0].url.searchParams.get('race_id')).toBe('12');
  });

  it("shows the hub's refusal by its code, in the reader's language", async () => {
    specOnlyHub({
      'DELETE /api/v1/events/CWB-26/registrations': () =>
        hubError(
          422,
          'online_registrations_protected',
          'Inscrições online vêm do checkout, têm pedido e pagamento, e só saem por cancelamento no painel.',
        ),
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    await user.click(await screen.findByRole('button', { name: 'Revisar exclusão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir inscrições' });
    await user.type(within(dialog).getByRole('textbox'), 'CWB-26');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir inscrições' }));
    expect(
      await within(dialog).findByText(
        'Inscrições feitas online vêm do checkout e não podem ser alteradas por aqui.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('O hub recusou a exclusão')).toBeInTheDocument();
  });

  it('deletes all results after the count and the typed code', async () => {
    const hub = fullHub({
      'DELETE /api/v1/events/CWB-26/results': (url) =>
        url.searchParams.get('dry_run') === '1'
          ? { data: { deleted: 0, would_delete: 990, protected_online: 0 } }
          : { data: { deleted: 990 } },
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    const section = await screen.findByRole('region', { name: 'Excluir todos os resultados' });
    await user.click(within(section).getByRole('button', { name: 'Excluir todos os resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir todos os resultados' });
    expect(within(dialog).getByText('990 resultados serão excluídos.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir resultados' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'CWB-26');
    await user.click(confirm);
    expect(await within(section).findByText('990 resultados excluídos.')).toBeInTheDocument();
    expect(hub.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.search)).toEqual([
      '?dry_run=1',
      '',
    ]);
  });

  it('removes a checkpoint chosen by race, or says what the hub answered for an id', async () => {
    const hub = fullHub({
      'DELETE /api/v1/events/CWB-26/checkpoints/32': () => null,
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    const section = await screen.findByRole('region', { name: 'Remover ponto de controle' });
    const picker = within(section).getByRole('combobox', { name: 'Ponto de controle' });
    const byRace = within(picker).getByRole('group', { name: 'Meia Maratona 21K (21K)' });
    expect(within(picker).getByRole('group', { name: 'Corrida 10K (10K)' })).toBeInTheDocument();
    await user.selectOptions(picker, within(byRace).getByRole('option', { name: '10K (10 km)' }));
    await user.click(within(section).getByRole('button', { name: 'Remover ponto de controle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover ponto de controle' });
    expect(
      within(dialog).getByText(/Remover 10K \(10 km\) · Meia Maratona 21K/),
    ).toBeInTheDocument();
    // Like every deletion on this page, it waits for the event code.
    const remove = within(dialog).getByRole('button', { name: 'Remover' });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /código do evento/i }), 'CWB-2');
    expect(remove).toBeDisabled();
    expect(hub.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /código do evento/i }), '6');
    await user.click(remove);
    expect(
      await within(section).findByText(
        /Ponto de controle 10K \(10 km\) · Meia Maratona 21K \(21K\) removido/,
      ),
    ).toBeInTheDocument();
    expect(hub.calls.some((c) => c.method === 'DELETE' && c.url.pathname.endsWith('/32'))).toBe(
      true,
    );
  });

  it('takes a checkpoint id on a spec-only hub and shows its 404 message', async () => {
    specOnlyHub({
      'DELETE /api/v1/events/CWB-26/checkpoints/999': () =>
        hubError(404, 'not_found', 'Ponto de controle não encontrado.'),
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup' });
    await user.type(await screen.findByRole('textbox', { name: 'ID do ponto de controle' }), '999');
    await user.click(screen.getByRole('button', { name: 'Remover ponto de controle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover ponto de controle' });
    await user.type(within(dialog).getByRole('textbox', { name: /código do evento/i }), 'CWB-26');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(
      await screen.findByText('Não encontrado: pode ter sido excluído, ou o endereço está errado.'),
    ).toBeInTheDocument();
  });
});
