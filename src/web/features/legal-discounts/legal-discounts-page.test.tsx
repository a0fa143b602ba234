import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { LegalDiscount } from '@/contract/legal-discounts';
import { hubError, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const race = makeRace(1, {
  id: 5,
  sort_order: 1,
  starts_at: '2027-04-21T07:00:00-03:00',
  registration_limit: null,
});
const batch: Batch = {
  id: 9,
  event_id: 1,
  name: '1º Lote',
  starts_at: null,
  ends_at: null,
  includes_kit: true,
  max_quantity: null,
  quantity_sold: 0,
  quantity_reserved: 0,
  is_active: true,
  installments_enabled: false,
  max_installments: 1,
  absorb_installment_interest: false,
  sort_order: 1,
  race_prices: { '5': 10000 },
  ...stamp,
};
const event = makeEvent({ code: 'DS1', races: [race], batches: [batch] });
const pcd: LegalDiscount = {
  id: 1,
  event_id: event.id,
  type: 'pcd',
  discount_type: 'percent',
  value: 50,
  requires_proof: true,
  is_active: true,
  ...stamp,
};

/** The confirmation before a save: what changes against what the hub has now, then "Salvar". */
async function confirmSave(
  user: { click: (element: Element) => Promise<void> },
  check: (dialog: HTMLElement) => void = () => undefined,
) {
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Conferir antes de salvar' },
    { timeout: 5000 },
  );
  const confirm = within(dialog).getByRole('button', { name: 'Salvar' });
  await waitFor(() => expect(confirm).toBeEnabled());
  check(dialog);
  await user.click(confirm);
  return dialog;
}

function setup(url = '/events/DS1/legal-discounts') {
  const hub = stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/DS1': () => ({ data: event }),
    'GET /api/v1/events/DS1/legal-discounts': () => ({ data: [pcd] }),
    'PUT /api/v1/events/DS1/legal-discounts': (_url, init) => {
      const sent = JSON.parse(String(init.body)) as { discounts: { value: number }[] };
      return { data: [{ ...pcd, value: sent.discounts[0].value }] };
    },
    'GET /api/v1/events/DS1/retention': () => hubError(404, 'not_found', 'Sem regras próprias.'),
  });
  return { ...hub, ...render(null, { url }) };
}

describe('legal discounts form', () => {
  it('says what the law asks beside each type, and when a type falls below it', async () => {
    const { user } = setup();
    const senior = await screen.findByRole('row', { name: /Pessoa idosa/ }, { timeout: 5000 });
    expect(senior).toHaveTextContent('Lei 10.741/2003');
    // A type the hub never stored comes in off: below the law until it is on at half or more.
    expect(senior).toHaveTextContent('Abaixo do que a lei pede');
    const pcdRow = screen.getByRole('row', { name: /Pessoa com deficiência/ });
    expect(pcdRow).toHaveTextContent('Lei 12.933/2013');
    expect(pcdRow).not.toHaveTextContent('Abaixo do que a lei pede');
    const value = within(pcdRow).getByRole('textbox', {
      name: 'Valor do desconto Pessoa com deficiência (PcD)',
    });
    await user.clear(value);
    await user.type(value, '30');
    expect(pcdRow).toHaveTextContent('Abaixo do que a lei pede');
    await user.click(
      within(senior).getByRole('switch', { name: 'Desconto Pessoa idosa (60+) ativo' }),
    );
    expect(senior).not.toHaveTextContent('Abaixo do que a lei pede');
  });

  it("sends the tab's former address (a bookmark) to the new one", async () => {
    const { router } = setup('/events/DS1/discounts');
    expect(await screen.findByRole('button', { name: 'Salvar descontos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/events/DS1/legal-discounts');
  });

  it('shows the price after each discount on a batch price of the event', async () => {
    setup();
    expect(
      await screen.findByRole('combobox', { name: 'Preço de exemplo' }, { timeout: 5000 }),
    ).toHaveDisplayValue('1º Lote — Corrida 10K (R$ 100,00)');
    expect(screen.getByRole('row', { name: /Pessoa com deficiência/ })).toHaveTextContent(
      'R$ 50,00',
    );
  });

  it('refuses a percent over 100 and an empty value, then saves all three types in one PUT', async () => {
    const { user, calls } = setup();
    const value = await screen.findByRole(
      'textbox',
      { name: 'Valor do desconto Pessoa com deficiência (PcD)' },
      { timeout: 5000 },
    );
    await user.clear(value);
    await user.type(value, '150');
    const senior = screen.getByRole('textbox', { name: 'Valor do desconto Pessoa idosa (60+)' });
    await user.clear(senior);
    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    expect(await screen.findByText('Percentual vai de 0 a 100')).toBeVisible();
    expect(senior).toHaveAccessibleDescription('Informe o valor');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(value);
    await user.type(value, '30');
    await user.type(senior, '50');
    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    await confirmSave(user, (dialog) => {
      // Against the hub's stored PcD discount (50 %): it changes, the two others come in off.
      const changed = within(dialog).getByRole('row', { name: /Pessoa com deficiência/ });
      expect(changed).toHaveTextContent('muda');
      expect(changed).toHaveTextContent('50 % (pede comprovante)');
      expect(changed).toHaveTextContent('30 % (pede comprovante)');
      expect(within(dialog).getByRole('row', { name: /Pessoa idosa/ })).toHaveTextContent('novo');
    });
    expect(await screen.findByText('Descontos salvos.')).toBeVisible();
    const body = calls.find((c) => c.method === 'PUT')?.body as { discounts: unknown[] };
    expect(body.discounts).toEqual([
      { type: 'pcd', discount_type: 'percent', value: 30, requires_proof: true, enabled: true },
      {
        type: 'student',
        discount_type: 'percent',
        value: 50,
        requires_proof: true,
        enabled: false,
      },
      { type: 'senior', discount_type: 'percent', value: 50, requires_proof: true, enabled: false },
    ]);
  });

  it('refuses "7,5" in a percent as a fraction, in words, instead of sending 75', async () => {
    const { user, calls } = setup();
    const value = await screen.findByRole(
      'textbox',
      { name: 'Valor do desconto Pessoa com deficiência (PcD)' },
      { timeout: 5000 },
    );
    await user.clear(value);
    await user.type(value, '7,5');
    expect(value).toHaveValue('7,5 %');
    expect(value).toHaveAccessibleDescription('Use um número inteiro, sem vírgula');
    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    expect(value).toHaveAccessibleDescription('Use um número inteiro, sem vírgula');
    expect(screen.queryByRole('dialog', { name: 'Conferir antes de salvar' })).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a fixed discount larger than a price of the event, naming that price', async () => {
    const { user, calls } = setup();
    const row = await screen.findByRole(
      'row',
      { name: /Pessoa com deficiência/ },
      { timeout: 5000 },
    );
    await user.click(within(row).getByRole('radio', { name: 'R$' }));
    const value = within(row).getByRole('textbox', {
      name: 'Valor do desconto Pessoa com deficiência (PcD)',
    });
    await user.clear(value);
    await user.type(value, '120');
    expect(row).toHaveTextContent('R$ 0,00');
    expect(row).toHaveTextContent('desconto maior que o preço (R$ 100,00)');
    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    expect(value).toHaveAccessibleDescription(
      'Maior que o preço de R$ 100,00 (1º Lote — Corrida 10K): essa inscrição sairia de graça. Use no máximo R$ 100,00.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(value);
    await user.type(value, '100');
    expect(row).toHaveTextContent('o desconto cobre todo o preço');
    expect(value).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    await confirmSave(user);
    expect(await screen.findByText('Descontos salvos.')).toBeVisible();
    const body = calls.find((c) => c.method === 'PUT')?.body as { discounts: unknown[] };
    expect(body.discounts[0]).toMatchObject({ discount_type: 'fixed', value: 10000 });
  });

  describe('on a hub that lists no batches', () => {
    const bare = makeEvent({ code: 'DS1', races: undefined, batches: undefined });
    const specOnly = () =>
      stubHub({
        'GET /auth/session': () => signedIn,
        'GET /api/v1/events/DS1': () => ({ data: bare }),
        'GET /api/v1/events/DS1/batches': () => hubError(404, 'not_found', 'Rota não encontrada.'),
        'GET /api/v1/events/DS1/races': () => hubError(404, 'not_found', 'Rota não encontrada.'),
        'GET /api/v1/events/DS1/legal-discounts': () => ({ data: [pcd] }),
        'GET /api/v1/events/DS1/retention': () => hubError(404, 'not_found', 'Sem regras.'),
      });
    afterEach(() => sessionStorage.clear());

    it('checks a fixed discount against the batches created in this session', async () => {
      sessionStorage.setItem('hub-console:batches:DS1', JSON.stringify([batch]));
      sessionStorage.setItem('hub-console:races:DS1', JSON.stringify([race]));
      const { calls } = specOnly();
      const { user } = render(null, { url: '/events/DS1/legal-discounts' });
      expect(
        await screen.findByRole('combobox', { name: 'Preço de exemplo' }, { timeout: 5000 }),
      ).toHaveDisplayValue('1º Lote — Corrida 10K (R$ 100,00)');
      const row = screen.getByRole('row', { name: /Pessoa com deficiência/ });
      await user.click(within(row).getByRole('radio', { name: 'R$' }));
      const value = within(row).getByRole('textbox', {
        name: 'Valor do desconto Pessoa com deficiência (PcD)',
      });
      await user.clear(value);
      await user.type(value, '120');
      await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
      expect(value).toHaveAccessibleDescription(/^Maior que o preço de R\$ 100,00 \(1º Lote/);
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    });

    it('says why there is no example when this session created no batch', async () => {
      specOnly();
      render(null, { url: '/events/DS1/legal-discounts' });
      expect(
        await screen.findByText(
          'Sem preços de lote para o exemplo: este hub não lista os lotes, e nenhum foi criado nesta sessão.',
          {},
          { timeout: 5000 },
        ),
      ).toBeVisible();
    });
  });

  it('warns before a tab switch loses a changed discount, and not once it is saved', async () => {
    const { user, router } = setup();
    const value = await screen.findByRole(
      'textbox',
      { name: 'Valor do desconto Pessoa com deficiência (PcD)' },
      { timeout: 5000 },
    );
    await user.clear(value);
    await user.type(value, '40');
    await user.click(screen.getByRole('link', { name: 'Retenção' }));
    expect(await screen.findByRole('dialog', { name: 'Descartar as alterações?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/events/DS1/legal-discounts');
    expect(value).toHaveValue('40 %');

    await user.click(screen.getByRole('button', { name: 'Salvar descontos' }));
    await confirmSave(user);
    expect(await screen.findByText('Descontos salvos.')).toBeVisible();
    expect(value).toHaveValue('40 %');
    await user.click(screen.getByRole('link', { name: 'Retenção' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/DS1/retention'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
