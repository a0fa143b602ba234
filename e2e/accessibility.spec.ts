import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

for (const scheme of ['light', 'dark'] as const) {
  test(`screens have no serious or critical axe violations (${scheme})`, async ({ page }) => {
    // Six screens, each analysed by axe: the form screens take longer than the default budget.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await signIn(page);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(9);
    await expectNoSeriousViolations(page);

    await page.goto('/events/MEIA-CWB-2026');
    await expect(page.getByRole('region', { name: 'Provas' }).getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/events/MEIA-CWB-2026/retention');
    await expect(page.getByRole('heading', { name: 'Retenção e repasses' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/salespeople');
    await expect(page.getByRole('heading', { name: 'Vendedores', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
