import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { page, stubHub } from '@/testing/web/hub-stub';
import { ImportHistory } from './import-history';
import { uploadsOf } from './import-history-views';

const failed = {
  import_id: 12,
  event_code: 'EVT',
  race_code: '10K',
  source: 'csv',
  status: 'failed',
  summary: { total_received: 3, created: 0, updated: 0, conflicts: 0, errors: 3, duration_ms: 0 },
  started_at: '2027-03-01T10:00:00Z',
  finished_at: '2027-03-01T10:01:00Z',
  failure: 'O hub não conseguiu processar esta importação após 5 tentativas (sqlstate=53100).',
  attempts: 5,
  items: [],
};

describe('ImportHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why a failed import failed and queues it again on request', async () => {
    let current: Record<string, unknown> = failed;
    const hub = stubHub({
      'GET /api/v1/events/EVT/registration-imports': () => page([current]),
      'GET /api/v1/events/EVT/registration-imports/12': () => current,
      'POST /api/v1/events/EVT/registration-imports/12/retry': () => {
        current = { ...failed, status: 'queued', failure: null, attempts: 0, finished_at: null };
        return current;
      },
    });
    const { user } = render(
      <ImportHistory
        eventCode="EVT"
        search={{ history: 'registrations', page: 1 } as never}
        onSearchChange={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Detalhes da importação 12' }));
    expect(await screen.findByText(/sqlstate=53100/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Processar de novo' }));
    await waitFor(() =>
      expect(hub.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/retry'))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Processar de novo' })).not.toBeInTheDocument(),
    );
  });

  it('offers to undo a finished import that created rows, in the clean-up tab', async () => {
    const done = (id: number, created: number, status = 'completed') => ({
      ...failed,
      import_id: id,
      status,
      failure: null,
      summary: { ...failed.summary, created, errors: 3 - created },
    });
    stubHub({
      'GET /api/v1/events/EVT/registration-imports': () =>
        page([done(14, 2), done(13, 0), done(12, 1, 'processing')]),
    });
    render(
      <ImportHistory
        eventCode="EVT"
        search={{ history: 'registrations', page: 1 } as never}
        onSearchChange={() => undefined}
      />,
    );
    const undo = await screen.findByRole('link', { name: 'Desfazer esta importação (#14)' });
    expect(undo).toHaveTextContent('Desfazer');
    expect(undo.getAttribute('href')).toMatch(
      /^\/events\/EVT\/cleanup\?undo=14(&kind=registrations)?$/,
    );
    // Nothing created, or still running: nothing to undo yet.
    expect(
      screen.queryByRole('link', { name: 'Desfazer esta importação (#13)' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Desfazer esta importação (#12)' }),
    ).not.toBeInTheDocument();
  });
  it('shows the race of every import and groups the chunks of one upload', async () => {
    const hash = 'ab'.repeat(16);
    const chunk = (id: number, n: number, race: string, upload = 'c0ffee') => ({
      ...failed,
      import_id: id,
      status: 'completed',
      failure: null,
      race_code: undefined,
      race,
      idempotency_key: `${hash}-registrations-${n}-0a1b2c3d-${upload}`,
    });
    const items = [
      chunk(23, 3, 'CAM'),
      chunk(22, 2, '5K'),
      chunk(21, 1, '10K'),
      { ...failed, import_id: 20, race_code: undefined, race: '10K', idempotency_key: null },
      chunk(19, 1, '10K', 'beef01'),
    ];
    expect(uploadsOf(items as never).map((g) => g.items.length)).toEqual([3, 1, 1]);
    stubHub({ 'GET /api/v1/events/EVT/registration-imports': () => page(items) });
    render(
      <ImportHistory
        eventCode="EVT"
        search={{ history: 'registrations', page: 1 } as never}
        onSearchChange={() => undefined}
      />,
    );
    expect(
      await screen.findByText('Um envio do arquivo em 3 lotes: CAM, 5K, 10K'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /#22\s*· lote 2\s*5K/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /#20\s*10K/ })).toBeInTheDocument();
  });
});
