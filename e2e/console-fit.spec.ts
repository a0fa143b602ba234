import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays } from '../src/contract/time';
import type { SpawnedHub } from '../src/testing/hub/spawn-hub';
import { dayIn, eventCode } from './support/demo';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { signInWith } from './support/session';
import { SIZES } from './support/viewports';

/*
 * A console that fits the screen and the keyboard (issue 33): every event tab reachable by
 * mouse, the Lotes actions in view with five races, the price grid readable on a phone, the
 * focus back on what opened a dialog, a skip link, switches side by side without overlapping.
 * On a hub of its own: an event with five races is made here, and the other journeys count
 * the demo's eight events.
 */

test.describe.configure({ mode: 'serial' });

let hub: SpawnedHub;
let key: string;
let api: APIRequestContext;
let own: OwnHub | undefined;
const FIT = 'FIT-5-PROVAS';
const RACES = [10, 20, 30, 40, 50].map((km) => `Corrida ${km} km noturna`);
const BATCHES = ['1º Lote', '2º Lote', '3º Lote'];

async function created(pathname: string, data: object): Promise<{ id: number }> {
  const res = await api.post(`/api/v1${pathname}`, { data });
  expect(res.status(), `${pathname}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnHub('console-fit');
  ({ hub, key, api } = own);
  const date = dayIn(200);
  await created('/events', {
    code: FIT,
    name: 'Circuito das Cinco Provas',
    date,
    city: 'Santos',
    state: 'SP',
    registration_opens_at: `${dayIn(-10)}T00:00:00-03:00`,
    registration_closes_at: `${addDays(date, -2)}T23:59:00-03:00`,
  });
  const ids: number[] = [];
  for (const [i, name] of RACES.entries())
    ids.push(
      (
        await created(`/events/${FIT}/races`, {
          code: `R${i + 1}`,
          name,
          distance: (i + 1) * 10,
          starts_at: `${date}T07:00:00-03:00`,
        })
      ).id,
    );
  for (const [i, name] of BATCHES.entries())
    await created(`/events/${FIT}/batches`, {
      name,
      starts_at: `${dayIn(-10 + i * 30)}T00:00:00-03:00`,
      ends_at: `${dayIn(19 + i * 30)}T23:59:00-03:00`,
      race_prices: Object.fromEntries(ids.map((id, r) => [id, 12_990 + r * 2_000 + i * 1_000])),
      max_quantity: 500,
      max_installments: 1,
    });
});

test.afterAll(async () => {
  await own?.stop();
});

async function signInAt(page: Page, pathname: string) {
  await page.goto(`${hub.base}${pathname}`);
  await signInWith(page, key);
  await expect(page.getByRole('button', { name: /^(Sair|Abrir menu)$/ })).toBeVisible();
  await page.goto(`${hub.base}${pathname}`);
}

/** How far the element's scrolling box has moved sideways (the table's scroll container). */
const scrolledSideways = (table: Locator) =>
  table.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement)
      if (box.scrollWidth > box.clientWidth) return box.scrollLeft;
    return 0;
  });

const TABS = {
  'pt-BR': { tabs: 'Seções do evento', more: 'Ver mais seções', history: 'Histórico' },
  en: { tabs: 'Event sections', more: 'Show more sections', history: 'History' },
} as const;

for (const [run, { viewport, language }] of Object.entries({
  'laptop, pt-BR': { viewport: SIZES.laptop, language: 'pt-BR' },
  'phone, pt-BR': { viewport: SIZES.phone, language: 'pt-BR' },
  'laptop, English': { viewport: SIZES.laptop, language: 'en' },
} as const))
  test(`every event tab is reachable by mouse, the open one in view (${run})`, async ({ page }) => {
    const l = TABS[language];
    await page.setViewportSize(viewport);
    const event = await eventCode(api, 'MARATONA-SP-');
    await signInAt(page, `/events/${event}/history`);
    if (language === 'en')
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
    const tabs = page.getByRole('navigation', { name: l.tabs });
    const history = tabs.getByRole('link', { name: l.history });
    // The open tab, the last one, is scrolled into view on load; it alone is the current page.
    await expect(history).toBeInViewport({ ratio: 0.9 });
    await expect(history).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /^(Visão geral|Overview)$/ })).not.toHaveAttribute(
      'aria-current',
    );

    // From the first tab, the arrow shows there are more, and brings the last one by mouse.
    await tabs.getByRole('link', { name: /^(Visão geral|Overview)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event}$`));
    await expect(history).not.toBeInViewport({ ratio: 0.9 });
    const more = tabs.getByRole('button', { name: l.more });
    await expect(more).toBeVisible();
    for (let i = 0; i < 6 && (await more.isVisible()); i++) {
      await more.click();
      await page.waitForTimeout(400);
    }
    await expect(history).toBeInViewport({ ratio: 0.9 });
    await expect(more).toBeHidden();
    await history.click();
    await expect(page).toHaveURL(new RegExp(`/events/${event}/history$`));
  });

test('Lotes with five races: the actions in view, a dialog closes where it was opened', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(SIZES.laptop);
  await signInAt(page, `/events/${FIT}/batches`);
  const matrix = page.getByRole('table').first();
  await expect(matrix.getByRole('columnheader', { name: RACES[4] })).toBeAttached();
  for (const name of BATCHES)
    await expect(page.getByRole('button', { name: `Excluir ${name}` })).toBeInViewport({
      ratio: 1,
    });

  // The table scrolled sideways stays there when a dialog closes, by Escape or by saving.
  await matrix.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement)
      if (box.scrollWidth > box.clientWidth) box.scrollLeft = 120;
  });
  const left = await scrolledSideways(matrix);
  expect(left).toBeGreaterThan(0);
  const edit = page.getByRole('button', { name: 'Editar 2º Lote' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Editar o lote 2º Lote' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  expect(await scrolledSideways(matrix)).toBe(left);

  // The closed dialog's backdrop fades out after it. A click meanwhile lands on the backdrop,
  // and Playwright's retry scrolls the button into view another way (120 -> 50 or 236), which
  // is the test moving the table, not the console.
  await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
  await edit.click();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /2º Lote/ })).toBeFocused();
  expect(await scrolledSideways(matrix)).toBe(left);

  // Deleting a row: focus goes to the next one, the previous one for the last.
  await page.getByRole('button', { name: 'Excluir 2º Lote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir lote' }).click();
  await expect(page.getByRole('row', { name: /2º Lote/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /3º Lote/ })).toBeFocused();
  await page.getByRole('button', { name: 'Excluir 3º Lote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir lote' }).click();
  await expect(page.getByRole('row', { name: /3º Lote/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /1º Lote/ })).toBeFocused();
});

test('on a phone the price grid keeps the race names beside the prices being typed', async ({
  page,
}) => {
  await page.setViewportSize(SIZES.phone);
  await signInAt(page, `/events/${FIT}/batches`);
  const form = page.getByRole('region', { name: 'Novo lote' });
  for (const race of RACES) {
    const price = form.getByRole('textbox', { name: `Preço de ${race}` });
    await price.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await price.click();
    await page.keyboard.type('129,90');
    await expect(price).toBeInViewport({ ratio: 1 });
    await expect(form.getByText(race, { exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('the keyboard: a skip link, and focus back on what opened a dialog', async ({ page }) => {
  await page.setViewportSize(SIZES.laptop);
  await signInAt(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const create = page.getByRole('button', { name: 'Novo evento' });
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Novo evento' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeFocused();

  await page.goto(`${hub.base}/events/${FIT}/races`);
  const edit = page.getByRole('button', { name: `Editar ${RACES[0]}` });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Editar a prova ${RACES[0]}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

for (const [language, { labels, dates }] of Object.entries({
  'pt-BR': {
    labels: ['Autocronometragem', 'Lista com QR code', 'Ficha médica', 'Certificado'],
    dates: [/^Abertura das inscrições/, /^Encerramento das inscrições/],
  },
  en: {
    labels: ['Self-timing', 'QR code list', 'Medical form', 'Certificate'],
    dates: [/^Registration opens/, /^Registration closes/],
  },
}))
  test(`the event form fits its dialog: dates whole, switches apart (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(SIZES.laptop);
    await signInAt(page, `/events/${FIT}`);
    if (language === 'en')
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
    await page
      .getByRole('button', { name: language === 'en' ? 'Edit event' : 'Editar evento' })
      .click();
    const dialog = page.getByRole('dialog');
    // Columns by the dialog's width: a date and time in English ("12/07/2026 12:00 AM") fits.
    for (const date of dates) {
      const input = dialog.getByLabel(date);
      await expect(input).not.toHaveValue('');
      const clipped = await input.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped, `${String(date)} is cut`).toBe(false);
    }
    const boxes = [];
    for (const label of labels) {
      const text = dialog.getByText(label, { exact: true });
      await text.scrollIntoViewIfNeeded();
      boxes.push({ label, box: (await text.boundingBox())! });
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.box.x + a.box.width <= b.box.x ||
          b.box.x + b.box.width <= a.box.x ||
          a.box.y + a.box.height <= b.box.y ||
          b.box.y + b.box.height <= a.box.y;
        expect(apart, `${a.label} overlaps ${b.label}`).toBe(true);
      }
    // No label runs into the next switch: each ends before the next one's track begins.
    for (const [i, { label, box }] of boxes.slice(0, -1).entries()) {
      const next = boxes[i + 1].box;
      if (Math.abs(next.y - box.y) < box.height)
        expect(box.x + box.width, `${label} runs into the next switch`).toBeLessThan(next.x - 40);
    }
  });
