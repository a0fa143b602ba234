import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { cpfCheckDigits } from '../src/contract/cpf';
import { createKeyWithCli, spawnHub, type SpawnedHub } from '../src/testing/hub/spawn-hub';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode, yearIn } from './support/demo';
import { signInWith } from './support/session';

/*
 * The participants tab on a hub of its own (the demo data plus a dozen people imported here),
 * so the counts it checks are not moved by the other journeys' imports, nor move theirs; and
 * a spec-only hub of its own for the notice.
 */

const validCpf = (nine: string) => `${nine}${cpfCheckDigits(nine)}`;
const maskedCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const CONCEICAO = {
  name: 'Conceição Aparecida Gonçalves',
  document: validCpf('529982247'),
  bib: '95001',
};
const IMPORTED = [
  CONCEICAO,
  ...[
    'José Antônio Araújo',
    'Ângela Müller',
    'João Conceição Brandão',
    'Lúcia Helena Simões',
    'Ênio Bastião',
    'Íris Gouvêa',
    'Otávio Luís Peçanha',
    'Ursula Ávila',
    'Beatriz Leão',
    'Caio Falcão',
    'Débora Assunção',
  ].map((name, i) => ({
    name,
    document: validCpf(String(318_457_200 + i * 7)),
    bib: String(95_002 + i),
  })),
].map((person, i) => ({
  ...person,
  sex: i % 2 ? 'M' : 'F',
  external_id: `PART-${i + 1}`,
  birth_date: `19${70 + i}-0${(i % 9) + 1}-1${i % 9}`,
}));

const LANGUAGES = {
  'pt-BR': {
    tab: 'Inscritos',
    tabs: 'Seções do evento',
    table: 'Inscritos do evento',
    search: 'Buscar',
    race: 'Prova',
    status: 'Situação',
    export: 'Exportar CSV',
    of: 'de',
    header: 'Nome;Documento;Peito;Prova;Sexo;Nascimento;Situação;Origem;Inscrito em',
    noMatch: 'Nenhuma inscrição encontrada',
    clear: 'Limpar filtros',
    female: 'Feminino',
  },
  en: {
    tab: 'Participants',
    tabs: 'Event sections',
    table: "The event's participants",
    search: 'Search',
    race: 'Race',
    status: 'Status',
    export: 'Export CSV',
    of: 'of',
    header: 'Name;Document;Bib;Race;Sex;Birth date;Status;Origin;Registered on',
    noMatch: 'No registrations found',
    clear: 'Clear filters',
    female: 'Female',
  },
} as const;
type Language = keyof typeof LANGUAGES;
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

let hub: SpawnedHub;
let specOnly: SpawnedHub;
let specOnlyKey: string;
const dataDirs: string[] = [];
let api: APIRequestContext;
let key: string;
let event: string;

async function total(query: string) {
  const res = await api.get(`/api/v1/events/${event}/registrations?per_page=1&${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const start = async (mode: '0' | '1') => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-e2e-participants-'));
    dataDirs.push(dataDir);
    const env = { HUB_DATA_DIR: dataDir, HUB_SPEC_ONLY: mode };
    const created = await createKeyWithCli(env, 'participants', 'manage');
    return { key: created, hub: await spawnHub(env) };
  };
  const [full, bare] = await Promise.all([start('0'), start('1')]);
  ({ key, hub } = full);
  ({ key: specOnlyKey, hub: specOnly } = bare);
  api = await playwrightRequest.newContext({
    baseURL: hub.base,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  event = await eventCode(api, 'MEIA-CWB-');
  const sent = await api.post(`/api/v1/events/${event}/races/5K/registrations?source=csv`, {
    data: { registrations: IMPORTED },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const { import_id } = (await sent.json()) as { import_id: number };
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/v1/events/${event}/registration-imports/${import_id}`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
});

test.afterAll(async () => {
  await api?.dispose();
  await Promise.all([hub?.stop(), specOnly?.stop()]);
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openTab(page: Page, language: Language, phone: boolean) {
  const L = LANGUAGES[language];
  await page.goto(`${hub.base}/events`);
  await signInWith(page, key);
  if (language === 'en')
    await page.evaluate(() => localStorage.setItem('hub-console-language', 'en'));
  await page.goto(`${hub.base}/events/${event}`);
  const link = page.getByRole('navigation', { name: L.tabs }).getByRole('link', { name: L.tab });
  await expect(link).toHaveAttribute('href', `/events/${event}/registrations`);
  if (phone) await page.goto(`${hub.base}/events/${event}/registrations`);
  else await link.click();
  await expect(page.getByRole('heading', { name: L.tab, level: 2 })).toBeVisible();
}

const rowsOf = (page: Page, language: Language) =>
  page
    .getByRole('table', { name: LANGUAGES[language].table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function search(page: Page, language: Language, text: string) {
  await page.getByRole('searchbox', { name: LANGUAGES[language].search }).fill(text);
}

for (const language of Object.keys(LANGUAGES) as Language[])
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`participants: search, filter, page and export (${language}, ${device})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const L = LANGUAGES[language];
      const n = (value: number) => new Intl.NumberFormat(language).format(value);
      await page.setViewportSize(viewport);
      await openTab(page, language, device === 'phone');
      const rows = rowsOf(page, language);
      const everyone = await total('');
      await expect(page.getByText(`1–15 ${L.of} ${n(everyone)}`)).toBeVisible();
      await expect(rows).toHaveCount(15);
      await expectNoSeriousViolations(page);

      // A name typed without accents or capitals; what the list shows of a CPF is masked.
      await search(page, language, 'aparecida goncalves');
      await expect(page).toHaveURL(/search=/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(CONCEICAO.name);
      await expect(rows.first()).toContainText(maskedCpf(CONCEICAO.document));
      await expect(rows.first()).toContainText(L.female);
      await expect(page.getByText(CONCEICAO.document)).toHaveCount(0);

      // The whole CPF, as a person reads it from a form.
      const cpf = CONCEICAO.document.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
      await search(page, language, cpf);
      await expect(page).toHaveURL(new RegExp(`search=[^&]*${CONCEICAO.document.slice(0, 3)}`));
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(CONCEICAO.name);
      await search(page, language, 'ninguém com este nome');
      await expect(page.getByText(L.noMatch)).toBeVisible();
      await page.getByRole('button', { name: L.clear }).click();
      await expect(page).not.toHaveURL(/search=/);
      await expect(rows).toHaveCount(15);

      // One race, then its second page; the URL keeps both.
      await page.getByRole('combobox', { name: L.race, exact: true }).selectOption({
        label: 'Caminhada 5K',
      });
      await expect(page).toHaveURL(/race=5K/);
      const walkers = await total('race=5K');
      await expect(page.getByText(`1–15 ${L.of} ${n(walkers)}`)).toBeVisible();
      await expect(rows.filter({ hasText: 'Caminhada 5K' })).toHaveCount(15);
      await page.getByRole('button', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(`16–30 ${L.of} ${n(walkers)}`)).toBeVisible();
      await expect(rows.filter({ hasText: 'Caminhada 5K' })).toHaveCount(15);

      if (device === 'phone') {
        // The page never gets wider than the phone: the table scrolls inside its card.
        const widths = await page.evaluate(() => {
          let scroller = document.querySelector('table')?.parentElement ?? null;
          while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
            scroller = scroller.parentElement;
          return {
            page: document.documentElement.scrollWidth,
            inner: scroller?.scrollWidth ?? 0,
            box: scroller?.clientWidth ?? 0,
          };
        });
        expect(widths.page).toBeLessThanOrEqual(viewport.width);
        expect(widths.inner).toBeGreaterThan(widths.box);
      }
      await page.mouse.move(0, 0);
      await page.screenshot({
        path: `docs/screenshots/participants-${language}-${device}.png`,
        fullPage: device === 'phone',
      });

      // The export reads every page of the filter, not only the one shown.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: L.export }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `${language === 'en' ? 'participants' : 'inscritos'}-${event}.csv`,
      );
      const bytes = fs.readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
      // The list's columns, then one per field of the event a person answers, in form order.
      const fieldsRes = await api.get(`/api/v1/events/${event}/registration-fields`);
      const { data: fields } = (await fieldsRes.json()) as {
        data: { label: string; type: string; sort_order: number }[];
      };
      const answered = fields
        .filter((f) => ['text', 'textarea', 'select', 'multiselect', 'checkbox'].includes(f.type))
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((f) => f.label);
      expect(answered).toContain('Tamanho da camiseta');
      expect(lines[0]).toBe([L.header, ...answered].join(';'));
      expect(lines.at(-1)).toBe('');
      const records = lines.slice(1, -1);
      expect(records).toHaveLength(walkers);
      expect(records.every((line) => line.split(';')[3] === 'Caminhada 5K')).toBe(true);
      // Every CPF masked; no 11 digits in a row anywhere.
      expect(
        records.filter((line) => /^\*\*\*\.\d{3}\.\d{3}-\*\*$/.test(line.split(';')[1])),
      ).toHaveLength(walkers);
      expect(records.some((line) => /\d{11}/.test(line))).toBe(false);
      const conceicao = records.find((line) => line.startsWith(`${CONCEICAO.name};`));
      expect(conceicao?.split(';').slice(0, 5)).toEqual([
        CONCEICAO.name,
        maskedCpf(CONCEICAO.document),
        CONCEICAO.bib,
        'Caminhada 5K',
        L.female,
      ]);
    });
  }

test('a spec-only hub: a notice that its API has no participant list, in both languages', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: specOnly.base });
  try {
    const page = await context.newPage();
    await page.goto('/events');
    await signInWith(page, specOnlyKey);
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await page.goto(`/events/MEIA-CWB-${yearIn(-60)}/registrations`);
    await expect(page.getByRole('heading', { name: 'Inscritos', level: 2 })).toBeVisible();
    await expect(page.getByText('Este hub não tem a lista de inscritos')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'docs/screenshots/participants-spec-only-pt-BR.png' });

    await page.evaluate(() => localStorage.setItem('hub-console-language', 'en'));
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(page.getByText('This hub has no participant list')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.screenshot({ path: 'docs/screenshots/participants-spec-only-en-phone.png' });
  } finally {
    await context.close();
  }
});
