import { expect, test } from '@playwright/test';
import { scrollThrough } from './support/navigation';
import { keys, signInWith } from './support/session';

test('sign-in tells a wrong key from a key without manage, then keeps the asked-for page', async ({
  page,
}) => {
  await page.goto('/events?status=active&per_page=5');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await expect(page.getByText('npm run keys -- create --name NOME --scopes manage')).toBeVisible();

  await signInWith(page, 'hub_this-key-does-not-exist');
  await expect(page.getByRole('alert')).toContainText('Chave não reconhecida');

  await signInWith(page, keys.read());
  await expect(page.getByRole('alert')).toContainText('não tem o escopo manage');

  await signInWith(page, keys.manage());
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/events' &&
      url.searchParams.get('status') === 'active' &&
      url.searchParams.get('per_page') === '5',
  );
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Situação')).toHaveValue('active');
});

test('event list: filter, page 2, reload, open an event, sign out', async ({ page }) => {
  await page.goto('/events');
  await signInWith(page, keys.manage());
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByText('Suspenso')).toBeVisible();
  await expect(table.getByText('Inativo')).toBeVisible();

  await page.getByLabel('Situação').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(table.getByText('Suspenso')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(7);

  await page.getByLabel('Por página').selectOption('5');
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('6–6 de 6')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Situação')).toHaveValue('active');
  await expect(page.getByLabel('Por página')).toHaveValue('5');
  await expect(page.getByText('6–6 de 6')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);

  await table.getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await expect(page).toHaveURL(/\/events\/MEIA-CWB-2026$/);
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provas' }).getByRole('table')).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('region', { name: 'Taxas' })).toContainText('R$');

  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Lotes' })
    .click();
  await expect(page).toHaveURL(/\/events\/MEIA-CWB-2026\/batches$/);
  await expect(page.getByRole('heading', { name: 'Novo lote' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fevents/);
});

test('a focused row opens its event with Enter', async ({ page }) => {
  await page.goto('/events?status=suspended');
  await signInWith(page, keys.manage());
  const row = page.getByRole('row', { name: /ULTRA-CJO-2027/ });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/ULTRA-CJO-2027$/);
});

test('salespeople list the active ones with their contacts', async ({ page }) => {
  await page.goto('/salespeople');
  await signInWith(page, keys.manage());
  await expect(page.getByRole('heading', { name: 'Vendedores', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: /@/ }).first()).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('switching to English relabels the app', async ({ page }) => {
  // English labels are a chunk of their own: a Portuguese reader never downloads them.
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/en-[\w-]+\.js$/.test(request.url())) englishChunks.push(request.url());
  });
  await page.goto('/events');
  await signInWith(page, keys.manage());
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  expect(englishChunks).toEqual([]);
  await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByLabel('Status')).toBeVisible();
  expect(englishChunks).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The event tabs' labels, loaded with the event route, are English too.
  await page
    .getByRole('link', { name: /Maratona Internacional/ })
    .first()
    .click();
  await page
    .getByRole('navigation', { name: 'Event sections' })
    .getByRole('link', { name: 'Races' })
    .click();
  await expect(page.getByRole('region', { name: 'Races of the event' })).toBeVisible();
});

test('a lost session returns to sign-in and back to the same page', async ({ page, context }) => {
  await page.goto('/events?per_page=5');
  await signInWith(page, keys.manage());
  await expect(page.getByRole('table')).toBeVisible();
  await context.clearCookies();
  await page.getByLabel('Situação').selectOption('inactive');
  await expect(page).toHaveURL(/\/sign-in\?redirect=.*status%3Dinactive/);
  await signInWith(page, keys.manage());
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/events' &&
      url.searchParams.get('status') === 'inactive' &&
      url.searchParams.get('per_page') === '5',
  );
});
