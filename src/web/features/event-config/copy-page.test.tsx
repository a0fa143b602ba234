import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Race } from '@/contract/races';
import { sampleEventConfig } from '@/testing/event-config';
import { hubError, makeEvent, makeRace, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { setHubTimeZone } from '@/web/i18n/i18n';

const event = makeEvent({
  code: 'MEIA-CWB-2028',
  name: 'Meia de Curitiba 2028',
  date: '2028-09-22',
});
const CATALOGUE = [
  { id: 1, name: 'Geral', is_default: true },
  { id: 3, name: 'PCD', is_default: false },
];

/** A hub with an empty event that keeps the races it is sent; the first batch write fails. */
function emptyEventHub(session = signedIn) {
  const races: Race[] = [];
  let batchWrites = 0;
  const stub = stubHub({
    'GET /auth/session': () => session,
    'GET /api/v1/events/MEIA-CWB-2028': () => ({ data: event }),
    'GET /api/v1/events/MEIA-CWB-2028/races': () => ({ data: races }),
    'GET /api/v1/events/MEIA-CWB-2028/batches': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/registration-fields': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/legal-discounts': () => ({ data: [] }),
    'GET /api/v1/events/MEIA-CWB-2028/retention': () =>
      hubError(404, 'not_found', 'Este evento não tem regras de repasse próprias.'),
    'GET /api/v1/modalities': () => ({ data: CATALOGUE }),
    'POST /api/v1/events/MEIA-CWB-2028/races': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown> & {
        modality_ids?: number[];
      };
      const race = makeRace(event.id, {
        ...(body as Partial<Race>),
        id: 100 + races.length,
        modalities: (body.modality_ids ?? []).map((id) => ({
          ...CATALOGUE.find((m) => m.id === id)!,
          is_default: id === body.default_modality_id,
        })),
      });
      races.push(race);
      return { data: race };
    },
    'POST /api/v1/events/MEIA-CWB-2028/batches': () =>
      ++batchWrites === 1
        ? hubError(500, 'server_error', 'Erro inesperado no servidor.')
        : { data: { id: 7 } },
    'POST /api/v1/events/MEIA-CWB-2028/registration-fields': () => ({ data: { id: 9 } }),
    'PUT /api/v1/events/MEIA-CWB-2028/legal-discounts': () => ({ data: [] }),
    'PUT /api/v1/events/MEIA-CWB-2028/retention': () => ({ data: {} }),
  });
  const writes = () =>
    stub.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);
  return { writes };
}

describe('copying a configuration into an event', () => {
  it('shows the dates moved, stops at a failure with what was done, and a second apply continues', async () => {
    const { writes } = emptyEventHub();
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });

    await user.click(await screen.findByText('De um arquivo'));
    const file = new File([JSON.stringify(sampleEventConfig)], 'meia-2027.json', {
      type: 'application/json',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    const dates = await screen.findByRole('region', { name: 'Datas antes e depois' });
    const start = within(dates).getByRole('row', { name: /Largada 21K/ });
    expect(start).toHaveTextContent('24/09/2027, 07:00');
    expect(start).toHaveTextContent('22/09/2028, 07:00');
    const plan = screen.getByRole('region', { name: 'Plano' });
    expect(within(plan).getByText(/4 a criar, 2 a atualizar/)).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Aplicar 6 mudanças' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aplicar a configuração' });
    await user.click(within(confirm).getByRole('button', { name: 'Aplicar 6 mudanças' }));

    expect(
      await screen.findByText(/Parou em Lote 1º Lote: 2 mudanças gravadas antes/),
    ).toBeVisible();
    expect(writes()).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/races',
      'POST /api/v1/events/MEIA-CWB-2028/races',
      'POST /api/v1/events/MEIA-CWB-2028/batches',
    ]);

    // Read again: the races are there, the rest is what is left to do.
    expect(await within(plan).findByText(/2 a criar, 2 a atualizar, 2 sem mudança/)).toBeVisible();
    await user.click(within(plan).getByRole('button', { name: 'Aplicar 4 mudanças' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Aplicar a configuração' })).getByRole(
        'button',
        { name: 'Aplicar 4 mudanças' },
      ),
    );
    expect(await screen.findByText('Configuração aplicada: 4 mudanças gravadas.')).toBeVisible();
    expect(writes().slice(3)).toEqual([
      'POST /api/v1/events/MEIA-CWB-2028/batches',
      'POST /api/v1/events/MEIA-CWB-2028/registration-fields',
      'PUT /api/v1/events/MEIA-CWB-2028/legal-discounts',
      'PUT /api/v1/events/MEIA-CWB-2028/retention',
    ]);
  });

  afterEach(() => setHubTimeZone(undefined));

  it("moves the dates in the hub's zone: a 07:00 start stays 07:00 across daylight saving", async () => {
    // New York is at -05:00 the week of the file's event, at -04:00 on the target's day.
    emptyEventHub({ ...signedIn, time_zone: 'America/New_York' });
    const march = {
      ...sampleEventConfig,
      event: { ...sampleEventConfig.event, date: '2027-03-13' },
      races: sampleEventConfig.races.map((race) => ({
        ...race,
        starts_at: race.starts_at.replace('2027-09-24', '2027-03-13').replace('-03:00', '-05:00'),
      })),
      batches: [],
    };
    const { user } = render(null, { url: '/events/MEIA-CWB-2028/copy' });
    await user.click(await screen.findByText('De um arquivo'));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([JSON.stringify(march)], 'march.json', { type: 'application/json' }),
    );
    const dates = await screen.findByRole('region', { name: 'Datas antes e depois' });
    const start = within(dates).getByRole('row', { name: /Largada 21K/ });
    expect(start).toHaveTextContent('13/03/2027, 07:00');
    expect(start).toHaveTextContent('22/09/2028, 07:00');
  });
});
