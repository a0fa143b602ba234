import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '@/contract/races';
import {
  hubError,
  json,
  makeCategory,
  makeEvent,
  makeRace,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'GEN', name: 'Corrida Gerada' });
const base = '/api/v1/events/GEN/races/21K/categories';

beforeEach(() => sessionStorage.clear());

/** A 21K with "Geral M" and a women's 18-34 band; the hub refuses "F 60+" when asked. */
function hubForGenerator() {
  let categories: Category[] = [
    makeCategory({ id: 1, name: 'Geral M', type: 'overall', age_min: null, age_max: null }),
    makeCategory({ id: 2, name: 'Feminino jovem', sex: 'F', age_min: 18, age_max: 34 }),
  ];
  let next = 10;
  return stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/GEN': () => ({ data: event }),
    'GET /api/v1/events/GEN/races': () => ({
      data: [makeRace(event.id, { id: 501, code: '21K', name: 'Meia 21K', categories })],
    }),
    'GET /api/v1/modalities': () => ({ data: [{ id: 1, name: 'Geral', is_default: true }] }),
    [`POST ${base}`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<Category>;
      if (body.name === 'F 60+') return hubError(503, 'unavailable', 'Hub indisponível');
      const created = makeCategory({ age_min: null, age_max: null, ...body, id: next++ });
      categories = [...categories, created];
      return json({ data: created }, 201);
    },
  });
}

// The editor is a chunk loaded after the race list: on a busy machine it takes a while.
const section = () => screen.findByRole('region', { name: 'Categorias' }, { timeout: 15_000 });

describe('generate age groups', () => {
  it('previews the bands, flags those that clash, creates the rest and says how many', async () => {
    const hub = hubForGenerator();
    const { user } = render(null, { url: '/events/GEN/races' });
    const region = await section();
    const opener = await within(region).findByRole('button', { name: 'Gerar faixas etárias' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Gerar faixas etárias em Meia 21K' });

    await user.click(within(dialog).getByRole('radio', { name: '5 anos' }));
    await user.clear(within(dialog).getByLabelText('Última faixa, aberta'));
    await user.type(within(dialog).getByLabelText('Última faixa, aberta'), '40');
    await user.click(within(dialog).getByRole('checkbox', { name: 'PcD' }));
    const preview = within(dialog).getByRole('table', { name: 'Prévia' });
    const names = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(names).toEqual([
      'Geral MMasculinoTodasJá existe: Geral M',
      'Geral FFemininoTodasNova',
      'M 18-24Masculino18–24 anosNova',
      'M 25-29Masculino25–29 anosNova',
      'M 30-34Masculino30–34 anosNova',
      'M 35-39Masculino35–39 anosNova',
      'M 40+Masculino40+ anosNova',
      'F 18-24Feminino18–24 anosSobrepõe Feminino jovem',
      'F 25-29Feminino25–29 anosSobrepõe Feminino jovem',
      'F 30-34Feminino30–34 anosSobrepõe Feminino jovem',
      'F 35-39Feminino35–39 anosNova',
      'F 40+Feminino40+ anosNova',
      'PCDTodosTodasNova',
    ]);
    expect(within(dialog).getByText('9 categorias novas; 4 ficam de fora.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Criar 9 categorias' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('9 categorias criadas.');
    const posts = hub.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { name: string }).name)).toEqual([
      'Geral F',
      'M 18-24',
      'M 25-29',
      'M 30-34',
      'M 35-39',
      'M 40+',
      'F 35-39',
      'F 40+',
      'PCD',
    ]);
    expect(posts[5].body).toEqual({
      name: 'M 40+',
      type: 'age_group',
      sex: 'M',
      age_min: 40,
      age_max: null,
      award_count: 3,
      modality_id: null,
      category_group_id: 'faixa-etaria',
    });
    // With the race read again, everything in the preview now exists.
    expect(
      await within(dialog).findByText(
        'Nenhuma categoria nova: as da prévia já existem nesta prova.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('M 40+')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('lists the categories the hub refused, and keeps what it created', async () => {
    hubForGenerator();
    const { user } = render(null, { url: '/events/GEN/races' });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Gerar faixas etárias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar faixas etárias em Meia 21K' });
    await user.click(within(dialog).getByRole('radio', { name: 'Feminino' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Geral por sexo' }));
    await user.clear(within(dialog).getByLabelText('Idade inicial'));
    await user.type(within(dialog).getByLabelText('Idade inicial'), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Criar 4 categorias' }));
    const outcome = await within(dialog).findByRole('alert');
    expect(outcome).toHaveTextContent('3 categorias criadas.');
    expect(outcome).toHaveTextContent('1 não foi criada:');
    expect(outcome).toHaveTextContent('F 60+: Hub indisponível');
  });

  it('names the categories in English for a reader in English', async () => {
    hubForGenerator();
    const { user } = render(null, { url: '/events/GEN/races', language: 'en' });
    const region = await screen.findByRole('region', { name: 'Categories' }, { timeout: 15_000 });
    await user.click(await within(region).findByRole('button', { name: 'Generate age groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate age groups in Meia 21K' });
    const rows = within(within(dialog).getByRole('table', { name: 'Preview' })).getAllByRole('row');
    const names = rows.slice(1).map((row) => row.querySelector('td')?.textContent);
    expect(names).toContain('Overall F');
    expect(names.filter((name) => /Geral|Equipes/.test(name ?? ''))).toEqual([]);
  });

  it('makes no plan while the open band is not above the starting age', async () => {
    hubForGenerator();
    const { user } = render(null, { url: '/events/GEN/races' });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Gerar faixas etárias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar faixas etárias em Meia 21K' });
    await user.clear(within(dialog).getByLabelText('Última faixa, aberta'));
    await user.type(within(dialog).getByLabelText('Última faixa, aberta'), '18');
    expect(within(dialog).getByText('Maior que a idade inicial (18)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Prévia' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Criar 0 categorias' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
