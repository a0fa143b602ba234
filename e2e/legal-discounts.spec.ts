import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { confirmReplace, openEventTab } from './support/navigation';
import { keys, signIn, signInWith } from './support/session';

test('legal discounts are saved in one PUT, with the price example on a real batch', async ({
  page,
}) => {
  await signIn(page);
  await openEventTab(page, 'Maratona Internacional de São Paulo', 'Descontos');
  const example = page.getByRole('combobox', { name: 'Preço de exemplo' });
  await expect(example.locator('option:checked')).toHaveText(
    /Lote .+ — Maratona 42K \(R\$ [\d.,]+\)/,
  );

  const pcd = page.getByLabel('Valor do desconto Pessoa com deficiência (PcD)');
  await expect(pcd).toHaveValue('50 %');
  await pcd.fill('40');
  await page.getByRole('switch', { name: 'Desconto Estudante ativo' }).check({ force: true });

  const row = page.getByRole('row', { name: /Pessoa com deficiência/ });
  await expect(row.getByRole('cell').last()).toContainText('R$');

  const put = page.waitForRequest((r) => r.method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar descontos' }).click();
  await confirmReplace(page);
  const body = (await put).postDataJSON() as { discounts: { type: string; value: number }[] };
  expect(body.discounts).toHaveLength(3);
  expect(body.discounts.find((d) => d.type === 'pcd')?.value).toBe(40);
  await expect(page.getByText('Descontos salvos.')).toBeVisible();
  // The toast on screen too: its close button has a name.
  await expect(page.getByRole('button', { name: 'Fechar aviso' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(page.getByLabel('Valor do desconto Pessoa com deficiência (PcD)')).toHaveValue(
    '40 %',
  );
  await expect(page.getByRole('switch', { name: 'Desconto Estudante ativo' })).toBeChecked();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the legal discounts tab is accessible and looks finished (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page);
    await openEventTab(page, 'Desafio Trail Serra do Mar', 'Descontos');
    await expect(page.getByRole('button', { name: 'Salvar descontos' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/legal-discounts-${scheme}.png`, fullPage: true });
  });
}

test.describe('on a spec-only hub', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

  test('saving legal discounts works without reading them', async ({ page }) => {
    await page.goto('/events');
    await signInWith(page, keys.specOnlyManage());
    await openEventTab(page, 'Meia Maratona de Curitiba', 'Descontos');
    await expect(page.getByText('Este hub não informa os descontos atuais')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page
      .getByRole('switch', { name: 'Desconto Pessoa idosa (60+) ativo' })
      .check({ force: true });
    await page.getByRole('button', { name: 'Salvar descontos' }).click();
    await confirmReplace(page);
    await expect(page.getByText('Descontos salvos.')).toBeVisible();
  });
});
