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
