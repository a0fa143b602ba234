import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import { json, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'EVT-E', name: 'Ultra Edição', date: '2027-04-21' });
const races = [
  makeRace(event.id, { id: 11, code: '80K', name: 'Ultra 80K' }),
  makeRace(event.id, { id: 12, code: '50K', name: 'Ultra 50K' }),
];
const batch: Batch = {
  id: 901,
  event_id: event.id,
  name: '1º Lote',
  starts_at: '2027-01-01T00:00:00-03:00',
  ends_at: '2027-02-01T00:00:00-03:00',
  includes_kit: true,
  max_quantity: 300,
  quantity_sold: 7,
  quantity_reserved: 0,
  is_active: true,
  installments_enabled: false,
  max_installments: 1,
  absorb_installment_interest: false,
  sort_order: 0,
  race_prices: { '11': 8990, '12': 7990 },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const reads = (extensions = true, batches: () => Batch[] = () => [batch]) => ({
  'GET /auth/session': () => ({ ...signedIn, extensions }),
  'GET /api/v1/events/EVT-E': () => ({ data: event }),
  'GET /api/v1/events/EVT-E/races': () => ({ data: races }),
  'GET /api/v1/events/EVT-E/batches': () => ({ data: batches() }),
});

const confirmationRequired = json(
  {
    error: 'confirmation_required',
    message: 'A mudança de preço atinge 7 vendas deste lote; reenvie com ?confirm=true.',
    details: {
      sales: 7,
      affected: [
        {
          race_id: 11,
          race_code: '80K',
          race_name: 'Ultra 80K',
          sales: 7,
          price_from: 8990,
          price_to: 9990,
          people: ['Ana Souza', 'Bruno Lima'],
        },
      ],
    },
  },
  409,
);

beforeEach(() => sessionStorage.clear());

describe('changing a batch', () => {
  it('a new price for a race that sold shows who is affected, and confirm resends', async () => {
    let listed = [batch];
    const hub = stubHub({
      ...reads(true, () => listed),
      'PATCH /api/v1/events/EVT-E/batches/901': (url, init) => {
        if (url.searchParams.get('confirm') !== 'true') return confirmationRequired;
        const body = JSON.parse(String(init.body)) as { race_prices: Record<string, number> };
        listed = [{ ...batch, race_prices: body.race_prices }];
        return { data: listed[0] };
      },
    });
    const { user } = render(null, { url: '/events/EVT-E/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    const edit = await within(matrix).findByRole('button', { name: 'Editar 1º Lote' });
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Editar o lote 1º Lote' });
    expect(within(form).getByLabelText(/Nome do lote/)).toHaveValue('1º Lote');
    expect(within(form).getByLabelText('Preço de Ultra 50K')).toHaveValue('79,90');
    const price = within(form).getByLabelText('Preço de Ultra 80K');
    await user.clear(price);
    await user.type(price, '99,90');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    const confirm = await screen.findByRole('dialog', { name: 'Mudar o preço do lote 1º Lote?' });
    expect(within(confirm).getByText(/Este lote já tem 7 vendas/)).toBeInTheDocument();
    const affected = within(confirm).getByRole('table', {
      name: 'Quem é afetado pela mudança de preço',
    });
    expect(within(affected).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(affected).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(affected).getByText('e mais 5 pessoas')).toBeInTheDocument();
    expect(within(affected).getByText('R$ 89,90 → R$ 99,90')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar novo preço' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Editar o lote/ })).not.toBeInTheDocument(),
    );
    const patches = hub.calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.url.search)).toEqual(['', '?confirm=true']);
    expect(patches[1].body).toMatchObject({
      name: '1º Lote',
      race_prices: { '11': 9990, '12': 7990 },
      max_quantity: 300,
    });
    const row = await within(matrix).findByRole('row', { name: /1º Lote/ });
    await waitFor(() => expect(row).toHaveTextContent('R$ 99,90'));
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('checks the window against the races and the event, naming the bound', async () => {
    stubHub(reads());
    const { user } = render(null, { url: '/events/EVT-E/batches' });
    const form = await screen.findByRole('form', { name: 'Novo lote' });
    await user.type(within(form).getByLabelText(/Nome do lote/), 'Lote Tardio');
    await user.type(within(form).getByLabelText('Preço de Ultra 80K'), '10');
    await user.type(within(form).getByLabelText('Preço de Ultra 50K'), '10');
    await user.type(within(form).getByLabelText('Início das vendas'), '2027-04-01T00:00');
    await user.type(within(form).getByLabelText('Fim das vendas'), '2027-04-22T00:00');
    await user.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(
      await within(form).findByText(
        'O lote venderia Ultra 80K depois da largada (21/04/2027, 06:30): termine até ela.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Fim das vendas')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a batch that sold cannot be deleted: the hub says how many sales keep it', async () => {
    const hub = stubHub({
      ...reads(),
      'DELETE /api/v1/events/EVT-E/batches/901': () =>
        json({ error: 'in_use', message: 'O lote tem 7 vendas.', details: { sales: 7 } }, 409),
    });
    const { user } = render(null, { url: '/events/EVT-E/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    await user.click(await within(matrix).findByRole('button', { name: 'Excluir 1º Lote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o lote 1º Lote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir lote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O lote 1º Lote tem 7 vendas; não pode ser excluído.',
    );
    expect(within(dialog).getByRole('button', { name: 'Excluir lote' })).toBeDisabled();
    expect(hub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('duplicates a batch into the create body, its name left to fill', async () => {
    const hub = stubHub({
      ...reads(),
      'POST /api/v1/events/EVT-E/batches': () => json({ data: { ...batch, id: 902 } }, 201),
    });
    const { user } = render(null, { url: '/events/EVT-E/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    await user.click(await within(matrix).findByRole('button', { name: 'Duplicar 1º Lote' }));
    const form = await screen.findByRole('form', { name: 'Duplicar o lote 1º Lote' });
    expect(within(form).getByLabelText(/Nome do lote/)).toHaveValue('');
    await user.type(within(form).getByLabelText(/Nome do lote/), '2º Lote');
    await user.click(within(form).getByRole('button', { name: 'Criar cópia' }));
    await waitFor(() => expect(hub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: '2º Lote',
      race_prices: { '11': 8990, '12': 7990 },
      includes_kit: true,
      max_quantity: 300,
    });
  });

  it('on a spec-only hub offers no change and says why', async () => {
    stubHub(reads(false));
    render(null, { url: '/events/EVT-E/batches' });
    const matrix = await screen.findByRole('region', { name: 'Lotes e preços por prova' });
    expect(await within(matrix).findByText(/A API deste hub só cria lotes/)).toBeInTheDocument();
    expect(within(matrix).queryByRole('button', { name: /Editar|Excluir|Duplicar/ })).toBeNull();
  });
});
