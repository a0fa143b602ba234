import { expect, test } from '@playwright/test';
import { scrollThrough } from './support/navigation';
import { keys, signInWith } from './support/session';

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots (${scheme})`, async ({ page }) => {
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/sign-in-${scheme}.png` });

    await signInWith(page, keys.manage());
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(9);
    await page.screenshot({ path: `.tmp/screens/events-${scheme}.png` });

    await page.goto('/events/MARATONA-SP-2027');
    await expect(page.getByRole('region', { name: 'Provas' }).getByRole('table')).toBeVisible();
    await scrollThrough(page);
    await page.screenshot({ path: `.tmp/screens/event-overview-${scheme}.png`, fullPage: true });

    await page.goto('/salespeople');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/salespeople-${scheme}.png` });
  });
}
