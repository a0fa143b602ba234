import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';

async function openBatchesTab(page: Page, eventName: string) {
  await page.getByRole('table').getByRole('link', { name: eventName }).click();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Lotes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Novo lote' })).toBeVisible();
}

/** The matrix cell of a batch row under a race's column. */
async function matrixCell(matrix: Locator, batch: string, race: string) {
  const headers = await matrix.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(race);
  expect(column, `column ${race} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  // The batch name is the row header, so cells start at the second column.
  return matrix
    .getByRole('row', { name: new RegExp(batch) })
    .getByRole('cell')
    .nth(column - 1);
}

test('a batch covering two of three races shows its prices in the matrix', async ({ page }) => {
  // A long journey (an axe pass, a calendar, a dozen fields, a read back), often the run's first
  // while the server is cold: 30 s was too short for it under a full run's load.
  test.setTimeout(60_000);
  const name = `Lote E2E ${Date.now().toString(36)}`;
  await signIn(page);
  await openBatchesTab(page, 'Ultra Trail Campos do Jordão');
  const matrix = page.getByRole('region', { name: 'Lotes e preços por prova' });
  await expect(matrix.getByRole('row', { name: /1º Lote/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.getByRole('form', { name: 'Novo lote' });
  await form.getByLabel('Nome do lote').fill(name);
  // Dates typed the Brazilian way, whatever the browser's language; the end picked on the
  // calendar (its month named in Portuguese) keeps the time typed first.
  const start = form.getByLabel('Início das vendas');
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
  await start.pressSequentially('1/2/2027 0h00');
  const end = form.getByLabel('Fim das vendas');
  await end.pressSequentially('28/02/2027 23:59');
  // The calendar under the field (the start's closes), in Portuguese, on the typed month: a
  // month on, the 31st.
  await expect(page.getByRole('button', { name: 'Escolher o mês' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Escolher o mês' })).toHaveText('fevereiro 2027');
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.getByRole('button', { name: '31 março 2027' }).click();
  await expect(end).toHaveValue('31/03/2027 23:59');
  await expect(start).toHaveValue('01/02/2027 00:00');
  await form.getByLabel('Quantidade máxima').fill('250');
  await form.getByLabel('Permitir parcelamento').check();
  await form.getByLabel('Máximo de parcelas').fill('3');

  await form.getByLabel('Preço de Ultra 80K', { exact: true }).fill('89,90');
  await expect(form.getByRole('row', { name: /Ultra 80K/ })).toContainText('3x de R$ 29,97');
  // Enter moves down the price column, like a spreadsheet.
  await form.getByLabel('Preço de Ultra 80K', { exact: true }).press('Enter');
  await expect(form.getByLabel('Preço de Ultra 50K', { exact: true })).toBeFocused();
  await page.keyboard.type('89,90');
  await form.getByLabel('Vender Trail 25K neste lote').uncheck();
  await form.getByRole('button', { name: 'Criar lote' }).click();

  await expect(matrix.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(await matrixCell(matrix, name, 'Ultra 80K')).toHaveText('R$ 89,90');
  await expect(await matrixCell(matrix, name, 'Ultra 50K')).toHaveText('R$ 89,90');
  await expect(await matrixCell(matrix, name, 'Trail 25K')).toHaveText('');
  await expect(form.getByLabel('Nome do lote')).toHaveValue('');
  // The hub's zone (São Paulo, UTC−3): midnight there is 03:00 UTC.
  const event = new URL(page.url()).pathname.split('/')[2];
  const batches = (await (await page.request.get(`/api/v1/events/${event}/batches`)).json()) as {
    data: { name: string; starts_at: string; ends_at: string }[];
  };
  const saved = batches.data.find((b) => b.name === name);
  expect(new Date(saved!.starts_at).toISOString()).toBe('2027-02-01T03:00:00.000Z');
  expect(new Date(saved!.ends_at).toISOString()).toBe('2027-04-01T02:59:00.000Z');
});

test('shows price and window errors on their cells and fields', async ({ page }) => {
  await signIn(page);
  await openBatchesTab(page, 'Ultra Trail Campos do Jordão');
  const form = page.getByRole('form', { name: 'Novo lote' });
  await form.getByLabel('Nome do lote').fill('Lote inválido');
  await form.getByLabel('Início das vendas').fill('2027-03-01T00:00');
  await form.getByLabel('Fim das vendas').fill('2027-02-01T00:00');
  await form.getByLabel('Preço de Ultra 80K', { exact: true }).fill('12,5,0');
  await form.getByRole('button', { name: 'Criar lote' }).click();
  await expect(form.getByText('Preço inválido. Ex.: 89,90')).toBeVisible();
  await expect(form.getByText('Informe o preço')).toHaveCount(2);
  await expect(form.getByText('O fim deve ser depois do início')).toBeVisible();

  for (const race of ['Ultra 80K', 'Ultra 50K', 'Trail 25K'])
    await form.getByLabel(`Vender ${race} neste lote`, { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Criar lote' }).click();
  await expect(form.getByText('Informe o preço de pelo menos uma prova')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`batches tab screenshot (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page);
    await openBatchesTab(page, 'Maratona Internacional de São Paulo');
    const form = page.getByRole('form', { name: 'Novo lote' });
    await form.getByLabel('Preço de Maratona 42K', { exact: true }).fill('189,90');
    await form.getByLabel('Preço de Meia Maratona 21K', { exact: true }).fill('149.9');
    if (scheme === 'dark') await expectNoSeriousViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `.tmp/screens/batches-${scheme}.png`, fullPage: true });
  });
}
