import { expect, type Page } from '@playwright/test';

/** From the event list to one tab of an event, the way a person gets there. */
export async function openEventTab(page: Page, eventName: string, tab: string) {
  await page.goto('/events');
  await page.getByRole('table').getByRole('link', { name: eventName }).click();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: tab })
    .click();
}

/**
 * The confirmation before a replacing save (discounts, retention): it shows what changes
 * against what the hub has now; its "Salvar" (or "Save") sends the write.
 */
export async function confirmReplace(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Conferir antes de salvar|Check before saving/ });
  const save = dialog.getByRole('button', { name: /^(Salvar|Save)$/ });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
}

/**
 * Scrolls a long page to its end as a person would, then back to the top: parts below the first
 * screen render as the scroll nears them (the review's `WhenNear`), so what follows can read or
 * capture the whole page.
 */
export async function scrollThrough(page: Page) {
  // A part that was still loading renders after a pass: scroll again until none is waiting.
  await expect(async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      window.scrollTo(0, 0);
      await frame();
    });
    // What rendered last has settled: no part is still a placeholder, nothing is loading.
    await expect(page.locator('[data-when-near="waiting"], [aria-busy="true"]')).toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
}
