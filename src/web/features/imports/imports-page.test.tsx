import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventQueries } from '@/web/api/events';
import { json, makeEvent, page, stubHub } from '@/testing/web/hub-stub';
import { importRace, renderImportsPage } from '@/testing/web/imports-fixtures';

const status = (state: string, created = 0) => ({
  import_id: 7,
  event_code: 'EVT',
  race_code: '10K',
  source: 'csv',
  status: state,
  summary: {
    total_received: 2,
    created,
    updated: 0,
    conflicts: 0,
    errors: 0,
    duration_ms: 40,
  },
  started_at: null,
  finished_at: null,
  items: [],
});

const CSV = [
  'Nome completo;CPF;Data de nascimento',
  'Ana Souza;529.982.247-25;01/02/1990',
  'Bruno Lima;123.456.789-00;03/04/1985',
  'Carla Dias;111.444.777-35;05/06/1979',
].join('\r\n');

describe('ImportsPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens a file, shows its problems, sends the valid rows with keys and polls to the report', async () => {
    let reads = 0;
    const hub = stubHub({
      'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
      'GET /api/v1/events/EVT/registration-imports': () => page([]),
      'POST /api/v1/events/EVT/races/10K/registrations': () => json(status('queued'), 202),
      'GET /api/v1/events/EVT/registration-imports/7': () =>
        ++reads < 2 ? status('processing') : status('completed', 2),
    });
    const { user, queryClient } = renderImportsPage();
    // The event as the overview cached it, counters and all: an import changes them.
    const eventKey = eventQueries.detail('EVT').queryKey;
    queryClient.setQueryData(eventKey, makeEvent({ code: 'EVT' }));
    // The race list arrives from the hub first.
    await screen.findByRole('option', { name: '10K · Corrida 10K' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
    await user.upload(
      screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
      new File([CSV], 'inscritos.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('heading', { name: 'Colunas do arquivo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Campo da coluna CPF')).toHaveValue('document');
    await user.click(screen.getByRole('button', { name: 'Conferir as linhas' }));

    expect(
      await screen.findByRole('button', { name: 'Corrigir CPF da linha 3' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar 2 linhas' }));
    // One row in three has errors: past 5 %, sending asks first, naming the count.
    expect(await screen.findByText(/1 de 3 linhas têm erros/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar 2 linhas mesmo assim' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Importação concluída com 1 erro' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();

    const posts = hub.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url.searchParams.get('source')).toBe('csv');
    expect(posts[0].headers.get('idempotency-key')).toMatch(
      /-registrations-1-[0-9a-f]{8}-[0-9a-f]{12}$/,
    );
    expect(
      (posts[0].body as { registrations: { name: string }[] }).registrations.map((r) => r.name),
    ).toEqual(['Ana Souza', 'Carla Dias']);
    // One set of counters, the file's 3 rows each in one: the hub's 2 created, the file's error.
    expect(
      screen.getByText(
        'As 3 linhas do arquivo, cada uma em um só contador: 2 criadas, 0 atualizadas, 0 sem alteração, 0 conflitos, 1 erros, 0 não enviadas.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 no arquivo · 0 no hub')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('hub-console:import-upload:EVT')).toBeNull());
    expect(queryClient.getQueryState(eventKey)?.isInvalidated).toBe(true);
  });

  it('types the race code and shows a notice when the hub has no race list or history', async () => {
    stubHub({
      'GET /api/v1/events/EVT/races': () =>
        json({ error: 'not_found', message: 'x', details: null }, 404),
      'GET /api/v1/events/EVT/registration-imports': () =>
        json({ error: 'not_found', message: 'x', details: null }, 404),
    });
    renderImportsPage();
    expect(await screen.findByRole('textbox', { name: 'Código da prova' })).toBeInTheDocument();
    expect(
      await screen.findByText('Este hub não lista as provas: digite o código.'),
    ).toBeInTheDocument();
  });

  describe("past a race's places", () => {
    // The race has room for one more person; every file below has three valid rows.
    const vacancy = {
      data: {
        race_id: '3',
        registration_limit: '100',
        registrations_count: '99',
        vacancy: { available: 1, unlimited: false, percent_filled: 99, status: 'low' },
      },
    };
    const results = (state: string) => ({
      ...status(state, state === 'completed' ? 3 : 0),
      kind: 'results',
      summary: {
        ...status(state).summary,
        total_received: 3,
        created: state === 'completed' ? 3 : 0,
      },
    });

    it('a registrations file asks whether to send only up to the places', async () => {
      stubHub({
        'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
        'GET /api/v1/events/EVT/registration-imports': () => page([]),
        'GET /api/v1/events/EVT/races/10K/vacancy': () => vacancy,
      });
      const { user } = renderImportsPage();
      await screen.findByRole('option', { name: '10K · Corrida 10K' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
      const rows = ['Nome completo;CPF', 'Ana Souza;529.982.247-25', 'Carla Dias;111.444.777-35'];
      rows.push('Davi Reis;390.533.447-05');
      await user.upload(
        screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
        new File([rows.join('\r\n')], 'inscritos.csv', { type: 'text/csv' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));
      expect(
        await screen.findByRole('radiogroup', { name: 'O que enviar à prova 10K' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enviar 1 linha' })).toBeInTheDocument();
    });

    it('a results file sends everyone who ran: places are not asked about', async () => {
      const hub = stubHub({
        'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
        'GET /api/v1/events/EVT/registration-imports': () => page([]),
        'GET /api/v1/events/EVT/result-imports': () => page([]),
        'GET /api/v1/events/EVT/races/10K/vacancy': () => vacancy,
        'POST /api/v1/events/EVT/races/10K/results': () => json(results('queued'), 202),
        'GET /api/v1/events/EVT/result-imports/7': () => results('completed'),
      });
      const { user } = renderImportsPage();
      await screen.findByRole('option', { name: '10K · Corrida 10K' });
      await user.click(
        within(screen.getByRole('radiogroup', { name: 'O que importar' })).getByRole('radio', {
          name: 'Resultados',
        }),
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '10K');
      const csv = [
        'Bib;Nome;Tempo',
        '101;Ana;00:40:10',
        '102;Bruno;00:41:00',
        '103;Carla;00:42:30',
      ];
      await user.upload(
        screen.getByLabelText('Arquivo (.csv, .txt ou .xlsx)'),
        new File([csv.join('\r\n')], 'resultados.csv', { type: 'text/csv' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Conferir as linhas' }));
      await user.click(await screen.findByRole('button', { name: 'Enviar 3 linhas' }));
      await waitFor(() => expect(hub.calls.some((c) => c.method === 'POST')).toBe(true));

      expect(screen.queryByRole('radiogroup', { name: /O que enviar à prova/ })).toBeNull();
      const post = hub.calls.find((c) => c.method === 'POST')!;
      expect((post.body as { results: { bib: string }[] }).results.map((r) => r.bib)).toEqual([
        '101',
        '102',
        '103',
      ]);
      expect(hub.calls.some((c) => c.url.pathname.endsWith('/vacancy'))).toBe(false);
    });
  });
});
