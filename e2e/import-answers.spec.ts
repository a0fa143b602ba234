import { expect, test, type Page } from '@playwright/test';
import { cpfCheckDigits, formatCpf } from '../src/contract/cpf';
import { eventCode } from './support/demo';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { signInWith } from './support/session';

/*
 * A file with a `Camiseta` column imported into a demo event whose registrations ask for the
 * "Tamanho da camiseta" (PP to XG): the column maps to the field, the values are matched to its
 * options, one that matches none is fixed by choosing an option, and the hub keeps the answers.
 * On a hub of its own: the registrations it adds would change the counts other journeys see.
 */
let own: OwnHub;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnHub('import-answers');
});
test.afterAll(async () => {
  await own?.stop();
});

const cpf = (nine: string) => formatCpf(nine + cpfCheckDigits(nine));

async function signInAt(page: Page, pathname: string) {
  await page.goto(`${own.hub.base}${pathname}`);
  await signInWith(page, own.key);
  await expect(page.getByRole('button', { name: /^(Sair|Abrir menu)$/ })).toBeVisible();
  await page.goto(`${own.hub.base}${pathname}`);
}

test('a Camiseta column answers the event field "Tamanho da camiseta", values matched to its options', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const event = await eventCode(own.api, 'MEIA-CWB-');
  await signInAt(page, `/events/${event}/imports`);
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('21K');
  const csv = [
    'Nome completo;CPF;Camiseta',
    `Aurora Camiseta Teixeira;${cpf('481516234')};m`,
    `Benedito Camiseta Falcão;${cpf('271828182')};gg`,
    `Celina Camiseta Rangel;${cpf('314159265')};Extra grande`,
  ];
  await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles({
    name: 'camisetas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  const column = page.getByRole('combobox', { name: 'Campo da coluna Camiseta' });
  await expect(column).toHaveValue('answers.tamanho_camiseta');
  await expect(column).toHaveText(/Tamanho da camiseta/);
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();

  // The value no option matches is the row's error, fixed by choosing one of the options.
  const table = page.getByRole('table', { name: 'Linhas do arquivo' });
  await expect(table).toContainText('Tamanho da camiseta: "Extra grande" não é uma opção');
  await table.getByRole('button', { name: 'Corrigir Camiseta da linha 4' }).click();
  await table
    .getByRole('combobox', { name: 'Novo valor de Camiseta da linha 4' })
    .selectOption('XG');
  await expect(table.getByRole('button', { name: 'Corrigir Camiseta da linha 4' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar 3 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });

  const res = await own.api.get(
    `/api/v1/events/${event}/registrations?search=Camiseta&per_page=10`,
  );
  const listed = (await res.json()) as { data: { name: string; answers?: unknown }[] };
  expect(Object.fromEntries(listed.data.map((r) => [r.name, r.answers]))).toEqual({
    'Aurora Camiseta Teixeira': { tamanho_camiseta: 'M' },
    'Benedito Camiseta Falcão': { tamanho_camiseta: 'GG' },
    'Celina Camiseta Rangel': { tamanho_camiseta: 'XG' },
  });
});
