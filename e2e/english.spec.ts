import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cpfCheckDigits } from '../src/contract/cpf';
import { eventCode, yearIn } from './support/demo';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { scrollThrough } from './support/navigation';
import { keys } from './support/session';
import { SIZES } from './support/viewports';

/**
 * Words of the interface in Portuguese, chosen so that none is in the demo's own data (names and
 * texts typed by organizers stay Portuguese, and are taken out of the page's text first).
 */
const PORTUGUESE_WORDS = [
  'Obrigatório',
  'Obrigatória',
  'Salvar',
  'Cancelar',
  'Excluir',
  'Provas',
  'Lotes',
  'Inscrição',
  'Inscrições',
  'Inscritos',
  'Desconto',
  'Descontos',
  'Não',
  'Nenhum',
  'Nenhuma',
  'Carregando',
  'Informe',
  'Voltar',
  'Prêmio',
  'Premiação',
  'Horário',
  'Campo',
  'Campos',
  'Valor',
  'Máximo',
  'Mínimo',
  'Entrar',
  'Sair',
  'Idioma',
  'Criar',
  'Editar',
  'Enviar',
  'Baixar',
  'Buscar',
  'Situação',
  'Código',
  'Largada',
  'Vagas',
  'Repasse',
  'Retenção',
  'Importar',
  'Importação',
  'Importações',
  'Resultados',
  'Regulamento',
  'Taxas',
  'Vendedor',
  'Período',
  'Próximo',
  'Anterior',
  'Página',
  'Fechar',
  'Confirmar',
  'Erro',
  'Ativo',
  'Inativo',
  'Selecione',
  'Arquivo',
  'Planilha',
  'Coluna',
  'Colunas',
  'Revisão',
  'Conferir',
  'Modalidade',
  'Modalidades',
  'Categoria',
  'Categorias',
  'Preço',
  'Linhas',
  'Vendendo',
  'Hoje',
  'Abertas',
  'Fechadas',
  'encontrado',
  'encontrada',
  'você',
  'está',
  'são',
  'não',
];
const PORTUGUESE_PATTERNS: [string, RegExp][] = [
  ...PORTUGUESE_WORDS.map((word): [string, RegExp] => [
    word,
    new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'),
  ]),
  ['"N de M" (a range or a count in Portuguese)', /\d de \d/],
  ['a distance with a decimal comma', /\d+,\d+\s?km\b/],
  ['reais with a decimal comma', /R\$\s?\d{1,3}(\.\d{3})*,\d{2}\b/],
];

interface Offence {
  where: string;
  what: string;
  text: string;
}

/** Every string the hub holds for the demo data a screen shows (names, texts, labels). */
async function demoStrings(request: APIRequestContext, event: string): Promise<string[]> {
  const paths = [
    '/api/v1/events?per_page=100',
    `/api/v1/events/${event}`,
    `/api/v1/events/${event}/races`,
    `/api/v1/events/${event}/batches`,
    `/api/v1/events/${event}/registration-fields`,
    '/api/v1/salespeople?per_page=100',
    '/api/v1/modalities',
  ];
  const out = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 2 && !/^\d{4}-\d{2}-\d{2}/.test(value)) out.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const path of paths) {
    const response = await request.get(path);
    if (response.ok()) collect(await response.json());
  }
  // Longest first, so a name is removed before a shorter one inside it.
  return [...out].sort((a, b) => b.length - a.length);
}

class PortugueseWatch {
  readonly offences: Offence[] = [];
  constructor(
    private readonly page: Page,
    /** The demo's strings, taken out of the text before it is checked. */
    public data: string[],
  ) {}

  /** A step of the walk; one that fails is reported with the rest instead of ending the walk. */
  async step(where: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      this.offences.push({ where, what: 'the step failed', text: message });
    }
  }

  /** The page's visible text, the demo's data taken out, against the list of Portuguese words. */
  async check(where: string) {
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
    let text = await this.page.locator('body').innerText();
    for (const value of this.data) text = text.split(value).join(' ');
    for (const [what, pattern] of PORTUGUESE_PATTERNS) {
      const match = pattern.exec(text);
      if (match) {
        const from = Math.max(0, match.index - 50);
        const context = text.slice(from, match.index + match[0].length + 50);
        this.offences.push({ where, what, text: context.replace(/\s+/g, ' ').trim() });
      }
    }
  }

  report() {
    return this.offences.map((o) => `${o.where}: ${o.what} in "${o.text}"`);
  }
}

async function tab(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Event sections' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** The sign-in screen, switched to English before anything is typed. */
async function signInInEnglish(page: Page) {
  await page.goto('/events');
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
}

async function walk(page: Page, shots: boolean) {
  const event = `6H-BSB-${yearIn(60)}`;
  const shot = async (name: string) => {
    if (shots) await page.screenshot({ path: `docs/screenshots/en-${name}.png`, fullPage: false });
  };

  // Sign-in, in English from the start: an empty key, a wrong key, the right key.
  await signInInEnglish(page);
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  const watch = new PortugueseWatch(page, []);
  await watch.check('sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the API key')).toBeVisible();
  await watch.check('sign-in, empty key');
  await page.getByLabel('API key').fill('hub_not_a_real_key_000000000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await watch.check('sign-in, wrong key');
  await shot('sign-in-wrong-key');
  await page.getByLabel('API key').fill(keys.manage());
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/auth/session',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answered).status()).toBeLessThan(300);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  // The data the screens show, now that the session can read it.
  watch.data = await demoStrings(page.request, event);

  await watch.check('events');
  await shot('events');
  await page.goto('/events?page=99&per_page=5');
  await watch.check('events, a page past the end');
  await page.goto('/events?status=published');
  await watch.check('events, filtered by status');

  await page.goto(`/events/${event}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await watch.check('event overview / review');
  await shot('review');

  for (const name of [
    'Races',
    'Batches',
    'Form fields',
    'Discounts',
    'Retention',
    'Participants',
    'Results',
    'Prizes & vacancy',
    'Clean-up',
    'History',
    // Last: the import wizard below works on this tab.
    'Imports',
  ]) {
    await watch.step(`tab ${name}`, async () => {
      await tab(page, name);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await watch.check(`tab ${name}`);
      if (name === 'Races') await shot('races');
      if (name === 'Batches') await shot('batches');
    });
  }

  // The import wizard with a small file: the mapping and the rows' check.
  await watch.step('import wizard', async () => {
    await page.getByRole('combobox', { name: 'Race' }).selectOption('6H');
    await page.getByLabel('File (.csv, .txt or .xlsx)').setInputFiles({
      name: 'small.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Nome;CPF;Data de nascimento;Sexo\nAna Souza;529.982.247-25;1990-05-01;F\nBruno Lima;123;01/13/1985;M\n',
        'utf-8',
      ),
    });
    await expect(page.getByRole('heading', { name: 'File columns' })).toBeVisible();
    await watch.check('import, mapping');
    await shot('import-mapping');
    await page.getByRole('button', { name: /check the rows/i }).click();
    await expect(page.getByRole('heading', { name: 'Row review' })).toBeVisible();
    await watch.check('import, rows check');
    await shot('import-rows');
  });

  // A form: the schema's messages, then the hub's refusal of a code taken.
  await watch.step('races form', async () => {
    await tab(page, 'Races');
    const form = page.getByRole('form', { name: 'New race' });
    await form.getByRole('button', { name: 'Create race' }).click();
    await expect(form.getByLabel('Race name')).toHaveAttribute('aria-invalid', 'true');
    await watch.check('races, empty form');
    const races = (await (await page.request.get(`/api/v1/events/${event}/races`)).json()) as {
      data: { code: string; starts_at: string }[];
    };
    const [taken] = races.data;
    await form.getByLabel('Race name').fill('English check');
    await form.getByLabel('Code', { exact: true }).fill(taken.code);
    // A date typed in the English console is month first with AM/PM, whatever the browser's
    // language, and the calendar is English: the taken race's start, as São Paulo reads it.
    const zone = { timeZone: 'America/Sao_Paulo' } as const;
    const typed = new Date(taken.starts_at)
      .toLocaleString('en-US', {
        ...zone,
        ...{ year: 'numeric', month: '2-digit', day: '2-digit' },
        ...{ hour: '2-digit', minute: '2-digit', hour12: true },
      })
      .replace(',', '');
    const month = new Date(taken.starts_at).toLocaleString('en-US', {
      ...zone,
      month: 'long',
      year: 'numeric',
    });
    const start = form.getByLabel('Start');
    await expect(start).toHaveAttribute('placeholder', 'mm/dd/yyyy hh:mm am/pm');
    await start.pressSequentially(typed.toLowerCase());
    await expect(page.getByRole('button', { name: 'Choose the month' })).toHaveText(month);
    await watch.check('races, the date picker');
    await page.keyboard.press('Escape');
    await start.blur();
    await expect(start).toHaveValue(typed);
    await form.getByRole('button', { name: 'Create race' }).click();
    await expect(form.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await watch.check('races, the hub refuses a code taken');
    await shot('races-conflict');
  });

  // Event as code: the copy page with a plan, and the event's settings.
  await watch.step('copy page', async () => {
    await page.goto(`/events/${event}`);
    await page.getByRole('link', { name: 'Copy from another event' }).click();
    const source = page.getByRole('combobox', { name: 'Source event' });
    await source.click();
    await page.getByRole('option', { name: /\(ULTRA-CJO-/ }).click();
    await expect(page.getByRole('region', { name: 'Plan' })).toBeVisible();
    await watch.check('copy, plan');
    await shot('copy-plan');
    await page.goto(`/events/${event}`);
    await page.getByRole('button', { name: 'Edit event' }).click();
    await expect(page.getByRole('dialog', { name: 'Event settings' })).toBeVisible();
    await watch.check('event settings');
  });

  // Not found: an event the hub does not have, a page the console does not have.
  await watch.step('not found', async () => {
    await page.goto('/events/NO-SUCH-EVENT-1');
    await expect(page.getByRole('heading', { name: /not found/i }).first()).toBeVisible();
    await watch.check('event not found');
    await shot('event-not-found');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await watch.check('page not found');
  });

  return watch;
}

test.describe('English is English', () => {
  // A step that cannot go on fails in seconds and is reported with the rest.
  test.use({ actionTimeout: 10_000 });

  test('every screen at 1366 px reads in English', async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await walk(page, true);
    expect(watch.report(), 'Portuguese words on English screens').toEqual([]);
  });

  test('every screen at 390 px reads in English', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const watch = await walk(page, false);
    expect(watch.report(), 'Portuguese words on English screens').toEqual([]);
  });
});

/*
 * Screens that change the hub (an import undone, an event's dates moved) on a hub of their own:
 * the other journeys count the demo's registrations and read its dates.
 */
test.describe('English is English where things change', () => {
  let own: OwnHub | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await startOwnHub('english-writes', 'e2e');
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test('undoing an import, its history line and moving the dates read in English', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL: own!.hub.base,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const code = await eventCode(own!.api, 'MEIA-CWB-');
    const people = ['Ann Undone Smith', 'Bob Undone Jones'];
    const sent = await own!.api.post(`/api/v1/events/${code}/races/10K/registrations?source=csv`, {
      data: {
        registrations: people.map((name, i) => {
          const nine = String(418_230_210 + i);
          return { name, document: nine + cpfCheckDigits(nine), birth_date: '1990-02-01' };
        }),
      },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    const { import_id: id } = (await sent.json()) as { import_id: number };
    await expect
      .poll(
        async () => {
          const res = await own!.api.get(`/api/v1/events/${code}/registration-imports/${id}`);
          return ((await res.json()) as { status: string }).status;
        },
        { timeout: 60_000 },
      )
      .toBe('completed');

    await signInInEnglish(page);
    await page.getByLabel('API key').fill(own!.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const watch = new PortugueseWatch(page, [
      ...people,
      ...(await demoStrings(page.request, code)),
    ]);

    // The undo screen fits a phone (the people as cards), then at a laptop's width its table,
    // confirmation, and what it says once done.
    const widerThan = (width: number) =>
      page.evaluate((w) => document.documentElement.scrollWidth > w, width);
    await page.setViewportSize(SIZES.phone);
    await page.goto(`/events/${code}/cleanup?undo=${id}&kind=registrations`);
    const section = page.getByRole('region', { name: `Undo import #${id}` });
    for (const name of people) await expect(section.getByText(name)).toBeVisible();
    await watch.check('undo an import, phone');
    expect(await widerThan(SIZES.phone.width), 'the undo screen is wider than a phone').toBe(false);
    await page.screenshot({ path: 'docs/screenshots/en-undo-import-phone.png' });
    await page.setViewportSize(SIZES.laptop);
    const list = section.getByRole('table', { name: 'Registrations that will be deleted' });
    for (const name of people) await expect(list.getByRole('cell', { name })).toBeVisible();
    await watch.check('undo an import');
    await section.getByRole('button', { name: 'Delete these 2 registrations' }).click();
    const dialog = page.getByRole('dialog', { name: `Undo import #${id}` });
    await dialog.getByRole('textbox', { name: 'Type the event code to confirm' }).fill(code);
    await watch.check('undo an import, confirmation');
    await dialog.getByRole('button', { name: 'Delete these 2 registrations' }).click();
    await expect(section.getByText('2 registrations of this import were deleted.')).toBeVisible();
    await watch.check('undo an import, done');

    // The history names the undo as such, not as a clean-up of the event.
    await tab(page, 'History');
    await expect(page.getByText(`Undid import #${id}: deleted 2 registrations`)).toBeVisible();
    await watch.check('history with an undo');

    // A new event date offers to move the races and batches along.
    const event = (await (await own!.api.get(`/api/v1/events/${code}`)).json()) as {
      data: { date: string };
    };
    const later = new Date(Date.parse(`${event.data.date}T12:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.goto(`/events/${code}`);
    await page.getByRole('button', { name: 'Edit event' }).click();
    const settings = page.getByRole('dialog', { name: 'Event settings' });
    await settings.getByLabel(/^Event date/).fill(later);
    await settings.getByRole('button', { name: 'Save' }).click();
    const move = page.getByRole('dialog', { name: 'Move the dates along with the event?' });
    await expect(move.getByRole('region', { name: 'Dates before and after' })).toBeVisible();
    await expect(move.getByRole('button', { name: /^Move / })).toBeVisible();
    await watch.check('move the dates');
    await page.screenshot({ path: 'docs/screenshots/en-move-dates.png' });
    await page.setViewportSize(SIZES.phone);
    await expect(move.getByRole('button', { name: /^Move / })).toBeInViewport();
    expect(await widerThan(SIZES.phone.width), 'the dialog is wider than a phone').toBe(false);
    await page.screenshot({ path: 'docs/screenshots/en-move-dates-phone.png' });
    await move.getByRole('button', { name: 'Keep them as they are' }).click();
    await expect(move).toBeHidden();

    expect(watch.report(), 'Portuguese words on English screens').toEqual([]);
    await context.close();
  });
});
