import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hubError,
  makeEvent,
  makeRace,
  page,
  signedIn,
  stubHub,
  type Handler,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'CWB-26', name: 'Meia de Curitiba' });
const race = makeRace(event.id, { id: 11, code: '21K', name: 'Meia Maratona 21K' });
const imported = {
  import_id: 7,
  event_code: 'CWB-26',
  race: '21K',
  source: 'csv',
  status: 'completed',
  summary: { total_received: 61, created: 60, updated: 1, conflicts: 0, errors: 0, duration_ms: 9 },
  started_at: '2026-11-20T10:00:00Z',
  finished_at: '2026-11-20T10:00:02Z',
};
const person = (n: number) => ({
  id: 100 + n,
  name: `Atleta ${String(n).padStart(2, '0')}`,
  document: '***.456.789-**',
  bib: String(n),
  race: { id: 11, code: '21K', name: 'Meia Maratona 21K' },
  status: 'confirmed',
  origin: 'csv',
});
const people = Array.from({ length: 60 }, (_, i) => person(i + 1));
const rowsPath = 'GET /api/v1/events/CWB-26/registration-imports/7/rows';

const hubWith = (extra: Record<string, Handler>) =>
  stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/CWB-26': () => ({ data: event }),
    'GET /api/v1/events/CWB-26/races': () => ({ data: [race] }),
    'GET /api/v1/events/CWB-26/checkpoints': () => ({ data: [] }),
    'GET /api/v1/events/CWB-26/registration-imports/7': () => imported,
    ...extra,
  });

describe('undo one import', () => {
  it('lists who would go 50 at a time, then deletes exactly that import once the code is typed', async () => {
    let left = people;
    const hub = hubWith({
      [rowsPath]: (url) => {
        const n = Number(url.searchParams.get('page'));
        return page(left.slice((n - 1) * 50, n * 50), n, 50, left.length);
      },
      'DELETE /api/v1/events/CWB-26/registration-imports/7/rows': () => {
        left = [];
        return { data: { deleted: 60 } };
      },
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup?undo=7&kind=registrations' });
    const section = await screen.findByRole('region', { name: 'Desfazer a importação #7' });
    expect(await within(section).findByText('Atleta 01')).toBeInTheDocument();
    expect(
      within(section).getByText(/Prova 21K · importada em .* · 60 linhas criadas/),
    ).toBeInTheDocument();
    const list = within(section).getByRole('table', { name: 'Inscrições que serão apagadas' });
    expect(within(list).getAllByRole('row')).toHaveLength(51);
    expect(
      within(section).getByText('60 inscrições desta importação serão apagadas.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '2' }));
    expect(await within(section).findByText('Atleta 60')).toBeInTheDocument();
    expect(within(section).queryByText('Atleta 01')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Apagar estas 60 inscrições' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer a importação #7' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Apagar estas 60 inscrições',
    });
    expect(confirm).toBeDisabled();
    expect(hub.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'CWB-26');
    await user.click(confirm);

    expect(
      await within(section).findByText('60 inscrições desta importação foram apagadas.'),
    ).toBeInTheDocument();
    const deletes = hub.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/api/v1/events/CWB-26/registration-imports/7/rows',
    ]);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('undoes a results import: bibs and times listed, the delete sent to that import only', async () => {
    const hub = hubWith({
      'GET /api/v1/events/CWB-26/result-imports/9': () => ({ ...imported, import_id: 9 }),
      'GET /api/v1/events/CWB-26/result-imports/9/rows': () =>
        page(
          [
            {
              id: 1,
              race_id: 11,
              bib: '101',
              name: 'Ana',
              status: 'finished',
              net_time: '01:32:10',
              gun_time: null,
              overall_position: 1,
              splits: [],
            },
            {
              id: 2,
              race_id: 11,
              bib: '102',
              name: null,
              status: 'dnf',
              net_time: null,
              gun_time: null,
              overall_position: null,
              splits: [],
            },
          ],
          1,
          50,
        ),
      'DELETE /api/v1/events/CWB-26/result-imports/9/rows': () => ({ data: { deleted: 2 } }),
    });
    const { user } = render(null, { url: '/events/CWB-26/cleanup?undo=9&kind=results' });
    const section = await screen.findByRole('region', { name: 'Desfazer a importação #9' });
    const list = await within(section).findByRole('table', {
      name: 'Resultados que serão apagados',
    });
    expect(within(list).getByRole('row', { name: 'Ana 101 01:32:10' })).toBeInTheDocument();
    expect(within(list).getByRole('row', { name: '— 102 DNF' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Apagar estes 2 resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer a importação #9' });
    await user.type(within(dialog).getByRole('textbox'), 'CWB-26');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar estes 2 resultados' }));
    expect(
      await within(section).findByText('2 resultados desta importação foram apagados.'),
    ).toBeInTheDocument();
    expect(hub.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/v1/events/CWB-26/result-imports/9/rows',
    ]);
  });

  it('says plainly that a hub without the rows of an import cannot undo it, and deletes nothing', async () => {
    const hub = hubWith({
      [rowsPath]: () => hubError(404, 'not_found', 'Rota não encontrada.'),
    });
    render(null, { url: '/events/CWB-26/cleanup?undo=7&kind=registrations' });
    const section = await screen.findByRole('region', { name: 'Desfazer a importação #7' });
    expect(
      await within(section).findByText('Este hub não desfaz uma importação'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/não por CPF nem por external_id/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Apagar/ })).not.toBeInTheDocument();
    expect(hub.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
  it("says why the hub will not undo an import, in the hub's words", async () => {
    const why =
      'Esta importação é anterior ao registro de quem cada importação criou: não dá para desfazê-la sozinha.';
    const hub = hubWith({
      [rowsPath]: () =>
        new Response(
          JSON.stringify({ error: 'conflict', message: why, details: { import: [why] } }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    render(null, { url: '/events/CWB-26/cleanup?undo=7' });
    const section = await screen.findByRole('region', { name: 'Desfazer a importação #7' });
    expect(await within(section).findByText(why)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Apagar/ })).not.toBeInTheDocument();
    expect(hub.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});
