import { expect, test, type Page } from '@playwright/test';
import { eventCode } from './support/demo';
import { scrollThrough } from './support/navigation';
import { keys, signInWith } from './support/session';
import { SIZES } from './support/viewports';

/* The organizer's daily loop on a laptop and on a phone, in Portuguese and in English: the
   header, the events list's search, pages and filter, a missing event, where the keyboard
   lands after a navigation, and the checkpoint deletion that waits for the event code. */

const LABELS = {
  'pt-BR': {
    language: 'Idioma',
    menu: 'Abrir menu',
    signOut: 'Sair',
    events: 'Eventos',
    search: 'Buscar',
    status: 'Situação',
    all: 'Todas',
    suspended: 'Suspenso',
    noEvents: 'Nenhum evento encontrado',
    pastEnd: 'A página 99 não existe',
    total: '8 no total',
    toLast: 'Ir para a última página (2)',
    lastRange: '6–8 de 8',
    missing: 'Evento NOPE não encontrado',
    back: 'Ver todos os eventos',
    tabs: 'Seções do evento',
    cleanup: 'Limpeza',
    checkpointSection: 'Remover ponto de controle',
    checkpointButton: 'Remover ponto de controle',
    checkpoint: 'Ponto de controle',
    remove: 'Remover',
    typeCode: 'Digite o código do evento para confirmar',
    cancel: 'Cancelar',
    removed: /Ponto de controle Km 5 \(5 km\).* removido/,
  },
  en: {
    language: 'Language',
    menu: 'Open menu',
    signOut: 'Sign out',
    events: 'Events',
    search: 'Search',
    status: 'Status',
    all: 'All',
    suspended: 'Suspended',
    noEvents: 'No events found',
    pastEnd: 'There is no page 99',
    total: '8 in total',
    toLast: 'Go to the last page (2)',
    lastRange: '6–8 of 8',
    missing: 'Event NOPE not found',
    back: 'See all events',
    tabs: 'Event sections',
    cleanup: 'Clean-up',
    checkpointSection: 'Remove a checkpoint',
    checkpointButton: 'Remove checkpoint',
    checkpoint: 'Checkpoint',
    remove: 'Remove',
    typeCode: 'Type the event code to confirm',
    cancel: 'Cancel',
    removed: /Checkpoint Km 5 \(5 km\).* removed/,
  },
} as const;

type Labels = (typeof LABELS)[keyof typeof LABELS];

/** The text of the focused element's tag and text, to say where the keyboard is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}` : 'none';
  });

async function expectFits(page: Page, screen: string, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(
    width,
  );
}

/** On a phone the header's tools live in the menu; it is opened, used, and closed. */
async function withHeaderTools(page: Page, phone: boolean, l: Labels, use: () => Promise<void>) {
  const burger = page.getByRole('button', { name: l.menu });
  if (phone) {
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
  }
  await use();
}

for (const [language, l] of Object.entries(LABELS) as [keyof typeof LABELS, Labels][])
  for (const [size, viewport] of Object.entries(SIZES) as [
    keyof typeof SIZES,
    typeof SIZES.phone,
  ][])
    test(`daily loop: header, events list, missing event, focus, checkpoint (${language}, ${size})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const phone = size === 'phone';
      const shots = language === 'pt-BR' ? 'pt' : 'en';
      await page.setViewportSize(viewport);
      await page.goto('/events');
      await signInWith(page, keys.manage());
      await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();

      // The header: on a phone only the menu button and the name, the rest in the menu.
      const burger = page.getByRole('button', { name: 'Abrir menu' });
      if (phone) {
        await expect(burger).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();
        await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeHidden();
        await expectFits(page, 'events list', viewport.width);
        await page.screenshot({ path: `docs/screenshots/layout-phone-header-closed-pt.png` });
      } else {
        await expect(burger).toBeHidden();
        await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      }
      if (language === 'en')
        await withHeaderTools(page, phone, LABELS['pt-BR'], async () => {
          await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
          await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
          if (phone) {
            await expect(page.getByRole('button', { name: l.signOut })).toBeVisible();
            await page.screenshot({ path: `docs/screenshots/layout-phone-header-open-en.png` });
            await page.getByRole('button', { name: l.menu }).click();
            await expect(page.getByRole('button', { name: l.signOut })).toBeHidden();
          }
        });
      else if (phone) {
        await burger.click();
        await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Vendedores' })).toBeVisible();
        await page.screenshot({ path: `docs/screenshots/layout-phone-header-open-pt.png` });
        await burger.click();
        await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();
      }

      // Search ignores accents and case.
      const table = page.getByRole('table');
      await page.getByRole('searchbox', { name: l.search }).fill('jordao');
      await expect(table.getByRole('link', { name: 'Ultra Trail Campos do Jordão' })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await page.getByRole('searchbox', { name: l.search }).fill('SAO PAULO');
      await expect(
        table.getByRole('link', { name: 'Maratona Internacional de São Paulo' }),
      ).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      if (phone) {
        await expectFits(page, 'events list searched', viewport.width);
        await page.screenshot({ path: `docs/screenshots/layout-events-phone-${shots}.png` });
      }

      // A page past the end: said so, the range never backwards, and the way to the last page.
      await page.goto('/events?page=99&per_page=5');
      await expect(page.getByText(l.pastEnd)).toBeVisible();
      await expect(page.getByText(l.total)).toBeVisible();
      // The old range read backwards: "491–8 de 8".
      await expect(page.getByText(/491\s*[–-]\s*8/)).toHaveCount(0);
      await page.getByRole('button', { name: l.toLast }).click();
      await expect(page.getByText(l.lastRange)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);

      // Any status word is a filter (decisions.md, 2026-11-27): a word the catalogue does not
      // know is sent and offered as it came (this hub has no such event); a known one is named.
      await page.goto('/events?status=published');
      const status = page.getByRole('combobox', { name: l.status });
      await expect(status).toHaveValue('published');
      await expect(page.getByText(l.noEvents)).toBeVisible();
      await status.selectOption({ label: l.all });
      await expect(page).not.toHaveURL(/status=/);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(9);
      await status.selectOption({ label: l.suspended });
      await expect(page).toHaveURL(/status=suspended/);
      await expect(page.getByText('suspended', { exact: true })).toHaveCount(0);

      // A missing event is named, with the way back; the keyboard lands on the list's heading.
      await page.goto('/events/NOPE/races');
      await expect(page.getByRole('heading', { name: l.missing, level: 1 })).toBeVisible();
      await page.getByRole('link', { name: l.back }).click();
      await expect(page.getByRole('heading', { name: l.events, level: 1 })).toBeVisible();
      await expect.poll(() => focused(page)).toBe(`h1: ${l.events}`);

      // Focus after a navigation: on the event's h1, from the list and from a tab.
      const poa = await eventCode(page.request, 'NOTURNA-POA');
      await page
        .getByRole('table')
        .getByRole('link', { name: 'Corrida Noturna Porto Alegre' })
        .click();
      await expect(
        page.getByRole('heading', { name: 'Corrida Noturna Porto Alegre', level: 1 }),
      ).toBeVisible();
      await expect.poll(() => focused(page)).toBe('h1: Corrida Noturna Porto Alegre');
      // The organizer's CNPJ as people write it, not the 14 digits the hub stores (in the
      // event's details, below the first screen: they render as the scroll nears them).
      await scrollThrough(page);
      await expect(page.getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/).first()).toBeVisible();
      await expect(page.getByText(/^\d{14}$/)).toHaveCount(0);
      await page
        .getByRole('navigation', { name: l.tabs })
        .getByRole('link', { name: l.cleanup })
        .click();
      await expect(page).toHaveURL(new RegExp(`/events/${poa}/cleanup$`));
      await expect.poll(() => focused(page)).toBe('h1: Corrida Noturna Porto Alegre');

      // Removing a checkpoint waits for the event code, like every deletion on the page.
      const section = page.getByRole('region', { name: l.checkpointSection });
      // The demo's checkpoint at 5 km of the 10K (named "Km 5"; an import may add another).
      const checkpoint = section.getByRole('combobox', { name: l.checkpoint });
      const at5km = checkpoint.getByRole('option', { name: /\(5 km\)$/ }).first();
      await checkpoint.selectOption((await at5km.getAttribute('value')) ?? '');
      await section.getByRole('button', { name: l.checkpointButton }).click();
      const dialog = page.getByRole('dialog');
      const confirm = dialog.getByRole('button', { name: l.remove, exact: true });
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox', { name: l.typeCode }).fill(poa.slice(0, -1));
      await expect(confirm).toBeDisabled();
      // Removed once, in the last run (the runs share one hub); the others stop short of it.
      if (language === 'en' && phone) {
        await dialog.getByRole('textbox', { name: l.typeCode }).fill(poa);
        await confirm.click();
        await expect(section.getByText(l.removed)).toBeVisible();
      } else {
        await dialog.getByRole('button', { name: l.cancel }).click();
        await expect(dialog).toBeHidden();
      }

      // Sign out, from the menu on a phone.
      await withHeaderTools(page, phone, l, () =>
        page.getByRole('button', { name: l.signOut }).click(),
      );
      await page.waitForURL(/\/sign-in/);
    });

test('every screen fits a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES.phone);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  const wide: string[] = [];
  const measure = async (screen: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > SIZES.phone.width) wide.push(`${screen}: ${width} px`);
  };
  await measure('sign-in');
  await page.goto('/events');
  await signInWith(page, keys.manage());
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await measure('events');
  const code = await eventCode(page.request, 'MEIA-CWB');
  const tabs = [
    '',
    'races',
    'batches',
    'registration-fields',
    'legal-discounts',
    'retention',
    'imports',
    'registrations',
    'results',
    'prizes',
    'cleanup',
    'copy',
    'history',
  ];
  for (const tab of tabs) {
    await page.goto(`/events/${code}${tab ? `/${tab}` : ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Carregando')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await measure(`event ${tab || 'overview'}`);
  }
  for (const path of ['/salespeople', '/events/NOPE', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await measure(path);
  }
  expect(wide, 'screens wider than the phone').toEqual([]);
});
