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
