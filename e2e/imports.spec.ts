import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { cpfCheckDigits } from '../src/contract/cpf';
import { createKeyWithCli, spawnHub } from '../src/testing/hub/spawn-hub';
import { createFaker } from '../src/testing/fake';
import { filledCells } from '../src/testing/xlsx-fills';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode, registered } from './support/demo';
import { signIn, signInWith } from './support/session';

const RESUME_PORT = Number(process.env.E2E_RESUME_PORT ?? 4753);

async function pickRace(page: Page, code: string) {
  await page.getByRole('combobox', { name: 'Prova' }).selectOption(code);
}

async function chooseFile(page: Page, label: string, name: string, text: string) {
  await page.getByLabel(label).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf-8'),
  });
}

/** Drags a file from outside the browser and drops it on the page, as a person does. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ({ name, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: 'text/csv' }));
      return data;
    },
    { name, text },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await expect(page.getByText('Solte a planilha para abri-la')).toBeVisible();
  await expect(page.getByText(/Aceita \.csv, \.txt .* e \.xlsx/)).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/imports-drop.png' });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  await expect(page.getByText('Solte a planilha para abri-la')).toBeHidden();
}

async function screens(page: Page, name: string, heading: string) {
  await page.getByRole('heading', { name: heading }).evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -96);
  });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `.tmp/screens/imports-${name}-light.png` });
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `.tmp/screens/imports-${name}-dark.png` });
  await page.getByRole('button', { name: 'Usar tema claro' }).click();
}

const validCpf = (nine: string) => `${nine}${cpfCheckDigits(nine)}`;

/** 20 rows: sheet line 6 has a bad CPF, line 10 a bad date, line 14 repeats line 5's bib. */
function registrationsFile() {
  const lines = createFaker(2101)
    .registrationsCsv(20, { bibStart: 70_001 })
    .trimEnd()
    .split('\r\n');
  const cells = (line: number) => lines[line].split(';');
  const set = (line: number, column: number, value: string) => {
    const row = cells(line);
    row[column] = value;
    lines[line] = row.join(';');
  };
  set(5, 1, '123.456.789-00');
  set(9, 2, '31/02/1990');
  set(13, 5, cells(4)[5]);
  return { text: `${lines.join('\r\n')}\r\n`, lines };
}

test.describe.configure({ mode: 'serial' });

test('registrations: check, fix a cell, send, poll, report; the same file again updates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const event = await eventCode(page.request, 'MARATONA-SP-');
  const before = await registered(page.request, event, '42K');
  await page.goto(`/events/${event}/imports`);
  await expect(page.getByRole('heading', { name: 'Importações', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  const { text } = registrationsFile();
  await pickRace(page, '42K');
  // Dropped anywhere on the tab, the file opens and the file field names it.
  await dropFile(page, 'inscritos-42k.csv', text);
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByLabel('Arquivo (.csv, .txt ou .xlsx)')
        .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    )
    .toBe('inscritos-42k.csv');
  await expect(page.getByLabel('Campo da coluna CPF')).toHaveValue('document');
  await screens(page, 'mapping', 'Colunas do arquivo');
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();

  await expect(page.getByRole('heading', { name: 'Conferência das linhas' })).toBeVisible();
  await page.getByRole('radio', { name: 'Com erro (3)' }).dispatchEvent('click');
  const table = page.getByRole('table', { name: 'Linhas do arquivo' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(
    table.getByRole('button', { name: 'Corrigir Data de nascimento da linha 10' }),
  ).toBeVisible();
  await expect(
    table.getByRole('button', { name: 'Corrigir Número de peito da linha 14' }),
  ).toBeVisible();
  await screens(page, 'preview', 'Conferência das linhas');
  await expectNoSeriousViolations(page);

  const fixedCpf = validCpf('529982247');
  await table.getByRole('button', { name: 'Corrigir CPF da linha 6' }).click();
  const input = page.getByRole('textbox', { name: 'Novo valor de CPF da linha 6' });
  await input.fill(fixedCpf);
  await input.press('Enter');
  await expect(page.getByRole('radio', { name: 'Com erro (2)' })).toBeAttached();
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Enviar 18 linhas' }).click();
  // 2 of 20 rows still have errors: past 5 %, sending asks first and names them.
  const confirm = page.getByRole('dialog', { name: 'Muitas linhas com erro' });
  await expect(confirm).toContainText('2 de 20 linhas têm erros');
  await confirm.getByRole('button', { name: 'Enviar 18 linhas mesmo assim' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/: 18 criadas, 0 atualizadas,/)).toBeVisible();
  await screens(page, 'report', 'Importação concluída');
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('inscritos-42k-relatorio.csv');
  const report = fs.readFileSync(await file.path(), 'utf-8');
  expect(report.startsWith('\uFEFF')).toBe(true);
  const rows = report
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows).toHaveLength(21);
  expect(rows[0]).toContain('Linha;Resultado;Problema');
  const byLine = new Map(rows.slice(1).map((r) => [r.split(';').at(-3), r]));
  expect([...byLine.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: 20 }, (_, i) => String(i + 2)),
  );
  expect(byLine.get('6')).toContain(fixedCpf);
  expect(byLine.get('6')).toContain(';Criada;');
  expect(byLine.get('10')).toMatch(/;Erro;"?Data de nascimento: Data inválida/);
  expect(byLine.get('14')).toMatch(/;Erro;"?Número de peito: /);
  expect(rows.slice(1).filter((r) => r.includes(';Criada;'))).toHaveLength(18);
  expect(await registered(page.request, event, '42K')).toBe(before + 18);

  // The same report as an .xlsx, read back with the library the app reads spreadsheets with.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório (Excel)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('inscritos-42k-relatorio.xlsx');
  const xlsxPath = await xlsx.path();
  const [{ sheet, data }] = await readXlsxFile(xlsxPath);
  expect(sheet).toBe('Relatório');
  const cells = data.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  expect(cells).toHaveLength(21);
  expect(cells[0].slice(-3)).toEqual(['Linha', 'Resultado', 'Problema']);
  const outcome = cells[0].indexOf('Resultado');
  expect(cells[9][outcome]).toBe('Erro');
  expect(cells[9][outcome + 1]).toMatch(/^Data de nascimento: Data inválida/);
  expect(cells[5]).toContain(fixedCpf);
  // The bad cells are filled: line 10's birth date, line 14's bib, and both outcomes.
  const column = (index: number) => String.fromCharCode(65 + index);
  const filled = filledCells(fs.readFileSync(xlsxPath));
  expect(filled.get(`${column(cells[0].indexOf('Data de nascimento'))}10`)).toBe('FFC7CE');
  expect(filled.get(`${column(cells[0].indexOf('Número de peito'))}14`)).toBe('FFC7CE');
  expect(filled.get(`${column(outcome)}10`)).toBe('FFC7CE');
  expect(filled.get(`${column(outcome)}14`)).toBe('FFC7CE');
  expect([...filled.keys()].filter((ref) => /\D6$/.test(ref))).toEqual([]);

  // The mapping is the team's from now on: saved by name, proposed to the same layout again.
  const template = `Inscrições 42K ${Date.now().toString(36)}`;
  const save = page.getByRole('region', { name: 'Salvar este mapeamento como modelo da equipe' });
  await save.getByLabel('Nome do modelo').fill(template);
  await save.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText(`Modelo “${template}” salvo para a equipe.`)).toBeVisible();

  await page.getByRole('button', { name: 'Nova importação' }).click();
  await chooseFile(page, 'Arquivo (.csv, .txt ou .xlsx)', 'inscritos-42k.csv', text);
  await expect(page.getByText(`Modelo da equipe “${template}” aplicado`)).toBeVisible();
  // This browser's own memory is only for when the team's templates cannot be read.
  await expect(page.getByText('usamos o mapeamento da última importação')).toHaveCount(0);
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: 'Enviar 17 linhas' }).click();
  await page
    .getByRole('dialog', { name: 'Muitas linhas com erro' })
    .getByRole('button', { name: 'Enviar 17 linhas mesmo assim' })
    .click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/: 0 criadas, 0 atualizadas, 17 sem alteração,/)).toBeVisible();
  expect(await registered(page.request, event, '42K')).toBe(before + 18);

  const history = page.getByRole('table').filter({ hasText: 'Recebidas' });
  await expect(history.getByRole('row')).not.toHaveCount(1);
  await history
    .getByRole('button', { name: /^Detalhes da importação/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Concluída')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('results: batch modality, a few bibs, report', async ({ page }) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MARATONA-SP-');
  await page.goto(`/events/${event}/imports`);
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  await pickRace(page, '10K');
  const csv = [
    'Número de peito;Situação;Tempo líquido;Tempo bruto',
    '88001;concluiu;00:41:10;00:41:30',
    '88002;concluiu;00:43:02;00:43:40',
    '88003;dnf;;',
    '88004;concluiu;00:39:59;00:40:05',
    '88005;concluiu;0:52:17;0:52:50',
  ].join('\r\n');
  await chooseFile(page, 'Arquivo (.csv, .txt ou .xlsx)', 'resultados-10k.csv', csv);
  await expect(page.getByLabel('Campo da coluna Número de peito')).toHaveValue('bib');
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('combobox', { name: 'Modalidade do lote' }).click();
  await page.getByRole('option', { name: /^Geral/ }).click();
  await expect(page.getByRole('combobox', { name: 'Modalidade do lote' })).toHaveValue(/^Geral/);
  // The podium below is worked out from these rows; it is read before sending.
  const podium = page.getByRole('region', { name: 'Pódio pelas regras de premiação' });
  await expect(podium).toBeVisible();
  await expect(podium.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar 5 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/: 5 criadas,/)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Tipo de importação' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  await expect(page.getByRole('button', { name: /^Detalhes da importação/ }).first()).toBeVisible();
});

test('an upload interrupted by a hub restart resumes without duplicates or losses', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-e2e-resume-'));
  const env = { HUB_DATA_DIR: dataDir, HUB_SPEC_ONLY: '0' };
  const key = await createKeyWithCli(env, 'x', 'manage');
  const startResumeHub = () => spawnHub(env, { port: RESUME_PORT });
  let hub = await startResumeHub();
  const base = `http://127.0.0.1:${RESUME_PORT}`;
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/events');
    await signInWith(page, key);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    const event = await eventCode(page.request, 'MARATONA-SP-');
    const before = await registered(page.request, event, '21K');
    const csv = createFaker(4500).registrationsCsv(4500, { bibStart: 100_001 });

    await page.goto(`/events/${event}/imports`);
    await pickRace(page, '21K');
    await chooseFile(page, 'Arquivo (.csv, .txt ou .xlsx)', 'lote-grande.csv', csv);
    await page.getByRole('button', { name: 'Conferir as linhas' }).click();
    // The hub goes down as the second of the three chunks leaves the browser: the first is in.
    let posts = 0;
    await page.route('**/races/21K/registrations?source=csv', async (route) => {
      if (++posts === 2) await hub.stop();
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Enviar 4.500 linhas' }).click();
    await expect(page.getByText('Reconectando…')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/1 de 3 lotes/)).toBeVisible();
    await page.close();

    hub = await startResumeHub();
    const again = await context.newPage();
    await again.goto(`/events/${event}/imports`);
    await expect(again.getByText('Envio não concluído')).toBeVisible();
    await chooseFile(again, 'Arquivo para continuar', 'lote-grande.csv', csv);
    await expect(again.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
      timeout: 120_000,
    });
    await expect(again.getByText(/: 4\.500 criadas,/)).toBeVisible();
    expect(await registered(again.request, event, '21K')).toBe(before + 4500);
  } finally {
    await context.close();
    await hub.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
