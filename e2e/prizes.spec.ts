import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { yearIn } from './support/demo';
import { signIn } from './support/session';

const TRAIL = `TRAIL-SMAR-${yearIn(30)}`;
const KIDS = `KIDS-FLN-${yearIn(45)}`;

test('the nearly full race shows few seats left and its prize rules in words', async ({ page }) => {
  await signIn(page, undefined, `/events/${TRAIL}/prizes`);
  const picker = page.getByRole('combobox', { name: 'Prova' });
  await expect(picker).toHaveValue('42K');
  await expect(picker.locator('option:checked')).toHaveText('Ultra Serra 42K (42K)');

  const vacancy = page.getByRole('region', { name: 'Vagas' });
  await expect(vacancy.getByText('Poucas vagas')).toBeVisible();
  const gauge = vacancy.getByRole('progressbar', { name: 'Ocupação das vagas' });
  expect(Number(await gauge.getAttribute('aria-valuenow'))).toBeGreaterThan(90);
  const available = vacancy.getByRole('definition').nth(2);
  const seats = Number(await available.innerText());
  expect(seats).toBeGreaterThan(0);
  expect(seats).toBeLessThan(30);
  await vacancy.getByRole('button', { name: 'Atualizar vagas' }).click();
  await expect(vacancy.getByText('Poucas vagas')).toBeVisible();

  const rules = page.getByRole('table', { name: 'Regras de premiação' });
  await expect(rules.getByRole('row')).toHaveCount(4);
  const first = rules.getByRole('row').nth(1);
  await expect(first.getByRole('cell', { name: 'Top 5' })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'Masculino' })).toBeVisible();
  await expect(first.getByText('Troféu')).toBeVisible();
  await expect(rules.getByRole('cell', { name: 'Faixa etária' })).toBeVisible();
  await expect(rules.getByText('Medalha')).toBeVisible();

  await picker.selectOption({ label: 'Trail 8K (8K)' });
  await expect(page).toHaveURL(/race=8K/);
  await expect(vacancy.getByText('Sem limite').first()).toBeVisible();
});

test('prize rules page through the URL, and a race without rules says so', async ({ page }) => {
  await signIn(page, undefined, `/events/${TRAIL}/prizes?race=42K&per_page=2`);
  const rules = page.getByRole('table', { name: 'Regras de premiação' });
  await expect(rules.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('1–2 de 3')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rules.getByRole('row')).toHaveCount(2);

  await page.goto(`/events/${KIDS}/prizes`);
  await expect(page.getByText('Sem regras de premiação')).toBeVisible();
  await expect(page.getByText(/não tem regras de premiação\.$/)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`prizes tab: no serious axe violations, screenshots (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page, undefined, `/events/${TRAIL}/prizes?race=42K`);
    await expect(page.getByRole('table', { name: 'Regras de premiação' })).toBeVisible();
    await expect(page.getByText('Poucas vagas')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/prizes-${scheme}.png`, fullPage: true });
  });
}
