import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { confirmReplace, openEventTab } from './support/navigation';
import { keys, signIn } from './support/session';

/* A hub without the extensions cannot list races or read rules back: the builders still write. */
test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

test('a batch for a race created in this session', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await signIn(page, keys.specOnlyManage());
  await openEventTab(page, 'Desafio 6 Horas de Brasília', 'Provas');
  const raceForm = page.getByRole('form', { name: 'Nova prova' });
  await raceForm.getByLabel('Nome da prova').fill(`Prova Lote ${suffix}`);
  await raceForm.getByLabel('Largada').fill('2027-01-21T07:00');
  await raceForm.getByRole('button', { name: 'Criar prova' }).click();
  await expect(raceForm.getByRole('status')).toContainText(`Prova Lote ${suffix}`);

  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Lotes' })
    .click();
  const form = page.getByRole('form', { name: 'Novo lote' });
  await form.getByLabel('Nome do lote').fill(`Lote Spec ${suffix}`);
  await form.getByLabel(`Preço de Prova Lote ${suffix}`, { exact: true }).fill('59,90');
  await form.getByRole('button', { name: 'Criar lote' }).click();
  await expect(page.getByText(`Lote Spec ${suffix}`).first()).toBeVisible();
  await expect(form.getByLabel('Nome do lote')).toHaveValue('');
});

test('retention rules are saved without being read first', async ({ page }) => {
  await signIn(page, keys.specOnlyManage());
  await openEventTab(page, 'Corrida Kids Florianópolis', 'Retenção');
  await expect(page.getByText('Este hub não informa as regras atuais')).toBeVisible();
  await page.getByLabel('Percentual da regra 1').fill('100');
  await page.getByLabel('Prazo em dias da regra 1').fill('5');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await confirmReplace(page);
  await expect(page.getByText('Regras de repasse salvas.')).toBeVisible();
});
