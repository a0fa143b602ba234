import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { dayIn } from './support/demo';
import { E2E_PORTS } from './support/ports';
import { keys, signIn } from './support/session';

/* The demo's events sit this many days from today (seed/demo-data.ts); a race starts on its
   event's day, which the race form checks. */
const SIX_HOURS_DAY = 60;
const CURITIBA_DAY = -60;

async function openRacesTab(page: Page, eventName: string) {
  await page.getByRole('table').getByRole('link', { name: eventName }).click();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Provas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Nova prova' })).toBeVisible();
}

test('creates a race with modalities and sees its generated code in the list', async ({ page }) => {
  const name = `Prova E2E ${Date.now().toString(36)}`;
  await signIn(page);
  await openRacesTab(page, 'Desafio 6 Horas de Brasília');
  const list = page.getByRole('region', { name: 'Provas do evento' });
  await expect(list.getByRole('row', { name: /Desafio 6 Horas/ })).toBeVisible();

  const form = page.getByRole('form', { name: 'Nova prova' });
  await form.getByLabel('Nome da prova').fill(name);
  await form.getByLabel('Distância (km)').fill('7');
  await expect(form.getByLabel('Rótulo da distância')).toHaveValue('7 km');
  await form.getByLabel('Largada').fill(`${dayIn(SIX_HOURS_DAY)}T07:00`);
  await form.getByRole('combobox', { name: 'Tipo de prova' }).click();
  await page.getByRole('option', { name: 'Rua' }).click();
  await form.getByRole('combobox', { name: 'Apuração' }).click();
  await page.getByRole('option', { name: 'Voltas' }).click();
  await form.getByLabel('Número de voltas').fill('7');
  await form.getByLabel('Distância da volta (km)').fill('1');
  await form.getByLabel('Limite de inscrições').fill('300');
  await form.getByRole('combobox', { name: 'Modalidades da prova' }).click();
  await page.getByRole('option', { name: 'PCD' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Criar prova' }).click();

  const created = form.getByRole('status');
  await expect(created).toContainText(`${name}: código gerado pelo hub`);
  const code = (await created.locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^7K(-\d+)?$/);

  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(code);
  await expect(row).toContainText('7 km');
  await expect(row).toContainText('Voltas');
  await expect(row).toContainText('Geral · padrão');
  await expect(row).toContainText('PCD');
  await expect(row).toContainText('300');
});

// Apart from the creation above, so neither journey needs most of a test's budget on a busy
// machine: the seeded 6H race gives the code in use and the row's buttons.
test('refuses a code in use on the code field, and a row says what its buttons do', async ({
  page,
}) => {
  await signIn(page);
  await openRacesTab(page, 'Desafio 6 Horas de Brasília');
  const list = page.getByRole('region', { name: 'Provas do evento' });
  const row = list.getByRole('row', { name: /Desafio 6 Horas/ });
  await expect(row).toContainText('6H');

  // The hub refuses a code already used in the event: the message lands on the code field.
  const form = page.getByRole('form', { name: 'Nova prova' });
  await form.getByLabel('Nome da prova').fill(`Prova E2E ${Date.now().toString(36)} bis`);
  await form.getByLabel('Código', { exact: true }).fill('6H');
  await form.getByLabel('Largada').fill(`${dayIn(SIX_HOURS_DAY)}T08:00`);
  await form.getByRole('button', { name: 'Criar prova' }).click();
  await expect(form.getByText('Já existe uma prova com o código 6H neste evento')).toBeVisible();
  await expect(form.getByLabel('Código', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A row's icon buttons say what they do: on hover, and at once on keyboard focus.
  const edit = row.getByRole('button', { name: 'Editar Desafio 6 Horas' });
  await edit.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Editar Desafio 6 Horas');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.keyboard.press('Shift');
  await row.getByRole('button', { name: 'Duplicar Desafio 6 Horas' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Duplicar Desafio 6 Horas');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('shows the validation of the form before sending', async ({ page }) => {
  await signIn(page);
  await openRacesTab(page, 'Desafio 6 Horas de Brasília');
  const form = page.getByRole('form', { name: 'Nova prova' });
  await form.getByRole('combobox', { name: 'Apuração' }).click();
  await page.getByRole('option', { name: 'Tempo fixo' }).click();
  await form.getByRole('button', { name: 'Criar prova' }).click();
  await expect(form.getByText('Obrigatório para prova por tempo fixo')).toBeVisible();
  await expect(form.getByLabel('Nome da prova')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Largada')).toHaveAttribute('aria-invalid', 'true');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`races tab screenshot (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page);
    await openRacesTab(page, 'Maratona Internacional de São Paulo');
    await expect(
      page.getByRole('region', { name: 'Provas do evento' }).getByRole('row'),
    ).toHaveCount(4);
    // The tab's axe scan, in both schemes, here rather than before the creation above: on two
    // busy cores a scan of the tab costs 10 to 20 s, and the creation needs its budget.
    await expect(
      page.getByRole('form', { name: 'Nova prova' }).getByLabel('Nome da prova'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `.tmp/screens/races-${scheme}.png`, fullPage: true });
  });
}

test.describe('on a hub without the extensions', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

  test('creates a race and lists the races known in this session', async ({ page }) => {
    const name = `Prova Spec ${Date.now().toString(36)}`;
    await signIn(page, keys.specOnlyManage());
    await openRacesTab(page, 'Meia Maratona de Curitiba');
    const list = page.getByRole('region', { name: 'Provas do evento' });
    await expect(list).toContainText('Este hub não lista as provas de um evento');
    const form = page.getByRole('form', { name: 'Nova prova' });
    await expect(form).toContainText('Este hub não publica o catálogo de modalidades');
    await expectNoSeriousViolations(page);

    await form.getByLabel('Nome da prova').fill(name);
    await form.getByLabel('Largada').fill(`${dayIn(CURITIBA_DAY)}T07:30`);
    await form.getByRole('button', { name: 'Criar prova' }).click();
    await expect(form.getByRole('status')).toContainText(name);
    await expect(list.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Provas do evento' })
        .getByRole('row', { name: new RegExp(name) }),
    ).toBeVisible();
  });
});
