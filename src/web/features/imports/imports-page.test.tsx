import { screen, waitFor } from '@testing-library/react';
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
});
