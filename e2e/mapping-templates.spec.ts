import { expect, test, type Page } from '@playwright/test';
import { createFaker } from '../src/testing/fake';
import { eventCode } from './support/demo';
import { signIn } from './support/session';

const FILE_LABEL = 'Arquivo (.csv, .txt ou .xlsx)';
const TEMPLATE = `Planilha da assessoria ${Date.now().toString(36)}`;

/** A registrations sheet whose bib column has a header no suggestion knows. */
const sheet = (seed: number, bibStart: number) =>
  Buffer.from(
    createFaker(seed).registrationsCsv(6, { bibStart }).replace('Número de peito', 'Ref camiseta'),
  );

async function openSheet(page: Page, event: string, buffer: Buffer) {
  await page.goto(`/events/${event}/imports`);
  // The first race of the list (the first option is the prompt to pick one).
  await page.getByRole('combobox', { name: 'Prova' }).selectOption({ index: 1 });
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'assessoria.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toBeVisible();
}

test('a mapping saved after an import is proposed to a colleague in another browser', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  await openSheet(page, event, sheet(8101, 830_001));
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

  // A colleague: another browser profile, nothing in its localStorage.
  const colleague = await browser.newContext();
  try {
    const other = await colleague.newPage();
    await signIn(other);
    await openSheet(other, event, sheet(8102, 830_101));
    await expect(other.getByText(`Modelo da equipe “${TEMPLATE}” aplicado`)).toBeVisible();
    await expect(other.getByLabel('Campo da coluna Ref camiseta')).toHaveValue('bib');
    // The way out: the automatic suggestion instead.
    await other.getByRole('button', { name: 'Usar a sugestão automática' }).click();
    await expect(other.getByLabel('Campo da coluna Ref camiseta')).toHaveValue('');
    await expect(other.getByText(`Modelo da equipe “${TEMPLATE}” aplicado`)).toHaveCount(0);

    // Listed on the Imports tab: renamed, then deleted.
    await other.goto(`/events/${event}/imports`);
    const list = other.getByRole('region', { name: 'Modelos de mapeamento da equipe' });
    await expect(list.getByText(TEMPLATE)).toBeVisible();
    await list.getByRole('button', { name: `Renomear ${TEMPLATE}` }).click();
    await list.getByRole('textbox', { name: `Renomear ${TEMPLATE}` }).fill(`${TEMPLATE} v2`);
    await list.getByRole('button', { name: 'Salvar nome' }).click();
    await expect(list.getByText(`${TEMPLATE} v2`)).toBeVisible();
    await list.getByRole('button', { name: `Apagar ${TEMPLATE} v2` }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Apagar modelo' }).click();
    await expect(list.getByText(`${TEMPLATE} v2`)).toHaveCount(0);
  } finally {
    await colleague.close();
  }
});
