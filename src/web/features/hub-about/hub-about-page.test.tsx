import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HUB_EXTENSION_IDS,
  type HubCheckEndpoint,
  type HubCheckReport,
} from '@/contract/hub-check';
import { hubError, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const endpoint = (overrides: Partial<HubCheckEndpoint>): HubCheckEndpoint => ({
  path: '/events',
  url: '/events',
  kind: 'spec',
  extension: null,
  status: 200,
  outcome: 'ok',
  envelope_ok: true,
  findings: [],
  note: null,
  ...overrides,
});

const full: HubCheckReport = {
  hub: 'http://localhost/api/v1',
  checked_at: '2026-11-27T13:00:00.000Z',
  time_zone: 'America/Sao_Paulo',
  event: 'MEIA-CWB-2026',
  verdict: 'full',
  exit_code: 0,
  reasons: [],
  endpoints: [
    endpoint({}),
    endpoint({
      path: '/events/{event}/races',
      url: '/events/MEIA-CWB-2026/races',
      kind: 'extension',
      extension: 'races',
    }),
  ],
  date_time_forms: [
    { form: 'offset', count: 12, example: '2026-05-10T06:30:00-03:00', fields: ['race.starts_at'] },
  ],
  words: [{ kind: 'race.status', known: ['active'], unknown: [] }],
  numbers: {
    numbers: 40,
    numeric_strings: 0,
    numeric_string_fields: [],
    numbers_in_text_fields: [],
  },
  extensions: HUB_EXTENSION_IDS.map((id) => ({ id, present: true })),
};

/** A foreign hub: no list of races, other words, wall times without offset. */
const limited: HubCheckReport = {
  ...full,
  verdict: 'limited',
  exit_code: 3,
  reasons: [
    { code: 'extension_absent', extension: 'races' },
    { code: 'unknown_words', kinds: [{ kind: 'race.status', words: ['enabled'] }] },
    {
      code: 'local_date_times',
      time_zone: 'America/Sao_Paulo',
      fields: ['race.starts_at'],
    },
  ],
  endpoints: [
    endpoint({
      findings: [
        {
          field: 'event.registration_opens_at',
          code: 'date_time_local',
          effect: 'lenient',
          count: 8,
          example: '"2026-05-10 06:30:00"',
        },
        {
          field: 'event.status',
          code: 'unknown_word',
          effect: 'text',
          count: 8,
          example: '"enabled"',
        },
      ],
    }),
    endpoint({
      path: '/events/{event}/races',
      url: '/events/MEIA-CWB-2026/races',
      kind: 'extension',
      extension: 'races',
      status: 404,
      outcome: 'absent',
      envelope_ok: true,
    }),
    endpoint({
      path: '/events/{event}/races/{race}/vacancy',
      url: null,
      status: null,
      outcome: 'skipped',
      envelope_ok: null,
      note: 'no_race',
    }),
  ],
  date_time_forms: [
    { form: 'local', count: 20, example: '2026-05-10 06:30:00', fields: ['race.starts_at'] },
  ],
  words: [{ kind: 'race.status', known: [], unknown: ['enabled'] }],
  extensions: HUB_EXTENSION_IDS.map((id) => ({ id, present: id !== 'races' })),
};

function setup(
  first: HubCheckReport | Response,
  {
    language = 'pt-BR' as const,
    again = full,
  }: { language?: 'pt-BR' | 'en'; again?: HubCheckReport } = {},
) {
  return {
    ...stubHub({
      'GET /auth/session': () => signedIn,
      'GET /console/hub-check': (url) =>
        url.searchParams.get('fresh') === '1'
          ? { data: again }
          : first instanceof Response
            ? first
            : { data: first },
    }),
    ...render(null, { url: '/hub', language }),
  };
}

describe('Sobre este hub', () => {
  it('says the console works fully, with every extension present', async () => {
    setup(full);
    expect(
      await screen.findByRole('heading', { name: 'Sobre este hub', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('O console funciona por completo com este hub')).toBeVisible();
    const extensions = screen.getByRole('region', { name: 'Extensões e abas' });
    expect(within(extensions).getAllByText('Presente')).toHaveLength(HUB_EXTENSION_IDS.length);
    expect(screen.getByText('Nenhuma: o hub responde como o contrato descreve.')).toBeVisible();
    expect(screen.getByText('Evento lido: MEIA-CWB-2026', { exact: false })).toBeVisible();
    // The header's navigation leads here.
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Sobre este hub' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the limits: the tabs without an extension, unknown words, times without offset', async () => {
    setup(limited);
    expect(
      await screen.findByText(
        'O console funciona com este hub, com limites',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Sem GET /events/{event}/races: Provas, Premiação e vagas: só aparecem as provas criadas nesta sessão.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Palavras desconhecidas, mostradas como vieram: race.status (enabled).'),
    ).toBeVisible();
    expect(
      screen.getByText(/Datas e horas sem fuso \(race\.starts_at\): lidas em America\/Sao_Paulo/),
    ).toBeVisible();

    const differences = screen.getByRole('region', {
      name: 'Diferenças do contrato, campo a campo',
    });
    const rows = within(differences).getAllByRole('row');
    // Shown as text before read leniently: the worse first.
    expect(rows[1]).toHaveTextContent('Mostrado como texto');
    expect(rows[1]).toHaveTextContent('event.status');
    expect(rows[2]).toHaveTextContent('Lido com tolerância');
    expect(rows[2]).toHaveTextContent('Data e hora sem fuso, lida no fuso do hub');

    const reads = screen.getByRole('region', { name: 'Leituras feitas' });
    expect(within(reads).getByRole('row', { name: /races.*404.*Ausente/ })).toBeVisible();
    expect(within(reads).getByRole('row', { name: /vacancy.*Não consultado/ })).toHaveTextContent(
      'nenhuma prova para consultar',
    );
    const seen = screen.getByRole('region', { name: 'O que o hub escreve' });
    expect(within(seen).getByText('Sem fuso')).toBeVisible();
    const words = screen.getByRole('region', { name: 'Palavras de situação e códigos' });
    expect(within(words).getByRole('row', { name: /race\.status.*enabled/ })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Extensões e abas' })).getByRole('row', {
        name: /GET \/events\/\{event\}\/races Ausente/,
      }),
    ).toBeVisible();
  });

  it('checks again from the keyboard, and shows the new verdict', async () => {
    const { user, calls } = setup(limited, { again: full });
    const button = await screen.findByRole(
      'button',
      { name: 'Verificar de novo' },
      { timeout: 5000 },
    );
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('O console funciona por completo com este hub')).toBeVisible();
    expect(calls.some((c) => c.url.searchParams.get('fresh') === '1')).toBe(true);
  });

  it('in English', async () => {
    setup(limited, { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'About this hub', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('The console works with this hub, with limits')).toBeVisible();
    expect(
      screen.getByText(
        'No GET /events/{event}/races: Races, Prizes & vacancy: only the races created in this session are listed.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  it('a check the server could not make shows its error and a retry', async () => {
    const { user } = setup(hubError(502, 'upstream_unreachable', 'O hub não respondeu.'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'O hub não respondeu',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
  });
});
