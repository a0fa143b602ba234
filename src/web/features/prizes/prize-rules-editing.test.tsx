import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrizeRule } from '@/contract/races';
import {
  json,
  makeEvent,
  makePrizeRule,
  makeRace,
  page,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'PRZ', name: 'Prêmios' });
const race = makeRace(event.id, { id: 7, code: '21K', name: 'Meia 21K' });
const vacancy = {
  data: {
    race_id: '7',
    registration_limit: null,
    registrations_count: '0',
    vacancy: { available: null, unlimited: true, percent_filled: null, status: 'unlimited' },
  },
};

function hubWithRules(extensions = true) {
  let rules: PrizeRule[] = [makePrizeRule({ id: 1, race_id: 7, event_id: event.id, seq: 1 })];
  const base = '/api/v1/events/PRZ/races/21K/prize-rules';
  const hub = stubHub({
    'GET /auth/session': () => ({ ...signedIn, extensions }),
    'GET /api/v1/events/PRZ': () => ({ data: event }),
    'GET /api/v1/events/PRZ/races': () => ({ data: [race] }),
    'GET /api/v1/events/PRZ/races/21K/vacancy': () => vacancy,
    [`GET ${base}`]: () => page(rules),
    [`POST ${base}`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<PrizeRule>;
      const created = makePrizeRule({ ...body, id: 2, race_id: 7, seq: 2 });
      rules = [...rules, created];
      return json({ data: created }, 201);
    },
    [`PATCH ${base}/1`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<PrizeRule>;
      rules = rules.map((rule) => (rule.id === 1 ? { ...rule, ...body } : rule));
      return { data: rules[0] };
    },
    [`DELETE ${base}/1`]: () => {
      rules = rules.filter((rule) => rule.id !== 1);
      return null;
    },
  });
  return hub;
}

describe('prize rules: create, edit, delete', () => {
  it('creates a rule and edits another, each sent as the contract wants', async () => {
    const hub = hubWithRules();
    const { user } = render(null, { url: '/events/PRZ/prizes' });
    const section = await screen.findByRole('region', { name: 'Regras de premiação' });
    await user.click(await within(section).findByRole('button', { name: 'Nova regra' }));
    const form = await screen.findByRole('form', { name: 'Nova regra de premiação para Meia 21K' });
    await user.clear(within(form).getByLabelText(/Premiados/));
    await user.type(within(form).getByLabelText(/Premiados/), '10');
    await user.click(within(form).getByRole('button', { name: 'Criar regra' }));
    await waitFor(() => expect(hub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ranking_type: 'overall',
      ranking_cut: 10,
      tipo_premiacao: 'trofeu',
      gender_filter: null,
      modality_id: null,
    });
    const table = within(section).getByRole('table', { name: 'Regras de premiação' });
    expect(await within(table).findByText('Top 10')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Editar a regra 1' }));
    const edit = await screen.findByRole('form', { name: 'Editar a regra de premiação 1' });
    expect(within(edit).getByLabelText(/Premiados/)).toHaveValue('5');
    await user.clear(within(edit).getByLabelText(/Premiados/));
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(edit).findByText('Obrigatório')).toBeInTheDocument();
    await user.type(within(edit).getByLabelText(/Premiados/), '8');
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(hub.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(hub.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      ranking_cut: 8,
      gender_filter: 'M',
    });
    expect(await within(table).findByText('Top 8')).toBeInTheDocument();
  });

  it('deletes a rule after asking', async () => {
    const hub = hubWithRules();
    const { user } = render(null, { url: '/events/PRZ/prizes' });
    const section = await screen.findByRole('region', { name: 'Regras de premiação' });
    await user.click(await within(section).findByRole('button', { name: 'Excluir a regra 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a regra de premiação 1?' });
    expect(hub.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir regra' }));
    expect(await within(section).findByText('Sem regras de premiação')).toBeInTheDocument();
    expect(hub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('on a spec-only hub shows the rules without buttons, and says why', async () => {
    hubWithRules(false);
    render(null, { url: '/events/PRZ/prizes?race=21K' });
    expect(
      await screen.findByText(/A API deste hub não cria, edita nem exclui/),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Regras de premiação' });
    expect(await within(section).findByText('Top 5')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Nova regra|Editar|Excluir/ })).toBeNull();
  });
});
