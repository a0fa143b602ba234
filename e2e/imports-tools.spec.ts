import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { createFaker } from '../src/testing/fake';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode, registered } from './support/demo';
import { signIn } from './support/session';

const FILE_LABEL = 'Arquivo (.csv, .txt ou .xlsx)';

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf-8'),
  });
}

async function pickRace(page: Page, code: string) {
  await page.getByRole('combobox', { name: 'Prova' }).selectOption(code);
}

/** The report's rows (BOM, header and final line break aside), as the CSV cells of each. */
async function csvRows(download: Promise<Download>) {
  const text = fs.readFileSync(await (await download).path(), 'utf-8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  return { header, rows };
}

/**
 * 20 people and one blank line (sheet line 11): birth date `-` on 3 rows, kit `Entregue` (no
 * yes or no) on 2, and a CPF that cannot be (line 17): 6 rows with errors, 1 after the tools.
 */
function peopleFile() {
  const lines = createFaker(1414)
    .registrationsCsv(20, { bibStart: 910_001 })
    .trimEnd()
    .split('\r\n')
    .map((line, i) => `${line};${i === 0 ? 'Kit retirado' : i % 3 ? 'sim' : 'não'}`);
  const set = (line: number, column: number, value: string) => {
    const cells = lines[line].split(';');
    cells[column] = value;
    lines[line] = cells.join(';');
  };
  for (const line of [3, 7, 12]) set(line, 2, '-');
  for (const line of [5, 14]) set(line, 8, 'Entregue');
  set(15, 1, '123.456.789-00');
  lines.splice(10, 0, ';;;;;;;;');
  return `${lines.join('\r\n')}\r\n`;
}

/** The toast a tool leaves, read and closed (it would cover the next screenshot). */
async function toast(page: Page, title: string, message: string) {
  const notice = page.getByRole('alert').filter({ hasText: title });
  await expect(notice).toContainText(message);
  await notice.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(notice).toBeHidden();
}

async function openTools(page: Page, column: string) {
  await page.getByRole('button', { name: `Ferramentas da coluna ${column}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ferramentas da coluna ${column}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test('an empty or header-only file is refused at once, before any mapping', async ({ page }) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MARATONA-SP-');
  await page.goto(`/events/${event}/imports`);
  await chooseFile(page, 'so-cabecalho.csv', 'Nome completo;CPF;Data de nascimento\r\n\r\n');
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível continuar' });
  await expect(alert).toContainText('O arquivo só tem o cabeçalho, nenhuma linha de dados.');
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toHaveCount(0);
  await chooseFile(page, 'vazio.csv', ' \r\n');
  await expect(alert).toContainText('O arquivo está vazio.');
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toHaveCount(0);
});

test('column tools fix a file in the review; the report tells blank, errors and unchanged apart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const event = await eventCode(page.request, 'MARATONA-SP-');
  const before = await registered(page.request, event, '10K');
  const text = peopleFile();
  await page.goto(`/events/${event}/imports`);
  await pickRace(page, '10K');
  await chooseFile(page, 'inscritos-ferramentas.csv', text);
  await expect(page.getByLabel('Campo da coluna Kit retirado')).toHaveValue('kit_picked_up');
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await expect(page.getByRole('radio', { name: 'Com erro (6)' })).toBeAttached();

  // `-` -> blank in the birth dates, by keyboard alone; the count comes before the change.
  await page.getByRole('button', { name: 'Ferramentas da coluna Data de nascimento' }).focus();
  await page.keyboard.press('Enter');
  const replace = page.getByRole('dialog', { name: 'Ferramentas da coluna Data de nascimento' });
  await expect(replace.getByLabel('Valor atual')).toBeFocused();
  await page.keyboard.type('-');
  await page.keyboard.press('Tab');
  await expect(replace.getByLabel('Novo valor')).toBeFocused();
  await expect(replace.getByText('3 células serão alteradas')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/imports-tools-replace-light.png' });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(replace).toBeHidden();
  await toast(page, 'Coluna Data de nascimento atualizada', '3 células alteradas.');
  await expect(page.getByRole('radio', { name: 'Com erro (3)' })).toBeAttached();

  // The kit column's values, each with its count and how it reads; `Entregue` becomes yes.
  const map = await openTools(page, 'Kit retirado');
  await expect(map.getByRole('radio', { name: 'Mapear os valores' })).toBeChecked();
  const values = map.getByRole('table', { name: 'Valores da coluna Kit retirado' });
  await expect(values.getByRole('row')).toHaveCount(4);
  await expect(values.getByRole('row', { name: /Entregue 2 Não reconhecido/ })).toBeVisible();
  await expect(map.getByText('Nenhuma célula muda com isso.')).toBeVisible();
  await map.getByLabel('Trocar “Entregue” por').selectOption({ label: 'Sim' });
  await expect(map.getByText('2 células serão alteradas')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/imports-tools-map-light.png' });
  await expectNoSeriousViolations(page);
  await map.getByRole('button', { name: 'Aplicar' }).click();
  await expect(map).toBeHidden();
  await toast(page, 'Coluna Kit retirado atualizada', '2 células alteradas.');
  await expect(page.getByRole('radio', { name: 'Com erro (1)' })).toBeAttached();

  // 1 error in 20 rows is no more than 5 %: no confirmation.
  await page.getByRole('button', { name: 'Enviar 19 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    // The file's 20 rows: 19 created by the hub, the one with an error held back by the check.
    page.getByText(
      /: 19 criadas, 0 atualizadas, 0 sem alteração, 0 conflitos, 1 erros, 0 não enviadas/,
    ),
  ).toBeVisible();
  await page.getByRole('heading', { name: 'Importação concluída' }).evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -96);
  });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/imports-tools-report-light.png' });
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/imports-tools-report-dark.png' });
  await page.getByRole('button', { name: 'Usar tema claro' }).click();
  await expectNoSeriousViolations(page);
  expect(await registered(page.request, event, '10K')).toBe(before + 19);

  const fullDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  const full = await csvRows(fullDownload);
  expect(full.rows).toHaveLength(21);
  const lineAndOutcome = (row: string) => row.split(';').slice(-3, -1).join(' ');
  const ended = (outcome: string) =>
    full.rows.map(lineAndOutcome).filter((r) => r.endsWith(` ${outcome}`));
  expect(ended('Criada')).toHaveLength(19);
  expect(ended('Em branco')).toEqual(['11 Em branco']);
  expect(ended('Erro')).toEqual(['17 Erro']);

  const errorsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar só erros e conflitos (CSV)' }).click();
  expect((await errorsDownload).suggestedFilename()).toBe('inscritos-ferramentas-erros.csv');
  const errors = await csvRows(errorsDownload);
  expect(errors.header).toBe(full.header);
  expect(errors.header.endsWith(';Linha;Resultado;Problema')).toBe(true);
  expect(errors.rows).toHaveLength(1);
  expect(errors.rows[0]).toMatch(/;123\.456\.789-00;.*;17;Erro;CPF: CPF 123\.456\.789-00 inválido/);

  // The same file again, the tools not used: the 14 rows without errors change nothing.
  await page.getByRole('button', { name: 'Nova importação' }).click();
  await chooseFile(page, 'inscritos-ferramentas.csv', text);
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: 'Enviar 14 linhas' }).click();
  await page
    .getByRole('dialog', { name: 'Muitas linhas com erro' })
    .getByRole('button', { name: 'Enviar 14 linhas mesmo assim' })
    .click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/0 criadas, 0 atualizadas, 14 sem alteração/)).toBeVisible();
  // The report's card; the history below has a column of that name too.
  const card = page.getByText('Sem alteração', { exact: true }).first().locator('..');
  await expect(card).toHaveText('Sem alteração14');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.tmp/screens/imports-tools-unchanged-light.png' });
  expect(await registered(page.request, event, '10K')).toBe(before + 19);
});
