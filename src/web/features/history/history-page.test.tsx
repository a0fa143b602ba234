import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChangeEntry } from '@/contract/history';
import { makeEvent, makeRetention, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'HS1' });
const v1 = { rules: [{ percent: 100, offset_days: 5 }] };
const v2 = {
  rules: [
    { percent: 40, offset_days: -10 },
    { percent: 60, offset_days: 5 },
  ],
};
const entry = (overrides: Partial<ChangeEntry>): ChangeEntry => ({
  id: 1,
  at: '2026-11-26T12:00:00.000Z',
  via: 'dashboard',
  actor: 'Ana (gestão)',
  key_fingerprint: 'aaaaaaaaaaaa',
  method: 'PUT',
  path: '/events/HS1/retention',
  event_code: 'HS1',
  race_code: null,
  kind: 'retention',
  summary: v2,
  status: 200,
  outcome: 'ok',
  import_id: null,
  before: v1,
  after: v2,
  ...overrides,
});
const entries = [
  entry({ id: 3 }),
  entry({
    id: 2,
    via: 'api',
    actor: null,
    key_fingerprint: 'bbbbbbbbbbbb',
    method: 'POST',
    path: '/events/HS1/races/R10/registrations',
    race_code: 'R10',
    kind: 'registrations',
    summary: { registrations: 120 },
    status: 202,
    import_id: 77,
    before: null,
    after: null,
  }),
  entry({ id: 1, status: 422, outcome: 'refused', before: null, after: null }),
];
const deletedRace = entry({
  id: 4,
  method: 'DELETE',
  path: '/events/HS1/races/C5',
  race_code: 'C5',
  kind: 'races',
  summary: null,
  status: 204,
  before: { id: 9, code: 'C5', name: 'Corrida 5K' },
  after: null,
  names: { race: 'Corrida 5K' },
});
const policyOf = (version: typeof v1) =>
  makeRetention(
    event.id,
    version.rules.map((r): [number, number] => [r.percent, r.offset_days]),
  );

function setup(shown = entries) {
  return {
    ...stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/HS1': () => ({ data: event }),
      'GET /console/events/HS1/history': (url) => ({
        data: shown.filter(
          (e) => !url.searchParams.get('kind') || e.kind === url.searchParams.get('kind'),
        ),
        next_cursor: null,
        actors: [
          { actor: 'Ana (gestão)', key_fingerprint: 'aaaaaaaaaaaa' },
          { actor: null, key_fingerprint: 'bbbbbbbbbbbb' },
        ],
      }),
      'GET /api/v1/events/HS1/registration-imports/77': () => ({
        import_id: 77,
        event_code: 'HS1',
        source: 'csv',
        status: 'completed',
        summary: {
          total_received: 120,
          created: 108,
          updated: 0,
          conflicts: 0,
          errors: 12,
          duration_ms: 900,
        },
        started_at: '2026-11-26T12:00:00Z',
        finished_at: '2026-11-26T12:00:01Z',
      }),
      'GET /api/v1/events/HS1/retention': () => ({ data: policyOf(v2) }),
      'PUT /api/v1/events/HS1/retention': (_url, init) => ({
        data: policyOf(JSON.parse(String(init.body)) as typeof v1),
      }),
    }),
    ...render(null, { url: '/events/HS1/history' }),
  };
}

describe('change history tab', () => {
  it('shows who wrote what and how it ended; an import links to its tab', async () => {
    setup();
    const items = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAccessibleName(
      'Alterou a retenção: 100 % 5 dias depois do evento → 40 % 10 dias antes do evento, 60 % 5 dias depois do evento',
    );
    expect(items[0]).toHaveTextContent('Ana (gestão) pelo painel');
    expect(items[0]).toHaveTextContent('Gravado');
    expect(items[1]).toHaveTextContent('chave bbbbbbbbbbbb pela API');
    expect(within(items[1]).getByRole('link', { name: 'Importação nº 77' })).toHaveAttribute(
      'href',
      '/events/HS1/imports',
    );
    expect(items[2]).toHaveTextContent('Recusado (422)');
    expect(within(items[2]).queryByRole('button', { name: 'Desfazer esta mudança' })).toBeNull();
  });

  it('names what changed in the organizer’s words; the method and path only under details', async () => {
    const { user } = setup([deletedRace, ...entries]);
    const [latest, , imported] = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    expect(latest).toHaveAccessibleName('Apagou a prova Corrida 5K');
    expect(within(latest).getByText('Corrida 5K').tagName).toBe('STRONG');
    await waitFor(() =>
      expect(imported).toHaveAccessibleName('Importou 120 inscrições na R10 (12 erros)'),
    );
    const path = within(latest).getByText('DELETE /events/HS1/races/C5');
    expect(path).not.toBeVisible();
    await user.click(within(latest).getByText('Detalhes'));
    expect(path).toBeVisible();
  });

  it('filters by kind through the server', async () => {
    const { user, calls } = setup();
    await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Inscrições');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.url.searchParams.get('kind') === 'registrations')).toBe(true);
  });

  it('undoing a change shows the diff against the hub now, then PUTs the version before', async () => {
    const { user, calls } = setup();
    const [latest] = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    await user.click(within(latest).getByRole('button', { name: 'Ver antes e depois' }));
    expect(within(latest).getAllByRole('row')).toHaveLength(2 + 1);
    await user.click(within(latest).getByRole('button', { name: 'Desfazer esta mudança' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferir antes de salvar' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(dialog).getByRole('row', { name: /10 dias antes/ })).toHaveTextContent('sai');
    await user.click(save);
    expect(await screen.findByText('Versão restaurada.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(v1);
  });
});
