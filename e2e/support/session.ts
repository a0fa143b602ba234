import { expect, type Page } from '@playwright/test';

export const keys = {
  manage: () => required('E2E_MANAGE_KEY'),
  read: () => required('E2E_READ_KEY'),
  specOnlyManage: () => required('E2E_SPEC_ONLY_MANAGE_KEY'),
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright test (global setup)`);
  return value;
}

/**
 * Signs in through the form; the page must be on (or redirecting to) the sign-in screen. The
 * key is typed once the redirect has settled: typed earlier, a remounted form drops it. Returns
 * once the server has answered, whether it took the key or not: a navigation before that
 * aborts the request and the session is never set.
 */
export async function signInWith(page: Page, key: string) {
  await page.waitForURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await page.getByLabel('Chave de API').fill(key);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/auth/session',
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  await answered;
}

export async function signIn(page: Page, key = keys.manage(), path = '/events') {
  await page.goto(path);
  await signInWith(page, key);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}
