import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { yearIn } from './support/demo';
import { signIn } from './support/session';

const NOTURNA = `NOTURNA-POA-${yearIn(-14)}`;
const MEIA = `MEIA-CWB-${yearIn(-60)}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const countIn = async (text: Promise<string>) => Number((await text).replace(/\D/g, ''));

test('deletes the csv registrations of a race after the dry-run count and the typed code', async ({
  page,
}) => {
  await signIn(page, undefined, `/events/${NOTURNA}/cleanup`);
  const section = page.getByRole('region', { name: 'Excluir inscrições importadas' });
  await expect(section.getByText(/só saem por cancelamento no painel/)).toBeVisible();

  await choose(page, 'Prova', 'Noturna 5K (5K)');
  await choose(page, 'Origem', 'Planilha (CSV)');
  await section.getByRole('button', { name: 'Revisar exclusão' }).click();

  const dialog = page.getByRole('dialog', { name: 'Excluir inscrições' });
  const preview = dialog.getByText(/inscrições serão excluídas/);
  await expect(preview).toBeVisible();
  const count = await countIn(preview.innerText());
  expect(count).toBeGreaterThan(0);
  await expect(
    dialog.getByText(/inscrições online com esses filtros ficam intactas/),
  ).toBeVisible();

  const confirm = dialog.getByRole('button', { name: 'Excluir inscrições' });
  const code = dialog.getByLabel('Digite o código do evento para confirmar');
  await expect(confirm).toBeDisabled();
  await code.fill(NOTURNA.toLowerCase());
  await expect(confirm).toBeDisabled();
  await code.fill(NOTURNA.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await code.fill(NOTURNA);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(`${count} inscrições excluídas.`);

  // The same filters again: nothing left to delete, online ones never counted.
  await section.getByRole('button', { name: 'Revisar exclusão' }).click();
  await expect(
    section.getByText('Nenhuma inscrição da API ou de planilha corresponde a esses filtros.'),
  ).toBeVisible();
});

test('deletes every result of an event after the count and the typed code', async ({ page }) => {
  await signIn(page, undefined, `/events/${NOTURNA}/cleanup`);
  const section = page.getByRole('region', { name: 'Excluir todos os resultados' });
  await section.getByRole('button', { name: 'Excluir todos os resultados' }).click();

  const dialog = page.getByRole('dialog', { name: 'Excluir todos os resultados' });
  const preview = dialog.getByText(/resultados serão excluídos/);
  await expect(preview).toBeVisible();
  const count = await countIn(preview.innerText());
  expect(count).toBeGreaterThan(0);
  const confirm = dialog.getByRole('button', { name: 'Excluir resultados' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Digite o código do evento para confirmar').fill(NOTURNA);
  await confirm.click();

  await expect(section.getByRole('status')).toHaveText(`${count} resultados excluídos.`);
  await section.getByRole('button', { name: 'Excluir todos os resultados' }).click();
  await expect(section.getByText('Este evento não tem resultados para excluir.')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`clean-up tab: no serious axe violations, screenshots (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page, undefined, `/events/${MEIA}/cleanup`);
    await expect(page.getByRole('combobox', { name: 'Ponto de controle' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/cleanup-${scheme}.png`, fullPage: true });

    // Read-only from here: the dialog is opened with the dry-run count and then cancelled.
    await choose(page, 'Origem', 'API');
    await page.getByRole('button', { name: 'Revisar exclusão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir inscrições' });
    await expect(dialog.getByText(/inscrições serão excluídas/)).toBeVisible();
    await dialog.getByLabel('Digite o código do evento para confirmar').fill(MEIA.slice(0, 5));
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/cleanup-confirm-${scheme}.png` });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
}
