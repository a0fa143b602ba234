import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { confirmReplace, openEventTab } from './support/navigation';
import { signIn } from './support/session';

/* The seed's only retention at 90 % is fixed here, so the review's checklist item for it is
   followed from here too: another spec file could not rely on it still being there. */
test('rules at 90 %: flagged by the review, cannot be saved; fixed to 100 % they are', async ({
  page,
}) => {
  await signIn(page);
  await openEventTab(page, 'Maratona Internacional de São Paulo', 'Visão geral');
  const checklist = page.getByRole('region', { name: 'O que conferir' });
  const item = checklist.getByRole('listitem').filter({ hasText: 'somam 90%' });
  await expect(item).toHaveCount(1);
  await item.getByRole('link', { name: 'Abrir Retenção' }).click();
  await expect(page).toHaveURL(/\/retention$/);
  const total = page.getByRole('status', { name: 'Total das regras' });
  const save = page.getByRole('button', { name: 'Salvar regras' });
  await expect(total).toContainText('Total: 90 %');
  await expect(total).toHaveAttribute('data-complete', 'false');
  await expect(save).toBeDisabled();
  await expect(page.getByRole('img', { name: /Linha do tempo dos repasses/ })).toBeVisible();

  await page.getByLabel('Percentual da regra 2').fill('60');
  await expect(total).toContainText('Total: 100 %');
  await expect(total).toHaveAttribute('data-complete', 'true');
  await expect(save).toBeEnabled();
  await save.click();
  await confirmReplace(page);
  await expect(page.getByText('Regras de repasse salvas.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Percentual da regra 2')).toHaveValue('60 %');
  await expect(page.getByRole('status', { name: 'Total das regras' })).toHaveAttribute(
    'data-complete',
    'true',
  );
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Visão geral' })
    .click();
  await expect(checklist.getByRole('listitem').first()).toBeVisible();
  await expect(checklist.getByRole('listitem').filter({ hasText: 'somam' })).toHaveCount(0);
});

test('an offset under the floor is raised by the hub and pointed out', async ({ page }) => {
  await signIn(page);
  await openEventTab(page, 'Corrida Noturna Porto Alegre', 'Retenção');
  const percents = page.getByRole('textbox', { name: /^Percentual da regra \d+$/ });
  await expect(percents.first()).toBeVisible();
  const n = (await percents.count()) + 1;
  await page.getByRole('button', { name: 'Adicionar regra' }).click();
  await page.getByLabel(`Prazo em dias da regra ${n}`).fill('-45');
  const first = page.getByLabel('Percentual da regra 1');
  const firstValue = Number((await first.inputValue()).replace(/[^\d]/g, ''));
  await first.fill(String(firstValue - 10));
  await page.getByRole('button', { name: 'Distribuir o restante' }).click();
  await expect(page.getByLabel(`Percentual da regra ${n}`)).toHaveValue('10 %');
  await expect(page.getByText('Abaixo do piso: o hub vai aplicar -30 dias.')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await confirmReplace(page);
  const alert = page.getByRole('alert').filter({ hasText: 'O hub elevou prazos ao piso' });
  await expect(alert).toContainText('Regra de 10 %: enviada com -45 dias, aplicada com -30 dias');
  await expect(page.getByLabel('Prazo em dias da regra 1')).toHaveValue('-30');
  await expect(page.getByText('Elevado pelo hub de -45 para -30 dias.')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the retention tab is accessible and looks finished (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page);
    await openEventTab(page, 'Desafio Trail Serra do Mar', 'Retenção');
    await expect(page.getByRole('status', { name: 'Total das regras' })).toContainText('100 %');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/retention-${scheme}.png`, fullPage: true });
  });
}
