import { expect, test, type Page } from '@playwright/test';
import { createFaker } from '../src/testing/fake';
import { eventCode } from './support/demo';
import { keys, signIn } from './support/session';

const FILE_LABEL = 'Arquivo (.csv, .txt ou .xlsx)';
const TEMPLATE = `Planilha da assessoria ${Date.now().toString(36)}`;

/** A registrations sheet whose bib column has a header no suggestion knows. */
const sheet = (seed: number, bibStart: number) =>
  Buffer.from(
    createFaker(seed).registrationsCsv(6, { bibStart }).replace('Número de peito', 'Ref camiseta'),
  );

/** Picks the first race (the first option is the prompt) and reads the sheet on the Imports tab. */
async function openSheet(page: Page, buffer: Buffer) {
  await page.getByRole('combobox', { name: 'Prova' }).selectOption({ index: 1 });
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'assessoria.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toBeVisible();
}

/*
 * One story in three steps, each a test of its own so none needs most of a test's budget on two
 * busy cores (sign-ins, an import sent and polled, a second browser profile): the template the
 * first saves is the one the others find, so they run in order and stop at the first failure.
 */
test.describe.configure({ mode: 'serial' });
let event = '';

test('a mapping is saved as the team’s template after an import', async ({ page }) => {
  await signIn(page);
  event = await eventCode(page.request, 'MEIA-CWB-');
  await page.goto(`/events/${event}/imports`);
  await openSheet(page, sheet(8101, 830_001));
  const bib = page.getByLabel('Campo da coluna Ref camiseta');
  await expect(bib).toHaveValue('');
  await bib.selectOption('bib');
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: /^Enviar 6 linhas/ }).click();
  await expect(page.getByRole('heading', { name: /Importação concluída/ })).toBeVisible({
    timeout: 30_000,
  });
  const save = page.getByRole('region', { name: 'Salvar este mapeamento como modelo da equipe' });
  await save.getByLabel('Nome do modelo').fill(TEMPLATE);
  await save.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText(`Modelo “${TEMPLATE}” salvo para a equipe.`)).toBeVisible();
});

test('the template is proposed to a colleague in another browser, who can take the automatic suggestion', async ({
  browser,
}) => {
  // A colleague: another browser profile, nothing in its localStorage.
  const colleague = await browser.newContext();
  try {
    const other = await colleague.newPage();
    await signIn(other, keys.manage(), `/events/${event}/imports`);
    await openSheet(other, sheet(8102, 830_101));
    await expect(other.getByText(`Modelo da equipe “${TEMPLATE}” aplicado`)).toBeVisible();
    await expect(other.getByLabel('Campo da coluna Ref camiseta')).toHaveValue('bib');
    // The way out: the automatic suggestion instead.
    await other.getByRole('button', { name: 'Usar a sugestão automática' }).click();
    await expect(other.getByLabel('Campo da coluna Ref camiseta')).toHaveValue('');
    await expect(other.getByText(`Modelo da equipe “${TEMPLATE}” aplicado`)).toHaveCount(0);
  } finally {
    await colleague.close();
  }
});

test('the team’s templates are listed on the Imports tab: renamed, then deleted', async ({
  page,
}) => {
  await signIn(page, keys.manage(), `/events/${event}/imports`);
  const list = page.getByRole('region', { name: 'Modelos de mapeamento da equipe' });
  await expect(list.getByText(TEMPLATE)).toBeVisible();
  await list.getByRole('button', { name: `Renomear ${TEMPLATE}` }).click();
  await list.getByRole('textbox', { name: `Renomear ${TEMPLATE}` }).fill(`${TEMPLATE} v2`);
  await list.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(list.getByText(`${TEMPLATE} v2`)).toBeVisible();
  await list.getByRole('button', { name: `Apagar ${TEMPLATE} v2` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apagar modelo' }).click();
  await expect(list.getByText(`${TEMPLATE} v2`)).toHaveCount(0);
});
