import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createFaker } from '../src/testing/fake';
import { E2E_PORTS } from './support/ports';
import { eventCode, registered } from './support/demo';
import { keys, signIn } from './support/session';

const FILE_LABEL = 'Arquivo (.csv, .txt ou .xlsx)';
const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/imports', name));

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await page.getByLabel(FILE_LABEL).setInputFiles({ name, mimeType, buffer });
}

async function pickRace(page: Page, code: string) {
  await page.getByRole('combobox', { name: 'Prova' }).selectOption(code);
}

async function chooseResults(page: Page) {
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
}

test('the detected delimiter can be overridden, and back', async ({ page }) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  await page.goto(`/events/${event}/imports`);
  await chooseFile(page, 'comma.csv', fixture('comma.csv'));
  const delimiter = page.getByLabel('Separador');
  await expect(delimiter.locator('option:checked')).toHaveText('Automático (,)');
  await expect(page.getByLabel('Campo da coluna Document')).toHaveValue('document');

  await delimiter.selectOption({ label: 'Ponto e vírgula (;)' });
  // The automatic choice still names what the header suggests.
  await expect(delimiter.locator('option').first()).toHaveText('Automático (,)');
  const whole = 'Name,Document,Birth date,Email,Phone,Bib,External ID';
  await expect(page.getByLabel(`Campo da coluna ${whole}`)).toBeVisible();
  await expect(page.getByLabel('Campo da coluna Document')).toHaveCount(0);
  await expect(page.getByText('Escolha a coluna de Nome')).toBeVisible();

  await delimiter.selectOption({ label: 'Automático (,)' });
  await expect(page.getByLabel('Campo da coluna Document')).toHaveValue('document');
  await expect(page.getByLabel('Campo da coluna Name')).toHaveValue('name');
});

test('an .xlsx with two sheets: the first is read, the other can be chosen', async ({ page }) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  await page.goto(`/events/${event}/imports`);
  await chooseFile(
    page,
    'inscritos.xlsx',
    fixture('registrations.xlsx'),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const sheet = page.getByLabel('Planilha');
  await expect(sheet).toHaveValue('Inscrições');
  await expect(page.getByLabel('Campo da coluna Nascimento')).toHaveValue('birth_date');
  await expect(page.getByLabel('Separador')).toHaveCount(0);

  await sheet.selectOption('Resumo');
  await expect(page.getByLabel('Campo da coluna Total')).toBeVisible();
  await expect(page.getByLabel('Campo da coluna Nascimento')).toHaveCount(0);

  await sheet.selectOption('Inscrições');
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  const table = page.getByRole('table', { name: 'Linhas do arquivo' });
  await expect(table.getByRole('row')).toHaveCount(4);
  // Row 4: 31/02/1990 is no date, and its CPF lost a leading zero to become row 3's.
  await page.getByRole('radio', { name: 'Com erro (1)' }).dispatchEvent('click');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('button', { name: 'Corrigir Nascimento da linha 4' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Corrigir CPF da linha 4' })).toBeVisible();
});

test('a race without ranking hides the position columns of a results file', async ({ page }) => {
  await signIn(page);
  const event = await eventCode(page.request, 'KIDS-FLN-');
  await page.goto(`/events/${event}/imports`);
  await chooseResults(page);
  const csv = Buffer.from(
    'Número de peito;Tempo líquido;Colocação\r\n501;0:05:10;1\r\n502;0:05:40;2\r\n',
  );

  await pickRace(page, 'KIDS-1K');
  await chooseFile(page, 'kids.csv', csv);
  await expect(page.getByLabel('Campo da coluna Colocação')).toHaveValue('overall_position');
  await expect(page.getByText('Esta prova é sem classificação')).toHaveCount(0);

  await pickRace(page, 'KIDS-100M');
  await expect(page.getByText('Esta prova é sem classificação')).toBeVisible();
  const position = page.getByLabel('Campo da coluna Colocação');
  await expect(position).toHaveValue('');
  await expect(position.locator('option', { hasText: 'Colocação geral' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  const table = page.getByRole('table', { name: 'Linhas do arquivo' });
  await expect(table.getByRole('columnheader', { name: 'Tempo líquido' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Colocação/ })).toHaveCount(0);
});

test('cancelling an upload stops after the chunk in flight; the rest is reported not sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const event = await eventCode(page.request, 'NOTURNA-POA-');
  const races = (await (
    await page.request.get(`/api/v1/events/${event}/races?per_page=100`)
  ).json()) as { data: { code: string }[] };
  const race = races.data[0].code;
  const before = await registered(page.request, event, race);
  const rows = 6000;
  await page.goto(`/events/${event}/imports`);
  await pickRace(page, race);
  await chooseFile(
    page,
    'cancelar.csv',
    Buffer.from(createFaker(6000).registrationsCsv(rows, { bibStart: 300_001 })),
  );
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  // This journey is about cancelling, not capacity: 6,000 rows are past the race's places (its
  // limit is 800), and the person chooses to send every row.
  const choice = page.getByRole('radiogroup', { name: `O que enviar à prova ${race}` });
  await expect(choice).toBeVisible();
  await choice.getByText('Todas (6.000)').click();
  await expect(choice.getByRole('radio', { name: 'Todas (6.000)' })).toBeChecked();
  await page.getByRole('button', { name: 'Enviar 6.000 linhas' }).click();
  await page.getByRole('button', { name: 'Cancelar envio' }).click();
  await expect(page.getByRole('heading', { name: 'Envio cancelado' })).toBeVisible({
    timeout: 60_000,
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  const report = fs
    .readFileSync(await (await download).path(), 'utf-8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
  expect(report).toHaveLength(rows);
  const created = report.filter((r) => r.includes(';Criada;')).length;
  const notSent = report.filter((r) => /;Não enviada;Lote \d não foi enviado$/.test(r)).length;
  // Chunks hold 2000 rows: the one in flight when cancel was pressed completes, no later one starts.
  expect(created % 2000).toBe(0);
  expect(created).toBeLessThan(rows);
  expect(created + notSent).toBe(rows);
  expect(await registered(page.request, event, race)).toBe(before + created);
});

test.describe('on a hub without the extensions', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

  test('the race is typed as a code, the upload is polled to the end', async ({ page }) => {
    await signIn(page, keys.specOnlyManage());
    const event = await eventCode(page.request, 'TRAIL-SMAR-');
    const before = await registered(page.request, event, '21K');
    await page.goto(`/events/${event}/imports`);
    await expect(page.getByText('Este hub não lista as provas: digite o código.')).toBeVisible();
    await page.getByLabel('Código da prova').fill('21K');
    const csv = createFaker(7021).registrationsCsv(25, { bibStart: 720_001 });
    await chooseFile(page, 'spec.csv', Buffer.from(csv));
    await page.getByRole('button', { name: 'Conferir as linhas' }).click();
    await page.getByRole('button', { name: 'Enviar 25 linhas' }).click();
    await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText(/cada uma em um só contador: 25 criadas, 0 atualizadas,/),
    ).toBeVisible();
    expect(await registered(page.request, event, '21K')).toBe(before + 25);
  });
});
