import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import { hubError, json, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'EVT-B', name: 'Ultra Teste' });

const race = (id: number, name: string, code: string) =>
  makeRace(event.id, {
    id,
    code,
    name,
    distance: null,
    distance_label: null,
    type: 'trail',
    registration_limit: null,
  });
const races = [
  race(11, 'Ultra 80K', '80K'),
  race(12, 'Ultra 50K', '50K'),
  race(13, 'Trail 25K', '25K'),
];

function makeBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    id: 901,
    event_id: event.id,
    name: '1º Lote',
    starts_at: '2027-01-01T00:00:00-03:00',
    ends_at: '2027-02-01T00:00:00-03:00',
    includes_kit: true,
    max_quantity: 300,
    quantity_sold: 12,
    quantity_reserved: 0,
    is_active: true,
    installments_enabled: false,
    max_installments: 1,
    absorb_installment_interest: false,
    sort_order: 0,
    race_prices: { '11': 8990, '12': 8990 },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const validationFailed = (details: Record<string, string[]>) =>
  json(
    { error: 'validation_failed', message: 'Há provas que não pertencem ao evento.', details },
    422,
  );

beforeEach(() => sessionStorage.clear());

describe('batches tab', () => {
  it('shows each batch price per race, empty where the batch does not sell the race', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => ({ data: races }),
      'GET /api/v1/events/EVT-B/batches': () => ({ data: [makeBatch()] }),
    });
    render(null, { url: '/events/EVT-B/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    const row = await within(matrix).findByRole('row', { name: /1º Lote/ });
    const cells = within(row).getAllByRole('cell');
    // window, 80K, 50K, 25K, sold, the batch's buttons
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('01/01/2027'),
      'R$ 89,90',
      'R$ 89,90',
      '',
      '12 / 300',
    ]);
    expect(within(cells[5]).getByRole('button', { name: 'Editar 1º Lote' })).toBeInTheDocument();
    expect(within(matrix).getByText(/^Hoje:/)).toBeInTheDocument();
  });

  it('says what is missing in the form and in the grid before sending', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => ({ data: races }),
      'GET /api/v1/events/EVT-B/batches': () => ({ data: [] }),
    });
    const { user } = render(null, { url: '/events/EVT-B/batches' });
    const form = await screen.findByRole('form', { name: 'Novo lote' });
    await user.type(within(form).getByLabelText('Preço de Ultra 80K'), '12,5,0');
    await within(form).findAllByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText('Início das vendas'), '01/03/2027 00:00');
    await user.type(within(form).getByLabelText('Fim das vendas'), '01/02/2027 0:00');
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(await within(form).findByText('Obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Preço inválido. Ex.: 89,90')).toBeInTheDocument();
    expect(within(form).getAllByText('Informe o preço')).toHaveLength(2);
    expect(
      within(form).getByText('O fim deve ser depois do início (01/03/2027, 00:00).'),
    ).toBeInTheDocument();

    for (const name of ['Ultra 80K', 'Ultra 50K', 'Trail 25K'])
      await user.click(within(form).getByLabelText(`Vender ${name} neste lote`));
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(
      await within(form).findByText('Informe o preço de pelo menos uma prova'),
    ).toBeInTheDocument();
  });

  it('sends typed prices as cents, uncovered races left out, and refreshes the matrix', async () => {
    let listed: Batch[] = [];
    const hub = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => ({ data: races }),
      'GET /api/v1/events/EVT-B/batches': () => ({ data: listed }),
      'POST /api/v1/events/EVT-B/batches': (_url, init) => {
        const body = JSON.parse(String(init.body)) as {
          name: string;
          race_prices: Record<string, number>;
        };
        listed = [makeBatch({ name: body.name, race_prices: body.race_prices })];
        return json({ data: listed[0] }, 201);
      },
    });
    const { user } = render(null, { url: '/events/EVT-B/batches' });
    const form = await screen.findByRole('form', { name: 'Novo lote' });
    await user.type(within(form).getByLabelText(/Nome do lote/), 'Lote Grade');
    await user.click(within(form).getByRole('switch', { name: 'Permitir parcelamento' }));
    await user.clear(within(form).getByLabelText('Máximo de parcelas'));
    await user.type(within(form).getByLabelText('Máximo de parcelas'), '3');
    await user.type(within(form).getByLabelText('Preço de Ultra 80K'), '89,90');
    expect(within(form).getByText('3x de R$ 29,97')).toBeInTheDocument();
    // Enter goes down the price column; the next cell takes the typing.
    await user.keyboard('{Enter}');
    expect(within(form).getByLabelText('Preço de Ultra 50K')).toHaveFocus();
    await user.keyboard('12.50');
    // Up goes back; Left at the start of a price goes to its "in batch" toggle.
    await user.keyboard('{ArrowUp}');
    expect(within(form).getByLabelText('Preço de Ultra 80K')).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(within(form).getByLabelText('Vender Ultra 80K neste lote')).toHaveFocus();
    await user.click(within(form).getByLabelText('Vender Trail 25K neste lote'));
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));

    await waitFor(() => expect(hub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Lote Grade',
      max_installments: 3,
      race_prices: { '11': 8990, '12': 1250 },
      includes_kit: false,
      is_active: true,
      installments_enabled: true,
      absorb_installment_interest: false,
    });
    const matrix = screen.getByRole('region', { name: 'Lotes e preços por prova' });
    expect(await within(matrix).findByRole('row', { name: /Lote Grade/ })).toHaveTextContent(
      'R$ 12,50',
    );
  });

  it('copies one price to every covered race', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => ({ data: races }),
      'GET /api/v1/events/EVT-B/batches': () => ({ data: [] }),
    });
    const { user } = render(null, { url: '/events/EVT-B/batches' });
    const form = await screen.findByRole('form', { name: 'Novo lote' });
    await user.click(within(form).getByLabelText('Vender Trail 25K neste lote'));
    await user.type(within(form).getByLabelText('Preço de Ultra 50K'), '45');
    await user.click(
      within(form).getByRole('button', {
        name: 'Copiar o preço de Ultra 50K para todas as provas do lote',
      }),
    );
    expect(within(form).getByLabelText('Preço de Ultra 80K')).toHaveValue('45,00');
    expect(within(form).getByLabelText('Preço de Trail 25K')).toHaveValue('');
  });

  it("puts the hub's rule-4 error (a race of another event) on that race's price cell", async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => ({ data: races }),
      'GET /api/v1/events/EVT-B/batches': () => ({ data: [] }),
      'POST /api/v1/events/EVT-B/batches': () =>
        validationFailed({ 'race_prices.12': ['A prova 12 não pertence a este evento'] }),
    });
    const { user } = render(null, { url: '/events/EVT-B/batches' });
    const form = await screen.findByRole('form', { name: 'Novo lote' });
    await user.type(within(form).getByLabelText(/Nome do lote/), 'Lote Forasteiro');
    await user.type(within(form).getByLabelText('Preço de Ultra 80K'), '10');
    await user.type(within(form).getByLabelText('Preço de Ultra 50K'), '10');
    await user.type(within(form).getByLabelText('Preço de Trail 25K'), '10');
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));
    const message = await within(form).findByText('A prova 12 não pertence a este evento');
    const row = message.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ultra 50K')).toBeInTheDocument();
    expect(within(row).getByLabelText('Preço de Ultra 50K')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('on a spec-only hub shows the notice and takes other races by id', async () => {
    const hub = stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/EVT-B': () => ({ data: event }),
      'GET /api/v1/events/EVT-B/races': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'GET /api/v1/events/EVT-B/batches': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'POST /api/v1/events/EVT-B/batches': () =>
        json({ data: makeBatch({ name: 'Lote Spec', race_prices: { '77': 5000 } }) }, 201),
    });
    const { user } = render(null, { url: '/events/EVT-B/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    expect(await within(matrix).findByText(/Este hub não lista os lotes/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Novo lote' });
    await user.type(within(form).getByLabelText('ID de outra prova do evento'), '77');
    await user.click(within(form).getByRole('button', { name: 'Incluir prova' }));
    await user.type(within(form).getByLabelText(/Nome do lote/), 'Lote Spec');
    await user.type(within(form).getByLabelText('Preço de Prova #77'), '50');
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(await within(matrix).findByRole('row', { name: /Lote Spec/ })).toHaveTextContent(
      'R$ 50,00',
    );
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      race_prices: { '77': 5000 },
    });
  });
});
