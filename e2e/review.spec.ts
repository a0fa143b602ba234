import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { yearIn } from './support/demo';
import { scrollThrough } from './support/navigation';
import { signIn } from './support/session';

const TRAIL = `TRAIL-SMAR-${yearIn(30)}`;
const MARATONA = `MARATONA-SP-${yearIn(150)}`;
const KIDS = `KIDS-FLN-${yearIn(45)}`;
const SIX_HOURS = `6H-BSB-${yearIn(60)}`;

const checklistOf = (page: Page) => page.getByRole('region', { name: 'O que conferir' });

async function openReview(page: Page, code: string) {
  await page.goto(`/events/${code}`);
  await expect(page.getByRole('heading', { name: 'Revisão da configuração' })).toBeVisible();
  await expect(checklistOf(page).getByText('Conferindo a configuração…')).toHaveCount(0);
  // The parts below the first screen render as the scroll nears them.
  await scrollThrough(page);
}

test('the review of a seeded event shows the matrix, the timeline, the form and its problem', async ({
  page,
}) => {
  await signIn(page, undefined, `/events/${TRAIL}`);
  await openReview(page, TRAIL);

  const matrix = page.getByRole('region', { name: 'Lotes', exact: true });
  await expect(matrix.getByRole('columnheader', { name: 'Ultra Serra 42K' })).toBeVisible();
  await expect(matrix.getByRole('row', { name: /2º Lote/ })).toContainText('R$');

  const timeline = page.getByRole('region', { name: 'Linha do tempo das vendas' });
  await expect(timeline.getByText('Período de inscrições', { exact: true }).first()).toBeVisible();
  await expect(timeline.getByText('3º Lote')).toBeVisible();
  await expect(timeline.getByText(/^Hoje: /)).toBeVisible();
  await expect(timeline.getByText(/^Largada: /)).toBeVisible();

  const form = page.getByRole('region', { name: 'Formulário de inscrição' });
  await expect(form.getByRole('textbox', { name: 'Telefone de emergência' })).toBeVisible();
  await expect(
    form.getByRole('checkbox', { name: 'Declaro estar apto(a) à prática de corrida' }),
  ).toBeVisible();

  const races = page.getByRole('region', { name: 'Provas', exact: true });
  const ultra = races.getByRole('row', { name: /Ultra Serra 42K/ });
  await expect(
    ultra.getByRole('progressbar', { name: 'Ocupação de Ultra Serra 42K' }),
  ).toBeVisible();
  await expect(ultra).toContainText('Poucas vagas');
  await expect(ultra).toContainText(/\d+ regras?/);

  await expect(
    page.getByRole('region', { name: 'Vendedor' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^mailto:/);

  // The 8K is deliberately in no batch (seed/demo-data.ts).
  const item = checklistOf(page).getByRole('listitem').filter({ hasText: 'Trail 8K' });
  await expect(item).toContainText('não está em nenhum lote');
  await item.getByRole('link', { name: 'Abrir Lotes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${TRAIL}/batches$`));
  await expect(page.getByRole('region', { name: 'Lotes e preços por prova' })).toBeVisible();
});

test('an event without payout rules of its own: overview and copy page log no error', async ({
  page,
}) => {
  // An expected absence is an answer, not a failed request Chromium would log (a 404).
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await signIn(page, undefined, `/events/${KIDS}`);
  await openReview(page, KIDS);
  await page.goto(`/events/${KIDS}/copy`);
  await expect(page.getByRole('combobox', { name: 'Evento de origem' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Evento de origem' }).click();
  await page.getByRole('option', { name: /CIRCUITO-GMD/ }).click();
  await expect(page.getByRole('region', { name: 'Plano' })).toBeVisible();
  expect(logged).toEqual([]);
});

// MARATONA's retention at 90 % is followed in retention.spec.ts, which also fixes it.
test('each deliberate seed problem is listed and links to the tab that fixes it', async ({
  page,
}) => {
  await signIn(page);
  const cases = [
    // A problem of one batch or race opens that item's editor (`?edit=`).
    {
      code: MARATONA,
      text: 'Lote Promocional e 1º Lote',
      tab: 'Lotes',
      path: 'batches\\?edit=[^&]+',
    },
    { code: KIDS, text: 'Kids 1 km', tab: 'Provas', path: 'races(\\?edit=[^&]+)?' },
    {
      code: SIX_HOURS,
      text: 'Pelotão de largada',
      tab: 'Campos do formulário',
      path: 'registration-fields',
    },
  ];
  for (const { code, text, tab, path } of cases) {
    await openReview(page, code);
    const item = checklistOf(page).getByRole('listitem').filter({ hasText: text });
    await expect(item).toHaveCount(1);
    await item.getByRole('link', { name: `Abrir ${tab}` }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${code}/${path}$`));
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the review has no serious axe violations and is captured (${scheme})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    await signIn(page, undefined, `/events/${MARATONA}`);
    await openReview(page, MARATONA);
    await expect(
      page.getByRole('region', { name: 'Provas', exact: true }).getByRole('table'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/review-${scheme}.png`, fullPage: true });

    // Print: A4 width at 96 dpi, the app chrome gone, light even when the screen is dark.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print', colorScheme: scheme });
    await expect(page.getByRole('button', { name: 'Imprimir ou salvar em PDF' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Seções do evento' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/review-print-${scheme}.png`, fullPage: true });
  });
}
