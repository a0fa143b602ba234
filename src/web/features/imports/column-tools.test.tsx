import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, stubHub } from '@/testing/web/hub-stub';
import { sha256Hex } from '@/spreadsheet/decode';
import { importRace, renderImportsPage } from '@/testing/web/imports-fixtures';

const completed = (summary: Record<string, number>) => ({
  import_id: 7,
  event_code: 'EVT',
  race_code: '10K',
  source: 'csv',
  status: 'completed',
  summary: { conflicts: 0, errors: 0, created: 0, updated: 0, duration_ms: 40, ...summary },
  started_at: null,
  finished_at: null,
  items: [],
});

function hub(kind: 'registrations' | 'results', summary: Record<string, number> = {}) {
  const path = kind === 'registrations' ? 'registration-imports' : 'result-imports';
  const saved: unknown[] = [];
  const stub = stubHub({
    'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
    [`GET /api/v1/events/EVT/${path}`]: () => page([]),
    [`POST /api/v1/events/EVT/races/10K/${kind}`]: () => {
      saved.push(JSON.parse(localStorage.getItem('hub-console:import-upload:EVT') ?? 'null'));
      return json({ ...completed(summary), status: 'queued' }, 202);
    },
    [`GET /api/v1/events/EVT/${path}/7`]: () => completed(summary),
  });
  return { ...stub, saved };
}

const renderPage = renderImportsPage;

describe('empty files', () => {
  it('says at once that a file is empty or only has its header, with no mapping step', async () => {
    hub('registrations');
    const { user } = renderPage();
    const input = await screen.findByLabelText('Arquivo (.csv, .txt ou .xlsx)');
    await user.upload(input, new File(['Nome;CPF;Data de nascimento\r\n\r\n'], 'so-titulo.csv'));
    expect(
      await screen.findByText('O arquivo só tem o cabeçalho, nenhuma linha de dados.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Colunas do arquivo' })).toBeNull();
    await user.upload(input, new File([' \r\n'], 'vazio.csv'));
    expect(await screen.findByText('O arquivo está vazio.')).toBeInTheDocument();
  });

  it('in English too', async () => {
    hub('registrations');
    const { user } = renderPage('en');
    await user.upload(
      await screen.findByLabelText('File (.csv, .txt or .xlsx)'),
      new File(['Name;Document\n'], 'header.csv'),
    );
    expect(
      await screen.findByText('The file has only the header line, no data rows.'),
    ).toBeInTheDocument();
  });
});

const REGISTRATIONS = [
  'Nome completo;CPF;Data de nascimento',
  'Ana Souza;529.982.247-25;-',
  'Bruno Lima;111.444.777-35; - ',
  ';;',
  'Carla Dias;390.533.447-05;05/06/1979',
].join('\r\n');

async function toReview(user: ReturnType<typeof renderPage>['user'], file: File) {
  // The race list arrives from the hub first.
  await screen.findByRole('option', { name: '10K · Corrida 10K' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
  await user.upload(screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'), file);
  await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));
  await screen.findByRole('heading', { name: 'Conferência das linhas' });
}

describe('column tools in the review', () => {
  it('replaces a value in a column, counting first; the edit is kept for a resume', async () => {
    const stub = hub('registrations', { total_received: 3, updated: 3, unchanged: 3 });
    const { user } = renderPage();
    await toReview(user, new File([REGISTRATIONS], 'inscritos.csv'));
    expect(screen.getByRole('radio', { name: 'Com erro (2)' })).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Ferramentas da coluna Data de nascimento' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ferramentas da coluna Data de nascimento',
    });
    const current = await within(dialog).findByLabelText('Valor atual');
    // Only an enumerated column offers a choice of tools.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Ferramenta' })).toBeNull();
    await user.type(current, '-');
    expect(await within(dialog).findByText('2 células serão alteradas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Substituir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('radio', { name: 'Com erro (0)' })).toBeInTheDocument();
    expect(await screen.findByText(/2 células alteradas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar 3 linhas' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Importação concluída: 3 linhas importadas' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const post = stub.calls.find((c) => c.method === 'POST');
    const sent = (post?.body as { registrations: { name: string; birth_date?: string }[] })
      .registrations;
    expect(sent.map((r) => [r.name, r.birth_date ?? null])).toEqual([
      ['Ana Souza', null],
      ['Bruno Lima', null],
      ['Carla Dias', '1979-06-05'],
    ]);
    expect(stub.saved[0]).toMatchObject({
      edits: [{ type: 'replace', columnIndex: 2, changes: [{ from: '-', to: '' }] }],
    });

    const cards = (label: string) =>
      screen.getByText(label, { selector: 'p' }).parentElement?.textContent;
    expect(cards('Sem alteração')).toBe('Sem alteração3');
    expect(cards('Em branco')).toBe('Em branco1');
    expect(cards('Criadas')).toBe('Criadas0');
    expect(cards('Atualizadas')).toBe('Atualizadas0');
    expect(
      screen.getByRole('button', { name: 'Baixar só erros e conflitos (CSV)' }),
    ).toBeDisabled();
  });

  it('maps the values of a status column to accepted ones', async () => {
    hub('results');
    const { user } = renderPage();
    const kinds = await screen.findByRole('radiogroup', { name: 'O que importar' });
    await user.click(within(kinds).getByRole('radio', { name: 'Resultados' }));
    const csv = [
      'Peito;Situação;Tempo líquido',
      '101;Concluiu;0:41:10',
      '102;Completed;0:43:02',
      '103;Completed;0:44:00',
      '104;Gave up;',
    ].join('\r\n');
    await toReview(user, new File([csv], 'resultados.csv'));
    expect(screen.getByRole('radio', { name: 'Com erro (3)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Ferramentas da coluna Situação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ferramentas da coluna Situação' });
    // The tools' forms load when a tool first opens.
    const tools = await within(dialog).findByRole('radiogroup', { name: 'Ferramenta' });
    expect(within(tools).getByRole('radio', { name: 'Mapear os valores' })).toBeChecked();
    const table = await within(dialog).findByRole('table', { name: 'Valores da coluna Situação' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)),
    ).toEqual([
      [],
      ['Completed', '2', 'Não reconhecido'],
      ['Concluiu', '1', 'Concluiu'],
      ['Gave up', '1', 'Não reconhecido'],
    ]);
    expect(within(dialog).getByText('Nenhuma célula muda com isso.')).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Trocar “Completed” por' }),
      'finished',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Trocar “Gave up” por' }),
      'dnf',
    );
    expect(within(dialog).getByText('3 células serão alteradas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('radio', { name: 'Com erro (0)' })).toBeInTheDocument();
  });

  it('replays the saved column replacement when an interrupted upload resumes', async () => {
    const bytes = new TextEncoder().encode(REGISTRATIONS);
    localStorage.setItem(
      'hub-console:import-upload:EVT',
      JSON.stringify({
        eventCode: 'EVT',
        raceCode: '10K',
        kind: 'registrations',
        fileName: 'inscritos.csv',
        fileHash: await sha256Hex(bytes),
        uploadId: 'abc123',
        mapping: { kind: 'registrations', columns: ['name', 'document', 'birth_date'] },
        edits: [
          { type: 'fix', rowIndex: 0, columnIndex: 0, value: 'Ana Souza Lima' },
          { type: 'replace', columnIndex: 2, changes: [{ from: '-', to: '' }] },
        ],
        chunksTotal: 1,
        sent: {},
        savedAt: '2026-01-01T00:00:00Z',
      }),
    );
    const stub = hub('registrations', { total_received: 3, created: 3 });
    const { user } = renderPage();
    await user.upload(
      await screen.findByLabelText('Arquivo para continuar'),
      new File([bytes], 'inscritos.csv'),
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Importação concluída: 3 linhas importadas' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const post = stub.calls.find((c) => c.method === 'POST');
    expect((post?.body as { registrations: { name: string }[] }).registrations).toHaveLength(3);
    expect((post?.body as { registrations: { name: string }[] }).registrations[0].name).toBe(
      'Ana Souza Lima',
    );
  });
});
