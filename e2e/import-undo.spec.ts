import { expect, test } from '@playwright/test';
import { cpfCheckDigits } from '../src/contract/cpf';
import { eventCode } from './support/demo';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { signIn } from './support/session';

/*
 * Undoing an import deletes registrations other journeys count (participants, vacancy): it
 * runs on a hub of its own.
 */
let own: OwnHub | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnHub('import-undo', 'e2e');
});
test.afterAll(async () => {
  await own?.stop();
});

const cpf = (n: number) => String(n) + cpfCheckDigits(String(n));
const PEOPLE = ['Desfeita Ana Prado', 'Desfeito Bruno Reis', 'Desfeita Carla Nunes'];

/** The event's registrations whose name has `search`, through the API as a script reads them. */
async function registrations(code: string, search = '') {
  const res = await own!.api.get(`/api/v1/events/${code}/registrations`, {
    params: { search, per_page: 100 },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { name: string }[]; meta: { total: number } };
  return { names: body.data.map((r) => r.name), total: body.meta.total };
}

test('undo one import from the history: its people listed, then exactly they are gone', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: own!.hub.base,
    viewport: { width: 1366, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signIn(page, own!.key);
  const code = await eventCode(own!.api, 'MEIA-CWB-');
  const before = await registrations(code);
  expect(before.total).toBeGreaterThan(0);

  await page.goto(`/events/${code}/imports`);
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('10K');
  const csv = [
    'Nome completo;CPF;Data de nascimento',
    ...PEOPLE.map((name, i) => `${name};${cpf(418_230_110 + i)};0${i + 1}/02/1990`),
  ];
  await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles({
    name: 'inscritos-errados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: 'Enviar 3 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await registrations(code)).total).toBe(before.total + 3);

  // The newest import comes first in the history.
  await page
    .getByRole('link', { name: /^Desfazer esta importação \(#\d+\)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cleanup\?undo=\d+(&kind=registrations)?$/);
  const section = page.getByRole('region', { name: /^Desfazer a importação #\d+$/ });
  const list = section.getByRole('table', { name: 'Inscrições que serão apagadas' });
  for (const name of PEOPLE) await expect(list.getByRole('cell', { name })).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(1 + PEOPLE.length);
  await expect(section.getByText('3 inscrições desta importação serão apagadas.')).toBeVisible();

  await section.getByRole('button', { name: 'Apagar estas 3 inscrições' }).click();
  const dialog = page.getByRole('dialog', { name: /^Desfazer a importação #\d+$/ });
  await dialog
    .getByRole('textbox', { name: 'Digite o código do evento para confirmar' })
    .fill(code);
  await dialog.getByRole('button', { name: 'Apagar estas 3 inscrições' }).click();
  await expect(section.getByText('3 inscrições desta importação foram apagadas.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await registrations(code);
  expect(after.total).toBe(before.total);
  expect(after.names).toEqual(before.names);
  for (const name of PEOPLE) expect((await registrations(code, name)).names).toEqual([]);

  // The way back to the history the undo started from.
  await section.getByRole('link', { name: 'Voltar ao histórico de importações' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico de importações' })).toBeVisible();
  await context.close();
});
