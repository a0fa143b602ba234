import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, stubHub } from '@/testing/web/hub-stub';
import { importRace, renderImportsPage } from '@/testing/web/imports-fixtures';

const CSV = [
  'Nome completo;CPF;Data de nascimento',
  'Ana Souza;529.982.247-25;01/02/1990',
  'Bruno Lima;123.456.789-00;03/04/1985',
].join('\r\n');

describe('the import review on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    localStorage.clear();
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    vi.unstubAllGlobals();
  });

  it('is a list of cards, each with its row, its problem and its fix', async () => {
    stubHub({
      'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
      'GET /api/v1/events/EVT/registration-imports': () => page([]),
    });
    const { user } = renderImportsPage();
    await screen.findByRole('option', { name: '10K · Corrida 10K' });
    await user.upload(
      screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
      new File([CSV], 'inscritos.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));

    const list = await screen.findByRole('list', { name: 'Linhas do arquivo' });
    expect(screen.queryByRole('table', { name: 'Linhas do arquivo' })).toBeNull();
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const bruno = cards[1];
    expect(bruno).toHaveTextContent('Linha 3');
    expect(bruno).toHaveTextContent(/CPF: .*inválido/i);
    await user.click(within(bruno).getByRole('button', { name: 'Corrigir CPF da linha 3' }));
    const input = within(bruno).getByRole('textbox', { name: 'Novo valor de CPF da linha 3' });
    await user.clear(input);
    await user.type(input, '111.444.777-35{Enter}');
    expect(await within(list).findByText('Linha 3')).toBeInTheDocument();
    expect(within(list).getAllByText('Pronta para enviar')).toHaveLength(2);
  });
});
