import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '@/contract/races';
import { json, makeCategory, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'CAT', name: 'Corrida das Categorias' });
const catalogue = { data: [{ id: 1, name: 'Geral', is_default: true }] };
const base = '/api/v1/events/CAT/races/10K/categories';

beforeEach(() => sessionStorage.clear());

/** A hub whose 10K has the men's 18-29 and a PCD category, and a 5K without categories. */
function hubWithCategories({ extensions = true } = {}) {
  let categories: Category[] = [
    makeCategory({ id: 11, name: 'M 18-29', sort_order: 1 }),
    makeCategory({
      id: 12,
      name: 'PCD',
      type: 'pwd',
      sex: null,
      age_min: null,
      age_max: null,
      is_pwd: true,
      award_count: 5,
      sort_order: 2,
    }),
  ];
  let next = 100;
  const races = () => [
    makeRace(event.id, { id: 501, code: '10K', name: 'Corrida 10K', categories }),
    makeRace(event.id, { id: 502, code: '5K', name: 'Caminhada 5K', categories: [] }),
  ];
  const hub = stubHub({
    'GET /auth/session': () => ({ ...signedIn, extensions }),
    'GET /api/v1/events/CAT': () => ({ data: event }),
    'GET /api/v1/events/CAT/races': () => ({ data: races() }),
    'GET /api/v1/modalities': () => catalogue,
    [`POST ${base}`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<Category>;
      if (body.name === 'F 18-29')
        return json(
          {
            error: 'validation_failed',
            message: 'Dados inválidos',
            details: { age_min: ['As idades se sobrepõem às da categoria F antiga (18-40)'] },
          },
          422,
        );
      const created = makeCategory({ age_min: null, age_max: null, ...body, id: next++ });
      categories = [...categories, created];
      return json({ data: created }, 201);
    },
    [`PATCH ${base}/11`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<Category>;
      categories = categories.map((c) => (c.id === 11 ? { ...c, ...body } : c));
      return { data: categories[0] };
    },
    [`DELETE ${base}/11`]: () =>
      json(
        {
          error: 'in_use',
          message: 'A categoria M 18-29 é usada por 3 inscrições; não pode ser excluída.',
          details: { registrations: 3, results: 0, prize_rules: [2] },
        },
        409,
      ),
    [`DELETE ${base}/12`]: () => {
      categories = categories.filter((c) => c.id !== 12);
      return null;
    },
  });
  return hub;
}

// The editor is a chunk loaded after the race list: on a busy machine it takes a while.
const section = () => screen.findByRole('region', { name: 'Categorias' }, { timeout: 15_000 });

describe('the races tab’s categories', () => {
  it('shows a race’s categories as a table and another race’s on choosing it', async () => {
    hubWithCategories();
    const { user } = render(null, { url: '/events/CAT/races' });
    const table = await within(await section()).findByRole('table', {
      name: 'Categorias de Corrida 10K',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/M 18-29\s*Masculino\s*18–29 anos\s*Geral\s*Não\s*Não\s*3/);
    expect(rows[2]).toHaveTextContent(/PCD\s*Todos\s*Todas\s*Geral\s*Sim\s*Não\s*5/);

    await user.selectOptions(within(await section()).getByLabelText('Prova'), '5K');
    expect(await within(await section()).findByText('Nenhuma categoria')).toBeInTheDocument();
  });

  it('on a hub without the extensions shows the categories without buttons', async () => {
    hubWithCategories({ extensions: false });
    render(null, { url: '/events/CAT/races' });
    const region = await section();
    expect(await within(region).findByText('M 18-29')).toBeInTheDocument();
    expect(
      within(region).queryByRole('button', { name: /Nova categoria|Gerar|Editar|Excluir/ }),
    ).toBeNull();
  });

  it('says what a category misses, then puts the hub’s refusal on its field', async () => {
    const hub = hubWithCategories();
    const { user } = render(null, { url: '/events/CAT/races' });
    await user.click(
      await within(await section()).findByRole('button', { name: 'Nova categoria' }),
    );
    const form = await screen.findByRole('form', { name: 'Nova categoria em Corrida 10K' });
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(await within(form).findByText('Obrigatório')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nome da categoria/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(within(form).getByLabelText(/Nome da categoria/), 'F 18-29');
    await user.selectOptions(within(form).getByLabelText('Sexo'), 'F');
    await user.type(within(form).getByLabelText('Idade mínima'), '30');
    await user.type(within(form).getByLabelText('Idade máxima'), '18');
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(
      await within(form).findByText('A idade máxima não pode ser menor que a mínima (30)'),
    ).toBeInTheDocument();
    expect(hub.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Idade mínima'));
    await user.type(within(form).getByLabelText('Idade mínima'), '18');
    await user.clear(within(form).getByLabelText('Idade máxima'));
    await user.type(within(form).getByLabelText('Idade máxima'), '29');
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(
      await within(form).findByText('As idades se sobrepõem às da categoria F antiga (18-40)'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Idade mínima')).toHaveAttribute('aria-invalid', 'true');
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'F 18-29',
      sex: 'F',
      age_min: 18,
      age_max: 29,
      award_count: 3,
      type: 'age_group',
      modality_id: null,
    });
  });

  it('edits a category in its dialog and focuses its row after saving', async () => {
    const hub = hubWithCategories();
    const { user } = render(null, { url: '/events/CAT/races' });
    const region = await section();
    await user.click(
      await within(region).findByRole('button', { name: 'Editar a categoria M 18-29' }),
    );
    const form = await screen.findByRole('form', { name: 'Editar a categoria M 18-29' });
    expect(within(form).getByLabelText('Idade máxima')).toHaveValue('29');
    await user.clear(within(form).getByLabelText(/Premiados/));
    await user.type(within(form).getByLabelText(/Premiados/), '5');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hub.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'M 18-29',
      award_count: 5,
      age_min: 18,
      age_max: 29,
    });
    const row = within(region).getByText('M 18-29').closest('tr');
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveTextContent(/18–29 anos.*5/);
  });

  it('asks before deleting, says what keeps a category, and deletes one nothing uses', async () => {
    const hub = hubWithCategories();
    const { user } = render(null, { url: '/events/CAT/races' });
    const region = await section();
    await user.click(
      await within(region).findByRole('button', { name: 'Excluir a categoria M 18-29' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Excluir a categoria M 18-29?' });
    expect(hub.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir categoria' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A categoria M 18-29 não pode ser excluída: é usada por 3 inscrições e a regra de premiação nº 2, que só tem esta categoria para premiar.',
    );
    expect(within(dialog).getByRole('button', { name: 'Excluir categoria' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(region).getByRole('button', { name: 'Excluir a categoria PCD' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir a categoria PCD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir categoria' }));
    await waitFor(() => expect(within(region).queryByText('PCD')).toBeNull());
    // The keyboard goes on from the row before the deleted one (it was the last).
    await waitFor(() => expect(within(region).getByText('M 18-29').closest('tr')).toHaveFocus());
  });
});
