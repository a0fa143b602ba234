import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, stubHub } from '@/testing/web/hub-stub';
import { importRace, renderImportsPage } from '@/testing/web/imports-fixtures';

const RESULTS = ['Bib;Nome;Tempo', '101;Ana;00:40:10', '102;Bruno;abc', '103;Carla;00:42:30'];

describe('the import wizard keeps the person’s edits', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('through choosing the race after the review and going back and forth', async () => {
    stubHub({
      'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
      'GET /api/v1/events/EVT/registration-imports': () => page([]),
      'GET /api/v1/events/EVT/result-imports': () => page([]),
      'GET /api/v1/events/EVT/bibs': () => ({ data: [] }),
      'GET /api/v1/events/EVT/races/10K/prize-rules': () => ({ data: [] }),
      'GET /api/v1/events/EVT/races/10K/categories': () => ({ data: [] }),
    });
    const { user } = renderImportsPage();
    await screen.findByRole('option', { name: '10K · Corrida 10K' });
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'O que importar' })).getByRole('radio', {
        name: 'Resultados',
      }),
    );
    await user.upload(
      screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
      new File([RESULTS.join('\r\n')], 'resultados.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));

    await user.click(await screen.findByRole('button', { name: 'Corrigir Tempo da linha 3' }));
    const input = screen.getByRole('textbox', { name: 'Novo valor de Tempo da linha 3' });
    await user.clear(input);
    await user.type(input, '00:41:00{Enter}');
    expect(await screen.findByText('00:41:00')).toBeInTheDocument();

    // The review asks for the race: choosing it keeps the step and the fixed cell.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
    expect(
      await screen.findByRole('heading', { name: 'Conferência das linhas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('00:41:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corrigir Tempo da linha 3' })).toBeNull();

    // Back to the columns and forward again: the fix is still there.
    await user.click(screen.getByRole('button', { name: 'Voltar às colunas' }));
    await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));
    expect(await screen.findByText('00:41:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar 3 linhas' })).toBeEnabled();
  });
});
