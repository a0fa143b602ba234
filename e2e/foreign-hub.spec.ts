import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toZonedIso } from '../src/contract/time';
import type { DialectName } from '../src/testing/hub/dialects';
import { DIALECT_ZONES, foreignEnvName } from './support/dialect-stack';
import { signIn } from './support/session';

/*
 * The console in upstream mode before a foreign hub: the reference hub behind a dialect of
 * what the spec leaves open (src/testing/hub/dialects.ts), one project per dialect, the
 * browser in UTC. What the hub holds is read from the hub itself, never through the proxy.
 */
const MARATHON = 'Maratona Internacional de São Paulo';
const RACE = 'Maratona 42K';
const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');

const dialect = () => test.info().project.name.replace(/^foreign-/, '') as DialectName;
const zone = () => DIALECT_ZONES[dialect()];

function stackEnv(what: 'KEY' | 'HUB'): string {
  const name = foreignEnvName(dialect(), what);
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright test (global setup)`);
  return value;
}

/** A GET on the reference hub itself, with the stack's key. */
async function fromHub<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const res = await request.get(`${stackEnv('HUB')}/api/v1${apiPath}`, {
    headers: { authorization: `Bearer ${stackEnv('KEY')}` },
  });
  expect(res.status(), apiPath).toBe(200);
  return (await res.json()) as T;
}

async function marathonCode(request: APIRequestContext): Promise<string> {
  const events = await fromHub<{ data: { code: string; name: string }[] }>(
    request,
    '/events?per_page=100',
  );
  const found = events.data.find((e) => e.name === MARATHON);
  if (!found) throw new Error(`no ${MARATHON} on the hub`);
  return found.code;
}

async function raceStart(request: APIRequestContext, event: string): Promise<string> {
  const races = await fromHub<{ data: { name: string; starts_at: string }[] }>(
    request,
    `/events/${event}/races`,
  );
  const race = races.data.find((r) => r.name === RACE);
  if (!race) throw new Error(`no ${RACE} in ${event}`);
  return race.starts_at;
}

/** Page errors and answers of 5xx while the page is open. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500)
      failures.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return failures;
}

/** The imports the journeys send, each a file of e2e/fixtures into a race of the marathon. */
const IMPORTS = [
  {
    title: 'a registrations spreadsheet import reaches its report',
    kind: 'Inscrições',
    race: '42K',
    fixture: 'imports/utf8-bom.csv',
    header: 'CPF',
    field: 'document',
    summary: /: [\d.]+ criadas?, [\d.]+ atualizadas?,/,
  },
  {
    title: 'a results import reaches its report',
    kind: 'Resultados',
    race: '10K',
    fixture: 'results/webscorer.csv',
    header: 'Bib',
    field: 'bib',
    summary: /: [\d.]+ criadas?,/,
  },
] as const;

/** An import through the mapping the console proposes (`header` read as `field`), to the report. */
async function importToReport(
  page: Page,
  { kind, race, fixture, header, field }: (typeof IMPORTS)[number],
) {
  const event = await marathonCode(page.request);
  await signIn(page, stackEnv('KEY'));
  await page.goto(`/events/${event}/imports`);
  await expect(page.getByRole('heading', { name: 'Importações', exact: true })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: kind })
    .dispatchEvent('click');
  await page.getByRole('combobox', { name: 'Prova' }).selectOption(race);
  await page
    .getByLabel('Arquivo (.csv, .txt ou .xlsx)')
    .setInputFiles(path.join(FIXTURES, fixture));
  await expect(page.getByLabel(`Campo da coluna ${header}`, { exact: true })).toHaveValue(field);
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: /^Enviar [\d.]+ linhas?$/ }).click();
  await expect(page.getByRole('heading', { name: /^Importação concluída/ })).toBeVisible({
    timeout: 60_000,
  });
}

test('signs in and every tab of the demo marathon renders, without a page error or a 5xx', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failures = watchFailures(page);
  await signIn(page, stackEnv('KEY'));
  await page.getByRole('table').getByRole('link', { name: MARATHON }).click();
  await expect(page.getByRole('heading', { name: MARATHON, level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Seções do evento' }).getByRole('link');
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(12);
  for (const name of names) {
    const tab = page
      .getByRole('navigation', { name: 'Seções do evento' })
      .getByRole('link', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
    const routeError = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Tentar de novo' }) });
    if (await routeError.count())
      failures.push(`${name}: ${(await routeError.first().innerText()).replace(/\s+/g, ' ')}`);
  }
  expect(failures).toEqual([]);
});

test("the races tab shows a start at the hub's wall time; saved unchanged, the instant stays", async ({
  page,
}) => {
  const event = await marathonCode(page.request);
  const before = await raceStart(page.request, event);
  const wall = toZonedIso(new Date(before), zone());
  const [date, time] = [wall.slice(0, 10), wall.slice(11, 16)];
  const shownDate = date.split('-').reverse().join('/');

  await signIn(page, stackEnv('KEY'));
  await page.goto(`/events/${event}/races`);
  const list = page.getByRole('region', { name: 'Provas do evento' });
  const row = list.getByRole('row', { name: new RegExp(RACE) });
  await expect(row).toContainText(new RegExp(`${shownDate},? ${time}`));

  await row.getByRole('button', { name: `Editar ${RACE}` }).click();
  const form = page.getByRole('form', { name: `Editar a prova ${RACE}` });
  await expect(form.getByLabel('Largada')).toHaveValue(`${shownDate} ${time}`);
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && /\/races\/[^/]+$/.test(res.url()),
  );
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await saved).status()).toBe(200);
  const after = await raceStart(page.request, event);
  expect(new Date(after).toISOString(), `${before} then ${after}`).toBe(
    new Date(before).toISOString(),
  );
});

for (const journey of IMPORTS)
  test(journey.title, async ({ page }) => {
    test.setTimeout(120_000);
    await importToReport(page, journey);
    await expect(page.getByText(journey.summary)).toBeVisible();
  });
