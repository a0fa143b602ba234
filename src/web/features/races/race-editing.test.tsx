import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Race } from '@/contract/races';
import { json, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { distanceLabel, isAutomaticLabel, labelDisagrees } from './distance-label';
import { raceStartProblem } from './race-dates';

const event = makeEvent({ code: 'EVT-F', name: 'Corrida Fix', date: '2027-04-21' });
const tenK = makeRace(event.id, { id: 601, code: '10K', name: 'Corrida 10K' });
const catalogue = { data: [{ id: 1, name: 'Geral', is_default: true }] };

function hub(routes: Parameters<typeof stubHub>[0] = {}, races: () => Race[] = () => [tenK]) {
  return stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/EVT-F': () => ({ data: event }),
    'GET /api/v1/events/EVT-F/races': () => ({ data: races() }),
    'GET /api/v1/events/EVT-F/batches': () => ({ data: [] }),
    'GET /api/v1/modalities': () => catalogue,
    ...routes,
  });
}

beforeEach(() => sessionStorage.clear());

describe('the distance label and the start date', () => {
  it('labels a distance in the reader locale and spots a label naming another distance', () => {
    expect(distanceLabel(21.0975, 'pt-BR')).toBe('21,0975 km');
    expect(distanceLabel(21.0975, 'en')).toBe('21.0975 km');
    expect(distanceLabel(0.5, 'en')).toBe('500 m');
    expect(isAutomaticLabel('10 km', 10)).toBe(true);
    expect(isAutomaticLabel('21,1 km', 21.0975)).toBe(true);
    expect(isAutomaticLabel('Meia maratona', 21.0975)).toBe(false);
    expect(labelDisagrees('5 km', 10)).toBe(true);
    expect(labelDisagrees('21 km', 21.0975)).toBe(false);
    expect(labelDisagrees('Meia', 21.0975)).toBe(false);
  });

  it('refuses a start before the sales, far from the event, or before a batch ends', () => {
    const bounds = {
      event: { date: '2027-04-21', registration_opens_at: '2026-12-02T00:00:00-03:00' },
      batches: [{ name: '2º Lote', ends_at: '2027-04-20T23:59:00-03:00' }],
    };
    expect(raceStartProblem('2020-01-01T07:00:00-03:00', bounds)).toMatchObject({
      kind: 'beforeSales',
    });
    expect(raceStartProblem('2028-04-21T07:00:00-03:00', bounds)).toEqual({
      kind: 'farFromEvent',
      from: '2027-01-21',
      to: '2027-07-20',
    });
    expect(raceStartProblem('2027-04-20T07:00:00-03:00', bounds)).toMatchObject({
      kind: 'batchSellsLater',
      batch: '2º Lote',
    });
    expect(raceStartProblem('2027-04-21T07:00:00-03:00', bounds)).toBeNull();
  });
});

describe('changing a race', () => {
  it('edits a race: the date checked against the event, the label following the distance', async () => {
    let listed = [tenK];
    const calls = hub(
      {
        'PATCH /api/v1/events/EVT-F/races/601': (_url, init) => {
          listed = [{ ...tenK, ...(JSON.parse(String(init.body)) as Partial<Race>) }];
          return { data: listed[0] };
        },
      },
      () => listed,
    );
    const { user } = render(null, { url: '/events/EVT-F/races' });
    const list = await screen.findByRole('region', { name: 'Provas do evento' });
    await user.click(await within(list).findByRole('button', { name: 'Editar Corrida 10K' }));
    const form = await screen.findByRole('form', { name: 'Editar a prova Corrida 10K' });
    expect(within(form).getByLabelText('Código')).toHaveValue('10K');

    await user.clear(within(form).getByLabelText('Distância (km)'));
    await user.type(within(form).getByLabelText('Distância (km)'), '21,0975');
    expect(within(form).getByLabelText('Rótulo da distância')).toHaveValue('21,0975 km');
    await user.clear(within(form).getByLabelText('Rótulo da distância'));
    await user.type(within(form).getByLabelText('Rótulo da distância'), '5 km');
    expect(
      within(form).getByText('O rótulo diz 5 km, mas a distância é 21,0975 km.'),
    ).toBeInTheDocument();

    // The date-time input arrives with its chunk: until then a disabled stand-in holds its place.
    await waitFor(() => expect(within(form).getByLabelText(/Largada/)).toBeEnabled(), {
      timeout: 5000,
    });
    const start = within(form).getByLabelText(/Largada/);
    await user.clear(start);
    await user.type(start, '2020-01-01T07:00');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await within(form).findByText(
        /A largada é antes da abertura das inscrições do evento \(02\/12\/2026/,
      ),
    ).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2028-04-21T07:00');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await within(form).findByText(/entre 21 de jan\. de 2027 e 20 de jul\. de 2027/),
    ).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2027-04-21T07:00');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(calls.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      code: '10K',
      distance: 21.0975,
      distance_label: '5 km',
      starts_at: '2027-04-21T07:00:00-03:00',
      registration_limit: 500,
    });
    const row = await within(list).findByRole('row', { name: /Corrida 10K/ });
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('a race with registrations cannot be deleted: the counts are said', async () => {
    hub({
      'DELETE /api/v1/events/EVT-F/races/601': () =>
        json(
          {
            error: 'in_use',
            message: 'A prova tem 12 inscrições e 3 resultados; não pode ser excluída.',
            details: { registrations: 12, results: 3 },
          },
          409,
        ),
    });
    const { user } = render(null, { url: '/events/EVT-F/races' });
    const list = await screen.findByRole('region', { name: 'Provas do evento' });
    await user.click(await within(list).findByRole('button', { name: 'Excluir Corrida 10K' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a prova Corrida 10K?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir prova' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A prova Corrida 10K tem 12 inscrições e 3 resultados; não pode ser excluída.',
    );
    expect(within(dialog).getByRole('button', { name: 'Excluir prova' })).toBeDisabled();
  });

  it('opens the editor of the race the URL names (the review links there)', async () => {
    hub();
    render(null, { url: '/events/EVT-F/races?edit=10K' });
    expect(
      await screen.findByRole('form', { name: 'Editar a prova Corrida 10K' }),
    ).toBeInTheDocument();
  });
});
