import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, page, stubHub } from '@/testing/web/hub-stub';
import { importRace } from '@/testing/web/imports-fixtures';
import { render } from '@/testing/web/render';
import { downloadText } from '@/web/lib/download';
import { ImportHistory } from './import-history';
import { ImportsPage } from './imports-page';
import { createInProcessPort } from './in-process-port';
import type { ImportsSearch } from './imports-search';

vi.mock('@/web/lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));

const summary = { total_received: 2, created: 2, updated: 0, conflicts: 0, errors: 0 };
const resultsImport = (state: string) => ({
  import_id: 41,
  event_code: 'EVT',
  race_code: '10K',
  kind: 'results',
  source: 'csv',
  status: state,
  summary: { ...summary, created: state === 'completed' ? 2 : 0, duration_ms: 30 },
  started_at: '2027-03-01T10:00:00Z',
  finished_at: null,
  items: [],
});

/** The registrations history with one import of 5 rows: 1 created, 4 updated of which 3 unchanged. */
function showFiveRowsThreeUnchanged() {
  const item = {
    ...resultsImport('completed'),
    kind: undefined,
    summary: {
      ...summary,
      ...{ total_received: 5, created: 1, updated: 4, unchanged: 3, duration_ms: 9 },
    },
  };
  stubHub({ 'GET /api/v1/events/EVT/registration-imports': () => page([item]) });
  render(
    <ImportHistory
      eventCode="EVT"
      search={{ history: 'registrations', page: 1 }}
      onSearchChange={() => undefined}
    />,
  );
}

function Page() {
  const [search, setSearch] = useState<ImportsSearch>({ history: 'registrations', page: 1 });
  return (
    <ImportsPage
      eventCode="EVT"
      search={search}
      onSearchChange={(next) => setSearch((current) => ({ ...current, ...next }))}
      createPort={createInProcessPort}
    />
  );
}

describe('every import keeps its report', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('counts lines as the report does, shows the results after a results import, downloads its report', async () => {
    stubHub({
      'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
      'GET /api/v1/events/EVT/registration-imports': () => page([]),
      'GET /api/v1/events/EVT/result-imports': () => page([resultsImport('completed')]),
      'GET /api/v1/events/EVT/bibs': () => ({ data: [] }),
      'GET /api/v1/events/EVT/races/10K/prize-rules': () => ({ data: [] }),
      'GET /api/v1/events/EVT/races/10K/categories': () => ({ data: [] }),
      'POST /api/v1/events/EVT/races/10K/results': () => json(resultsImport('queued'), 202),
      'GET /api/v1/events/EVT/result-imports/41': () => resultsImport('completed'),
    });
    const { user } = render(<Page />);
    await screen.findByRole('option', { name: '10K · Corrida 10K' });
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'O que importar' })).getByRole('radio', {
        name: 'Resultados',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
    const csv = ['Bib;Nome;Tempo', '101;Ana;00:40:10', ';;', '102;Bruno;abc', '103;Carla;00:42:30'];
    await user.upload(
      screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
      new File([csv.join('\r\n')], 'resultados.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));
    // Four lines under the header, one of them blank: the review and the report say four.
    await screen.findByRole('button', { name: 'Corrigir Tempo da linha 4' });
    expect(screen.getByText('Linhas').parentElement).toHaveTextContent(/^Linhas4$/);
    await user.click(screen.getByRole('button', { name: 'Enviar 2 linhas' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar 2 linhas mesmo assim' }));
    expect(await screen.findByText(/^As 4 linhas do arquivo/, {}, { timeout: 5000 })).toBeVisible();

    const history = screen.getByRole('radiogroup', { name: 'Tipo de importação' });
    await waitFor(() =>
      expect(within(history).getByRole('radio', { name: 'Resultados' })).toBeChecked(),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Baixar o relatório da importação 41' }),
    );
    const [text, name] = vi.mocked(downloadText).mock.calls.at(-1)!;
    expect(name).toBe('resultados-relatorio.csv');
    // The row the browser refused is in it, though the hub never saw it.
    expect(text).toMatch(/102;Bruno;abc;4;Erro;/);
  });

  it('downloads what the hub keeps of an import this browser did not send', async () => {
    const refused = {
      ...resultsImport('completed'),
      kind: undefined,
      summary: { ...summary, total_received: 2, created: 1, errors: 1, duration_ms: 9 },
      items: [{ index: 1, outcome: 'error', field: 'document', message: 'CPF inválido', bib: '7' }],
    };
    stubHub({
      'GET /api/v1/events/EVT/registration-imports': () => page([refused]),
      'GET /api/v1/events/EVT/registration-imports/41': () => refused,
    });
    const { user } = render(
      <ImportHistory
        eventCode="EVT"
        search={{ history: 'registrations', page: 1 }}
        onSearchChange={() => undefined}
      />,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Baixar o relatório da importação 41' }),
    );
    await waitFor(() => expect(downloadText).toHaveBeenCalled());
    const [text, name] = vi.mocked(downloadText).mock.calls.at(-1)!;
    expect(name).toBe('importacao-41-relatorio.csv');
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      '\ufeffItem;Resultado;Campo;Mensagem;ID externo / peito',
      '2;Erro;document;CPF inválido;7',
    ]);
  });

  it('tells unchanged apart from updated, as the report does', async () => {
    showFiveRowsThreeUnchanged();
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(expect.arrayContaining(['Atualizadas', 'Sem alteração', 'Erros']));
    const row = within(table).getByRole('row', { name: /#41/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const at = (head: string) => cells[heads.indexOf(head)];
    expect([at('Recebidas'), at('Criadas'), at('Atualizadas'), at('Sem alteração')]).toEqual([
      '5',
      '1',
      '1',
      '3',
    ]);
  });

  it('on a phone lists each import as a card with the same counters and its report', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      showFiveRowsThreeUnchanged();
      const card = await screen.findByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      expect(card).toHaveTextContent(
        'Recebidas: 5 · Criadas: 1 · Atualizadas: 1 · Sem alteração: 3 · Conflitos: 0 · Erros: 0',
      );
      expect(
        within(card).getByRole('button', { name: 'Baixar o relatório da importação 41' }),
      ).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
