import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_PORTS } from './support/ports';
import { keys, signInWith } from './support/session';

/* Fixing what was created by mistake (issue 16): a race with a wrong date, a duplicate, a race
   that cannot go, a price change of a batch that sold, prize rules; in both languages, on a
   desktop and a phone. The event is the demo's Gramado circuit, which no other journey changes. */

const EVENT = 'Circuito de Inverno de Gramado';

const LABELS = {
  'pt-BR': {
    racesList: 'Provas do evento',
    raceForm: 'Nova prova',
    name: 'Nome da prova',
    distance: 'Distância (km)',
    label: 'Rótulo da distância',
    start: 'Largada',
    create: 'Criar prova',
    edit: (name: string) => `Editar ${name}`,
    duplicate: (name: string) => `Duplicar ${name}`,
    remove: (name: string) => `Excluir ${name}`,
    editForm: (name: string) => `Editar a prova ${name}`,
    duplicateForm: (name: string) => `Duplicar a prova ${name}`,
    save: 'Salvar alterações',
    createCopy: 'Criar cópia',
    beforeSales: /A largada é antes da abertura das inscrições do evento \(\d{2}\/\d{2}\/\d{4}/,
    deleteRace: 'Excluir prova',
    inUse: /tem \d+ inscriç(ão|ões) e \d+ resultados?; não pode ser excluída/,
    cancel: 'Cancelar',
    batchesList: 'Lotes e preços por prova',
    priceOf: (race: string) => `Preço de ${race}`,
    priceChange: /Mudar o preço do lote/,
    whoIsAffected: 'Quem é afetado pela mudança de preço',
    confirmPrice: 'Confirmar novo preço',
    racePicker: 'Prova',
    rules: 'Regras de premiação',
    newRule: 'Nova regra',
    cut: /Premiados/,
    createRule: 'Criar regra',
    editRule: 'Editar a regra 1',
    deleteRule: 'Excluir a regra 1',
    deleteRuleConfirm: 'Excluir regra',
    noRules: 'Sem regras de premiação',
  },
  en: {
    racesList: 'Races of the event',
    raceForm: 'New race',
    name: 'Race name',
    distance: 'Distance (km)',
    label: 'Distance label',
    start: 'Start',
    create: 'Create race',
    edit: (name: string) => `Edit ${name}`,
    duplicate: (name: string) => `Duplicate ${name}`,
    remove: (name: string) => `Delete ${name}`,
    editForm: (name: string) => `Edit the race ${name}`,
    duplicateForm: (name: string) => `Duplicate the race ${name}`,
    save: 'Save changes',
    createCopy: 'Create copy',
    beforeSales: /The start is before the event's registrations open \(\d{1,2}\/\d{1,2}\/\d{2},/,
    deleteRace: 'Delete race',
    inUse: /has \d+ registrations? and \d+ results?; it cannot be deleted/,
    cancel: 'Cancel',
    batchesList: 'Batches and prices per race',
    priceOf: (race: string) => `Price of ${race}`,
    priceChange: /Change the price of the batch/,
    whoIsAffected: 'Who the price change affects',
    confirmPrice: 'Confirm new price',
    racePicker: 'Race',
    rules: 'Prize rules',
    newRule: 'New rule',
    cut: /Awarded/,
    createRule: 'Create rule',
    editRule: 'Edit rule 1',
    deleteRule: 'Delete rule 1',
    deleteRuleConfirm: 'Delete rule',
    noRules: 'No prize rules',
  },
} as const;

type Language = keyof typeof LABELS;
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function openEvent(page: Page, language: Language): Promise<string> {
  await page.goto('/events');
  await signInWith(page, keys.manage());
  await page.getByRole('link', { name: EVENT }).first().click();
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  const code = /\/events\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  if (language === 'en') {
    await page.evaluate(() => localStorage.setItem('hub-console-language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  return code;
}

/** The page never scrolls sideways; at 1366 px the races table shows every column too. */
async function expectNoSidewaysScroll(page: Page, table?: Locator) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  if (!table) return;
  const box = await table.evaluate((element) => {
    const container = element.closest('.mantine-Table-scrollContainer') ?? element.parentElement!;
    return { scroll: container.scrollWidth, client: container.clientWidth };
  });
  expect(box.scroll).toBeLessThanOrEqual(box.client);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/fix-${name}.png`, fullPage: false });

let run = 0;
for (const language of ['pt-BR', 'en'] as const)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const L = LABELS[language];
    const tag = `${language === 'en' ? 'en' : 'pt'}-${device}`;
    const price = 150 + run++;

    test(`fixes races, batches and prize rules (${tag})`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const code = await openEvent(page, language);

      // A race created with a wrong date (a day late), then fixed: first to a date before the
      // event's sales, which the form refuses naming the bound, then to the right one.
      await page.goto(`/events/${code}/races`);
      const list = page.getByRole('region', { name: L.racesList });
      const reference = list.getByRole('row', { name: /Corrida 10K/ });
      await reference.getByRole('button', { name: L.edit('Corrida 10K') }).click();
      const referenceForm = page.getByRole('form', { name: L.editForm('Corrida 10K') });
      const rightStart = await referenceForm.getByLabel(L.start).inputValue();
      await referenceForm.getByRole('button', { name: L.cancel }).click();
      await expect(referenceForm).toBeHidden();

      const name = `Volta ${tag} ${Date.now().toString(36)}`;
      const form = page.getByRole('form', { name: L.raceForm });
      await form.getByLabel(L.name).fill(name);
      await form.getByLabel(L.distance).fill(language === 'en' ? '21.0975' : '21,0975');
      await expect(form.getByLabel(L.label)).toHaveValue(
        language === 'en' ? '21.0975 km' : '21,0975 km',
      );
      const wrongStart = rightStart.replace(/T\d{2}/, 'T23');
      await form.getByLabel(L.start).fill(wrongStart);
      await form.getByRole('button', { name: L.create }).click();
      const row = list.getByRole('row', { name: new RegExp(name) });
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(
        page,
        device === 'desktop' ? list.getByRole('table') : undefined,
      );
      await expectNoSeriousViolations(page);

      const edit = row.getByRole('button', { name: L.edit(name) });
      await edit.click();
      const editForm = page.getByRole('form', { name: L.editForm(name) });
      await editForm.getByLabel(L.start).fill('2020-01-01T07:00');
      await editForm.getByRole('button', { name: L.save }).click();
      await expect(editForm.getByText(L.beforeSales)).toBeVisible();
      await expect(editForm.getByLabel(L.start)).toHaveAttribute('aria-invalid', 'true');
      await editForm.getByLabel(L.start).fill(rightStart);
      await editForm.getByRole('button', { name: L.save }).click();
      await expect(editForm).toBeHidden();
      await expect(row).toBeFocused();
      await shot(page, `races-${tag}`);

      // A copy, with a name of its own, then deleted: nobody registered in it.
      await row.getByRole('button', { name: L.duplicate(name) }).click();
      const copyForm = page.getByRole('form', { name: L.duplicateForm(name) });
      await expect(copyForm.getByLabel(L.name)).toHaveValue('');
      await copyForm.getByLabel(L.name).fill(`${name} bis`);
      await copyForm.getByRole('button', { name: L.createCopy }).click();
      const copy = list.getByRole('row', { name: new RegExp(`${name} bis`) });
      await expect(copy).toBeFocused();
      await copy.getByRole('button', { name: L.remove(`${name} bis`) }).click();
      const deleteCopy = page.getByRole('dialog');
      await deleteCopy.getByRole('button', { name: L.deleteRace }).click();
      await expect(copy).toHaveCount(0);

      // A race with registrations cannot go: the hub's counts, in words.
      await reference.getByRole('button', { name: L.remove('Corrida 10K') }).click();
      const refused = page.getByRole('dialog');
      await refused.getByRole('button', { name: L.deleteRace }).click();
      await expect(refused.getByRole('alert')).toContainText(L.inUse);
      await expect(refused.getByRole('button', { name: L.deleteRace })).toBeDisabled();
      await shot(page, `race-in-use-${tag}`);
      await refused.getByRole('button', { name: L.cancel }).click();
      await expect(refused).toBeHidden();
      await expect(reference.getByRole('button', { name: L.remove('Corrida 10K') })).toBeFocused();

      // A new price for a race the batch sold: who is affected first, then confirmed.
      await page.goto(`/events/${code}/batches`);
      const matrix = page.getByRole('region', { name: L.batchesList });
      const batch = matrix.getByRole('row', { name: /1º Lote/ });
      await batch.getByRole('button', { name: L.edit('1º Lote') }).click();
      const batchForm = page.getByRole('form', { name: new RegExp('1º Lote') });
      await batchForm
        .getByRole('textbox', { name: L.priceOf('Corrida 10K'), exact: true })
        .fill(language === 'en' ? `${price}.00` : `${price},00`);
      await batchForm.getByRole('button', { name: L.save }).click();
      const confirm = page.getByRole('dialog', { name: L.priceChange });
      const affected = confirm.getByRole('table', { name: L.whoIsAffected });
      await expect(affected.getByRole('row', { name: /Corrida 10K/ })).toContainText('→');
      await expect(affected.getByRole('listitem').first()).toBeVisible();
      await shot(page, `price-change-${tag}`);
      await confirm.getByRole('button', { name: L.confirmPrice }).click();
      await expect(confirm).toBeHidden();
      await expect(batchForm).toBeHidden();
      await expect(batch).toContainText(new RegExp(`R\\$\\s?${price}[.,]00`));
      await expect(batch).toBeFocused();
      await expectNoSidewaysScroll(page);

      // Prize rules of the new race: created, changed, deleted.
      await page.goto(`/events/${code}/prizes`);
      const picker = page.getByRole('combobox', { name: L.racePicker, exact: true });
      const option = picker.locator('option', { hasText: name });
      await picker.selectOption((await option.getAttribute('value')) ?? name);
      const rules = page.getByRole('region', { name: L.rules });
      await expect(rules.getByText(L.noRules, { exact: true })).toBeVisible();
      await rules.getByRole('button', { name: L.newRule }).click();
      const ruleForm = page.getByRole('form').filter({ has: page.getByLabel(L.cut) });
      await ruleForm.getByLabel(L.cut).fill('10');
      if (device === 'desktop') await shot(page, `prize-form-${tag}`);
      await ruleForm.getByRole('button', { name: L.createRule }).click();
      await expect(rules.getByRole('row', { name: /Top 10/ })).toBeFocused();
      await rules.getByRole('button', { name: L.editRule }).click();
      await ruleForm.getByLabel(L.cut).fill('8');
      await ruleForm.getByRole('button', { name: L.save }).click();
      await expect(rules.getByRole('row', { name: /Top 8/ })).toBeVisible();
      await rules.getByRole('button', { name: L.deleteRule }).click();
      await page.getByRole('dialog').getByRole('button', { name: L.deleteRuleConfirm }).click();
      await expect(rules.getByText(L.noRules, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }

test('a spec-only hub offers no change and says its API cannot', async ({ page }) => {
  const base = `http://127.0.0.1:${E2E_PORTS.specOnly}`;
  await page.goto(`${base}/events`);
  await signInWith(page, keys.specOnlyManage());
  await page.getByRole('link', { name: 'Meia Maratona de Curitiba' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();
  const code = /\/events\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  for (const [tab, notice] of [
    ['races', 'Provas não podem ser alteradas neste hub'],
    ['batches', 'Lotes não podem ser alterados neste hub'],
    ['prizes', 'A premiação não pode ser alterada neste hub'],
  ] as const) {
    await page.goto(`${base}/events/${code}/${tab}`);
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Editar|Duplicar|Excluir) / })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Nova regra' })).toHaveCount(0);
  await shot(page, 'spec-only-pt-desktop');
});
