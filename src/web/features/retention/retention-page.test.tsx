import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RetentionPolicy } from '@/contract/retention';
import {
  hubError,
  makeBatch,
  makeEvent,
  signedIn,
  stubHub,
  type Handler,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'RT1', date: '2027-04-21' });
const policy: RetentionPolicy = {
  id: 1,
  hub_id: 1,
  event_id: event.id,
  scope: 'event',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  rules: [
    { id: 1, percent: 40, anchor: 'event_date', offset_days: -10 },
    { id: 2, percent: 50, anchor: 'event_date', offset_days: 3 },
  ],
};

function setup(retention: Handler = () => ({ data: policy })) {
  const hub = stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/RT1': () => ({ data: event }),
    'GET /api/v1/events/RT1/retention': retention,
  });
  return { ...hub, ...render(null, { url: '/events/RT1/retention' }) };
}

describe('retention rules form', () => {
  it('flags a payout before the last buyer can still withdraw (CDC art. 49)', async () => {
    // Sales until 2 days before the event: buyers may withdraw until 5 days after it.
    const selling = makeEvent({
      code: 'RT1',
      date: '2027-04-21',
      batches: [makeBatch(event.id, { ends_at: '2027-04-19T23:59:00-03:00' })],
    });
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/RT1': () => ({ data: selling }),
      'GET /api/v1/events/RT1/retention': () => ({ data: policy }),
    });
    render(null, { url: '/events/RT1/retention' });
    const early = await screen.findAllByText(
      'Antes do fim do prazo de arrependimento de quem compra no último dia de vendas (CDC art. 49).',
      {},
      { timeout: 5000 },
    );
    // Both payouts (10 days before, 3 after) fall before day +5.
    expect(early).toHaveLength(2);
    expect(
      screen.getByText(
        /As vendas vão até 19 de abr\. de 2027; um repasse antes de 26 de abr\. de 2027/,
      ),
    ).toBeVisible();
  });

  it('writes a percent with a comma in Portuguese and a point in English, and takes "7,5" in both', async () => {
    for (const language of ['pt-BR', 'en'] as const) {
      stubHub({
        'GET /auth/session': () => signedIn,
        'GET /api/v1/events/RT1': () => ({ data: event }),
        'GET /api/v1/events/RT1/retention': () => ({
          data: { ...policy, rules: [{ ...policy.rules[0], percent: 12.5 }, policy.rules[1]] },
        }),
      });
      const { user, unmount } = render(null, { url: '/events/RT1/retention', language });
      const name = language === 'en' ? 'Rule 1 percent' : 'Percentual da regra 1';
      const first = await screen.findByRole('textbox', { name }, { timeout: 5000 });
      expect(first).toHaveValue(language === 'en' ? '12.5 %' : '12,5 %');
      await user.clear(first);
      await user.type(first, '7,5');
      expect(first).toHaveValue(language === 'en' ? '7.5 %' : '7,5 %');
      unmount();
    }
  });

  it('blocks saving until the rules reach exactly 100 %, with dates from the event day', async () => {
    const { user } = setup();
    const total = await screen.findByRole(
      'status',
      { name: 'Total das regras' },
      { timeout: 5000 },
    );
    expect(total).toHaveTextContent('Total: 90 %');
    expect(total).toHaveTextContent('faltam 10 %');
    expect(total).toHaveAttribute('data-complete', 'false');
    expect(screen.getByRole('button', { name: 'Salvar regras' })).toBeDisabled();
    const rules = screen.getByRole('region', { name: 'Regras de repasse' });
    expect(within(rules).getByText('11 de abr. de 2027')).toBeVisible();
    expect(within(rules).getByText('10 dias antes do evento')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Distribuir o restante' }));
    expect(screen.getByRole('textbox', { name: 'Percentual da regra 2' })).toHaveValue('60 %');
    expect(total).toHaveTextContent('Total: 100 %');
    expect(total).toHaveAttribute('data-complete', 'true');
    expect(screen.getByRole('button', { name: 'Salvar regras' })).toBeEnabled();
  });

  it('asks for a number when an offset is empty, and warns under the floor', async () => {
    const { user, calls } = setup();
    const offset = await screen.findByRole(
      'textbox',
      { name: 'Prazo em dias da regra 1' },
      { timeout: 5000 },
    );
    await user.clear(offset);
    await user.type(offset, '-40');
    expect(screen.getByText('Abaixo do piso: o hub vai aplicar -30 dias.')).toBeVisible();
    await user.clear(offset);
    await user.click(screen.getByRole('button', { name: 'Distribuir o restante' }));
    await user.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(await screen.findByText('Informe um número')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses two payouts on one day, also when the floor brings them together', async () => {
    const { user, calls } = setup();
    const second = await screen.findByRole(
      'textbox',
      { name: 'Prazo em dias da regra 2' },
      { timeout: 5000 },
    );
    await user.clear(second);
    await user.type(second, '-10');
    const sameDay = 'Mesmo dia de repasse da regra 1: junte as duas ou mude o prazo.';
    expect(screen.getByText(sameDay)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Distribuir o restante' }));
    await user.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(await screen.findByText('Mesmo dia de repasse da regra 1')).toBeVisible();
    expect(second).toHaveAccessibleDescription('Mesmo dia de repasse da regra 1');

    const first = screen.getByRole('textbox', { name: 'Prazo em dias da regra 1' });
    await user.clear(first);
    await user.type(first, '-45');
    await user.clear(second);
    await user.type(second, '-31');
    expect(second).toHaveAccessibleDescription(sameDay);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(second);
    await user.type(second, '3');
    expect(screen.queryByText(sameDay)).not.toBeInTheDocument();
    expect(second).not.toHaveAccessibleDescription();
  });

  it('draws the payout timeline as an image with a text description', async () => {
    setup();
    const chart = await screen.findByRole(
      'img',
      { name: /Linha do tempo dos repasses/ },
      { timeout: 5000 },
    );
    expect(chart).toHaveAccessibleName(/40 % em 11 de abr\. de 2027.*90 % em 24 de abr\. de 2027/);
    expect(screen.getByRole('table', { name: 'Repasses em ordem de data' })).toBeInTheDocument();
  });

  for (const [hub, none] of [
    ['our hub, {data: null}', () => ({ data: null })],
    ['another hub, 404', () => hubError(404, 'not_found', 'Sem regras.')],
  ] as const)
    it(`an event without rules of its own (${hub}): said so above the form`, async () => {
      setup(none);
      expect(
        await screen.findByRole('alert', { name: 'Sem regras próprias' }, { timeout: 5000 }),
      ).toBeVisible();
    });

  it("waits on the route's loading view, then a failed read says what went wrong, with a retry", async () => {
    let answer: (reply: Response) => void = () => undefined;
    let reads = 0;
    const { user } = setup(() => {
      reads += 1;
      if (reads === 2) return { data: policy };
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    // The route's loading view is a live region of its own (the page announcer is another).
    const pending = await screen.findByText('Carregando…', {}, { timeout: 5000 });
    expect(pending.closest('[role="status"]')).not.toBeNull();
    answer(hubError(500, 'server_error', 'O hub está fora do ar.'));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('O hub teve um erro interno. Tente de novo em instantes.');
    // The event and its tabs stay: only the tab's own read failed.
    expect(screen.getByRole('navigation', { name: 'Seções do evento' })).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByRole('button', { name: 'Salvar regras' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
