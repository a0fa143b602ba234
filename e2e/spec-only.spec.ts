import { expect, test } from '@playwright/test';
import { keys, signInWith } from './support/session';

test('the same journey on a hub without the extensions', async ({ page }) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(page.getByLabel('Buscar')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByText('Hub só com a especificação').filter({ visible: true }),
  ).toBeVisible();

  await page.getByLabel('Situação').selectOption('active');
  await page.getByLabel('Por página').selectOption('5');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provas' })).toContainText(
    'Não disponível neste hub',
  );
  await expect(page.getByRole('region', { name: 'Lotes' })).toContainText(
    'Não disponível neste hub',
  );
  await expect(page.getByRole('region', { name: 'Taxas' })).toContainText('R$');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the configuration review names what this hub could not return', async ({ page }) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  await page.getByRole('table').getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await expect(page.getByRole('heading', { name: 'Revisão da configuração' })).toBeVisible();

  const missing = page.getByRole('region', { name: 'Não disponível neste hub' });
  for (const read of [
    'Provas, modalidades e categorias',
    'Lotes, preços e janelas de venda',
    'Formulário de inscrição',
    'Retenção e repasses',
    'Vagas por prova',
  ])
    await expect(missing.getByRole('listitem').filter({ hasText: read })).toBeVisible();

  const checklist = page.getByRole('region', { name: 'O que conferir' });
  await expect(checklist.getByText('Não verificado')).toBeVisible();
  await expect(
    checklist.getByText('Provas sem lote: sem a lista de provas, a lista de lotes'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vendedor' })).not.toBeEmpty();
});
