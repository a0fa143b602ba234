import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { scrollThrough } from './support/navigation';
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
    // The whole review, its parts below the first screen included.
    await scrollThrough(page);
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

const EVENT_TABS = [
  'Visão geral',
  'Provas',
  'Lotes',
  'Campos do formulário',
  'Descontos',
  'Retenção',
  'Importações',
  'Inscritos',
  'Resultados',
  'Premiação e vagas',
  'Limpeza',
  'Histórico',
];

for (const scheme of ['light', 'dark'] as const) {
  test(`every tab of an event and the dialogs of a list pass axe (${scheme})`, async ({ page }) => {
    // Twelve tabs and two dialogs, each analysed by axe.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page);
    await page.goto('/events/MEIA-CWB-2026');
    const tabs = page.getByRole('navigation', { name: 'Seções do evento' });
    for (const name of EVENT_TABS) {
      const tab = tabs.getByRole('link', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await page.waitForLoadState('networkidle');
      // What a tab shows while its data loads is not the screen a person works with.
      await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
      if (name === 'Visão geral') await scrollThrough(page);
      await test.step(name, () => expectNoSeriousViolations(page));
    }

    await tabs.getByRole('link', { name: 'Provas', exact: true }).click();
    const list = page.getByRole('region', { name: 'Provas do evento' });
    await list
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await test.step('race editor', () => expectNoSeriousViolations(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await list
      .getByRole('button', { name: /^Excluir / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await test.step('delete question', () => expectNoSeriousViolations(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}
