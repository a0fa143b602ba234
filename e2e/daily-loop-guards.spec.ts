import { expect, test, type Locator, type Page } from '@playwright/test';
import { keys, signInWith } from './support/session';
import { SIZES } from './support/viewports';
import { confirmReplace } from './support/navigation';

/* The organizer's daily loop, the guards: a changed discount is not lost by a tab switch or a
   sign-out, -5 stays -5 and says why, a fixed discount over a price, two payouts on one day, a
   repeated validation rule and a field key in use are each named before anything is saved.
   In Portuguese and in English, on a laptop and on a phone. */

const LABELS = {
  'pt-BR': {
    tabs: 'Seções do evento',
    discounts: 'Descontos',
    retention: 'Retenção',
    fields: 'Campos do formulário',
    leaveTitle: 'Descartar as alterações?',
    stay: 'Continuar editando',
    discard: 'Descartar alterações',
    pcd: 'Valor do desconto Pessoa com deficiência (PcD)',
    pcdRow: /Pessoa com deficiência/,
    saveDiscounts: 'Salvar descontos',
    saved: 'Descontos salvos.',
    min0: 'Deve ser 0 ou mais',
    overExample: 'desconto maior que o preço',
    overPrice: /^Maior que o preço de R\$\s?[\d.,]+ \(/,
    addRule: 'Adicionar regra',
    percent: (n: number) => `Percentual da regra ${n}`,
    offset: (n: number) => `Prazo em dias da regra ${n}`,
    saveRules: 'Salvar regras',
    sameDay: 'Mesmo dia de repasse da regra 1',
    edit: (label: string) => `Editar ${label}`,
    editor: 'Editar campo',
    rule: (n: number) => `Regra ${n}`,
    removeRule: (n: number) => `Remover a regra ${n}`,
    email: 'E-mail',
    repeats: 'Repete a regra 1',
    key: 'Chave',
    keyInUse: (key: string) => `A chave ${key} está em uso`,
    namedBy: (label: string) => `Citada por 1 campo: ${label}.`,
    registrations: /O evento já tem [\d.]+ inscrições/,
    saveField: 'Salvar campo',
    changeKey: (from: string, to: string) => `Mudar a chave de ${from} para ${to}?`,
    review: 'Voltar e revisar',
    menu: 'Abrir menu',
    signOut: 'Sair',
  },
  en: {
    tabs: 'Event sections',
    discounts: 'Discounts',
    retention: 'Retention',
    fields: 'Form fields',
    leaveTitle: 'Discard your changes?',
    stay: 'Keep editing',
    discard: 'Discard changes',
    pcd: 'Person with disability discount value',
    pcdRow: /Person with disability/,
    saveDiscounts: 'Save discounts',
    saved: 'Discounts saved.',
    min0: 'Must be 0 or more',
    overExample: 'discount larger than the price',
    overPrice: /^Larger than the price of R\$\s?[\d.,]+ \(/,
    addRule: 'Add rule',
    percent: (n: number) => `Rule ${n} percent`,
    offset: (n: number) => `Rule ${n} offset in days`,
    saveRules: 'Save rules',
    sameDay: 'Same payout day as rule 1',
    edit: (label: string) => `Edit ${label}`,
    editor: 'Edit field',
    rule: (n: number) => `Rule ${n}`,
    removeRule: (n: number) => `Remove rule ${n}`,
    email: 'E-mail',
    repeats: 'Repeats rule 1',
    key: 'Key',
    keyInUse: (key: string) => `The key ${key} is in use`,
    namedBy: (label: string) => `Named by 1 field: ${label}.`,
    registrations: /The event already has [\d,]+ registrations/,
    saveField: 'Save field',
    changeKey: (from: string, to: string) => `Change the key from ${from} to ${to}?`,
    review: 'Go back and review',
    menu: 'Open menu',
    signOut: 'Sign out',
  },
} as const;

type Labels = (typeof LABELS)[keyof typeof LABELS];

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A tab of the event, by its link; the guard may stop the way there. */
const tabLink = (page: Page, l: Labels, name: string) =>
  page.getByRole('navigation', { name: l.tabs }).getByRole('link', { name, exact: true });

async function expectLeaveQuestion(page: Page, l: Labels): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: l.leaveTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: l.stay })).toBeFocused();
  return dialog;
}

/** What the person sees of a field's error: its accessible description. */
const description = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

for (const [language, l] of Object.entries(LABELS) as [keyof typeof LABELS, Labels][])
  for (const [size, viewport] of Object.entries(SIZES) as [
    keyof typeof SIZES,
    typeof SIZES.phone,
  ][])
    test(`daily loop guards: unsaved edits, -5, prices, payout days, rules, keys (${language}, ${size})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const phone = size === 'phone';
      const shot = (name: string) =>
        page.screenshot({
          path: `docs/screenshots/guards-${name}-${language === 'en' ? 'en' : 'pt'}-${size}.png`,
          fullPage: !phone,
        });
      await page.setViewportSize(viewport);
      await page.goto('/events');
      await signInWith(page, keys.manage());
      await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
      if (language === 'en') {
        await page.evaluate(() => localStorage.setItem('hub-console-language', 'en'));
        await page.reload();
      }

      // An event of its own in this file; the discount starts at 50 % whatever ran before.
      await page.goto('/events');
      await page
        .getByRole('table')
        .getByRole('link', { name: 'Ultra Trail Campos do Jordão' })
        .click();
      await expect(page).toHaveURL(/\/events\/ULTRA-CJO-/);
      const event = new URL(page.url()).pathname.split('/')[2];
      const hub = { authorization: `Bearer ${keys.manage()}` };
      const put = await page.request.put(`/api/v1/events/${event}/legal-discounts`, {
        headers: hub,
        data: {
          discounts: [{ type: 'pcd', discount_type: 'percent', value: 50, enabled: true }],
        },
      });
      expect(put.status()).toBe(200);
      const rules = [
        { percent: 50, offset_days: 0 },
        { percent: 50, offset_days: 7 },
      ];
      const retention = await page.request.put(`/api/v1/events/${event}/retention`, {
        headers: hub,
        data: { rules },
      });
      expect(retention.status()).toBe(200);

      // A discount changed from 50 to 40 %, then a tab switch: asked, stay, save, no question.
      await page.goto(`/events/${event}/legal-discounts`);
      const pcd = page.getByRole('textbox', { name: l.pcd });
      await expect(pcd).toHaveValue('50 %');
      await pcd.fill('40');
      await tabLink(page, l, l.retention).click();
      const dialog = await expectLeaveQuestion(page, l);
      await shot('leave');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/legal-discounts$/);
      await expect(pcd).toHaveValue('40 %');
      const saved = page.waitForRequest((r) => r.method() === 'PUT');
      await page.getByRole('button', { name: l.saveDiscounts }).click();
      await confirmReplace(page);
      expect(
        ((await saved).postDataJSON() as { discounts: { value: number }[] }).discounts[0],
      ).toMatchObject({ type: 'pcd', value: 40 });
      await expect(page.getByText(l.saved)).toBeVisible();
      await tabLink(page, l, l.retention).click();
      await expect(page).toHaveURL(/\/retention$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Two payouts on one day: said while typing, refused on saving, nothing sent.
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT') puts.push(r.url());
      });
      await page.getByRole('textbox', { name: l.offset(2) }).fill('0');
      await expect(page.getByText(l.sameDay, { exact: false }).first()).toBeVisible();
      await page.getByRole('button', { name: l.saveRules }).click();
      await expect(page.getByRole('textbox', { name: l.offset(2) })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await shot('retention');
      expect(puts).toEqual([]);

      // Leaving with those rules unsaved: asked; discarded.
      await tabLink(page, l, l.discounts).click();
      await (await expectLeaveQuestion(page, l)).getByRole('button', { name: l.discard }).click();
      await expect(page).toHaveURL(/\/legal-discounts$/);

      // -5 stays -5 and says why.
      await expect(pcd).toHaveValue('40 %');
      await pcd.fill('-5');
      await pcd.blur();
      await expect(pcd).toHaveValue('-5 %');
      expect(await description(pcd)).toContain(l.min0);
      await shot('negative');

      // A fixed discount over a price of the event: the example says why, the field names it.
      const row = page.getByRole('row', { name: l.pcdRow });
      await row.getByText('R$', { exact: true }).click();
      const fixed = page.getByRole('textbox', { name: l.pcd });
      await fixed.fill('999');
      await expect(row).toContainText(l.overExample);
      await page.getByRole('button', { name: l.saveDiscounts }).click();
      await expect(fixed).toHaveAttribute('aria-invalid', 'true');
      expect(await description(fixed)).toMatch(l.overPrice);
      await shot('fixed-over-price');
      expect(puts).toEqual([]);

      // Registration fields: one field named by another's help, a repeated rule, a key change.
      const id = tag();
      const key = `guarda_${id}`;
      const label = `Guarda ${id}`;
      const other = `Observação ${id}`;
      for (const body of [
        { label, key, type: 'text' },
        { label: other, key: `obs_${id}`, type: 'text', help_text: `Veja ${key} antes.` },
      ]) {
        const created = await page.request.post(`/api/v1/events/${event}/registration-fields`, {
          headers: hub,
          data: body,
        });
        expect(created.status()).toBe(201);
      }
      await tabLink(page, l, l.fields).click();
      await (await expectLeaveQuestion(page, l)).getByRole('button', { name: l.discard }).click();
      await page.getByRole('button', { name: l.edit(label) }).click();
      const editor = page.getByRole('region', { name: l.editor });
      await editor.getByRole('button', { name: l.addRule }).click();
      await editor.getByRole('button', { name: l.addRule }).click();
      await editor.getByRole('combobox', { name: l.rule(2) }).click();
      await page.getByRole('option', { name: l.email, exact: true }).last().click();
      const second = editor.getByRole('combobox', { name: l.rule(2) });
      expect(await description(second)).toContain(l.repeats);
      await editor.getByRole('button', { name: l.saveField }).click();
      await expect(second).toHaveAttribute('aria-invalid', 'true');
      await shot('repeated-rule');
      await editor.getByRole('button', { name: l.removeRule(2) }).click();

      const keyInput = editor.getByRole('textbox', { name: l.key, exact: true });
      await keyInput.fill(`${key}_novo`);
      const inUse = editor.getByRole('alert').filter({ hasText: l.keyInUse(key) });
      await expect(inUse).toContainText(l.namedBy(other));
      await expect(inUse).toContainText(l.registrations);
      await inUse.scrollIntoViewIfNeeded();
      await shot('key-in-use');
      await editor.getByRole('button', { name: l.saveField }).click();
      const confirm = page.getByRole('dialog', { name: l.changeKey(key, `${key}_novo`) });
      await expect(confirm).toContainText(l.namedBy(other));
      await expect(confirm.getByRole('button', { name: l.review })).toBeFocused();
      await shot('key-confirm');
      await confirm.getByRole('button', { name: l.review }).click();
      await expect(confirm).toBeHidden();
      expect(puts).toEqual([]);

      // Signing out with the field still changed: asked first; staying keeps the session.
      const signOut = async () => {
        const button = page.getByRole('button', { name: l.signOut });
        if (phone && !(await button.isVisible()))
          await page.getByRole('button', { name: l.menu }).click();
        await button.click();
      };
      await signOut();
      await (await expectLeaveQuestion(page, l)).getByRole('button', { name: l.stay }).click();
      await expect(keyInput).toHaveValue(`${key}_novo`);
      await signOut();
      await (await expectLeaveQuestion(page, l)).getByRole('button', { name: l.discard }).click();
      await page.waitForURL(/\/sign-in/);
    });
