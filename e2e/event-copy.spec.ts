import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EventConfig } from '../src/contract/event-config';
import { addDays } from '../src/contract/time';
import type { SpawnedHub } from '../src/testing/hub/spawn-hub';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode } from './support/demo';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { signInWith } from './support/session';

/*
 * Event as code in the dashboard (issue 17): a new event for next year's edition, the demo's
 * event copied into it with every date moved, checked through the API; on a hub of its own,
 * since the other journeys count the demo's eight events.
 */

test.describe.configure({ mode: 'serial' });

let hub: SpawnedHub;
let key: string;
let api: APIRequestContext;
let own: OwnHub | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnHub('event-copy');
  ({ hub, key, api } = own);
});

test.afterAll(async () => {
  await own?.stop();
});

interface Event {
  code: string;
  name: string;
  date: string;
  registration_opens_at: string;
  registration_closes_at: string;
}

const data = async <T>(pathname: string): Promise<T> => {
  const res = await api.get(`/api/v1${pathname}`);
  expect(res.status(), pathname).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

/** An instant moved by whole days, as the `datetime-local` input holds it (hub's zone). */
const shiftedWall = (iso: string, days: number) =>
  `${addDays(iso.slice(0, 10), days)}${iso.slice(10, 16)}`;

test('a new event for next year, with the demo event copied into it, dates moved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sourceCode = await eventCode(api, 'ULTRA-CJO-');
  const source = await data<Event>(`/events/${sourceCode}`);
  // Next year's edition on the same weekday.
  const days = 364;
  const date = addDays(source.date, days);
  const code = `ULTRA-CJO-${date.slice(0, 4)}`;

  await page.goto(`${hub.base}/events`);
  await signInWith(page, key);
  await page.getByRole('button', { name: 'Novo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo evento' });
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(`${source.name} ${date.slice(0, 4)}`);
  await dialog.getByRole('textbox', { name: /^Código/ }).fill(code);
  await dialog.getByLabel(/^Data do evento/).fill(date);
  await dialog
    .getByLabel(/^Abertura das inscrições/)
    .fill(shiftedWall(source.registration_opens_at, days));
  await dialog
    .getByLabel(/^Encerramento das inscrições/)
    .fill(shiftedWall(source.registration_closes_at, days));
  await dialog.getByRole('button', { name: 'Criar evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${code}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${source.name} ${date.slice(0, 4)}` }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Copiar de outro evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${code}/copy$`));
  const select = page.getByRole('combobox', { name: 'Evento de origem' });
  await select.click();
  await select.fill('Ultra');
  await page.getByRole('option', { name: new RegExp(sourceCode) }).click();

  // Every date before and after: each race's start and each batch's window, 364 days on.
  const races = await data<{ code: string; starts_at: string }[]>(`/events/${sourceCode}/races`);
  const dates = page.getByRole('region', { name: 'Datas antes e depois' });
  await expect(dates).toBeVisible();
  for (const race of races) {
    const row = dates.getByRole('row', { name: new RegExp(`Largada ${race.code}\\b`) });
    const moved = addDays(race.starts_at.slice(0, 10), days);
    const [y, m, d] = moved.split('-');
    await expect(row).toContainText(`${d}/${m}/${y}, ${race.starts_at.slice(11, 16)}`);
  }
  const plan = page.getByRole('region', { name: 'Plano' });
  await expect(plan.getByText(/a criar/)).toBeVisible();
  await expect(plan.getByRole('row', { name: /Prova/ }).first()).toContainText('Criar');
  await expectNoSeriousViolations(page);

  await plan.getByRole('button', { name: /^Aplicar/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Aplicar a configuração' });
  await confirm.getByRole('button', { name: /^Aplicar/ }).click();
  // Long work with a progress bar: about a hundred writes, then the plan read again. It ends
  // applied, or stopped at an item whose row says why (shown here if it does).
  const applied = page.getByText(/Configuração aplicada/);
  const stopped = page.getByText(/^Parou em /);
  await expect(applied.or(stopped)).toBeVisible({ timeout: 60_000 });
  if (await stopped.isVisible())
    throw new Error(
      `${await stopped.textContent()} ${(
        await plan.getByRole('row').filter({ hasText: 'Falhou' }).allTextContents()
      ).join(' | ')}`,
    );
  await expect(applied).toBeVisible();
  // The plan read again: applying twice changes nothing.
  await expect(
    page.getByText('Este evento já tem tudo o que o evento de origem tem.'),
  ).toBeVisible();

  // Through the API: the same races, batches, fields, discounts and payouts, dates moved.
  const copied = await data<{ code: string; starts_at: string; distance: number | null }[]>(
    `/events/${code}/races`,
  );
  expect(copied.map((r) => r.code)).toEqual(races.map((r) => r.code));
  for (const [i, race] of races.entries())
    expect(Date.parse(copied[i].starts_at) - Date.parse(race.starts_at)).toBe(days * 86_400_000);
  type BatchOut = { name: string; ends_at: string | null; race_prices: Record<string, number> };
  const priced = async (event: string) => {
    const ids = new Map(
      (await data<{ id: number; code: string }[]>(`/events/${event}/races`)).map((r) => [
        String(r.id),
        r.code,
      ]),
    );
    return (await data<BatchOut[]>(`/events/${event}/batches`)).map((b) => ({
      name: b.name,
      ends_at: b.ends_at,
      prices: Object.fromEntries(Object.entries(b.race_prices).map(([id, c]) => [ids.get(id), c])),
    }));
  };
  const [sourceBatches, copiedBatches] = await Promise.all([priced(sourceCode), priced(code)]);
  expect(copiedBatches.map((b) => [b.name, b.prices])).toEqual(
    sourceBatches.map((b) => [b.name, b.prices]),
  );
  for (const [i, batch] of sourceBatches.entries())
    if (batch.ends_at)
      expect(Date.parse(copiedBatches[i].ends_at!) - Date.parse(batch.ends_at)).toBe(
        days * 86_400_000,
      );
  const keys = async (event: string) =>
    (await data<{ key: string }[]>(`/events/${event}/registration-fields`)).map((f) => f.key);
  expect(await keys(code)).toEqual(await keys(sourceCode));

  // The overview exports the new event's file: what was just applied, by race code.
  await page.goto(`${hub.base}/events/${code}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar configuração' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${code}.event.json`);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as EventConfig;
  expect(file.event).toMatchObject({ code, date });
  expect(file.races.map((r) => r.code)).toEqual(races.map((r) => r.code));
  expect(file.batches.map((b) => b.prices)).toEqual(sourceBatches.map((b) => b.prices));
});

interface Award {
  id: number;
  code: string;
  categories: {
    name: string;
    sex: string | null;
    age_min: number | null;
    age_max: number | null;
  }[];
}

/** Each race's categories and prize rules, by race code, as the API reads them. */
async function awardsOf(event: string) {
  const races = await data<Award[]>(`/events/${event}/races`);
  return Promise.all(
    races.map(async (race) => ({
      race: race.code,
      categories: race.categories.map((c) => [c.name, c.sex, c.age_min, c.age_max]),
      rules: (
        await data<{ seq: number; ranking_type: string; ranking_cut: number }[]>(
          `/events/${event}/races/${race.id}/prize-rules?per_page=100`,
        )
      ).map((r) => [r.seq, r.ranking_type, r.ranking_cut]),
    })),
  );
}

test("the event's date moved a week: its race starts and batch windows follow, on the person's word", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = await eventCode(api, 'CIRCUITO-GMD-');
  const before = await data<Event>(`/events/${code}`);
  const days = 7;
  const date = addDays(before.date, days);
  type Dated = { code?: string; name: string; starts_at: string | null; ends_at?: string | null };
  const races = await data<Dated[]>(`/events/${code}/races`);
  const batches = await data<Dated[]>(`/events/${code}/batches`);

  await page.goto(`${hub.base}/events/${code}`);
  await signInWith(page, key);
  await page.getByRole('button', { name: 'Editar evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações do evento' });
  await dialog.getByLabel(/^Data do evento/).fill(date);
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  const move = page.getByRole('dialog', { name: 'Mover as datas junto com o evento?' });
  await expect(move).toContainText('7 dias depois');
  const dates = move.getByRole('region', { name: 'Datas antes e depois' });
  for (const race of races) {
    const [y, m, d] = addDays(race.starts_at!.slice(0, 10), days).split('-');
    await expect(dates.getByRole('row', { name: `Largada: ${race.name}` })).toContainText(
      `${d}/${m}/${y}, ${race.starts_at!.slice(11, 16)}`,
    );
  }
  for (const batch of batches.filter((b) => b.ends_at))
    await expect(dates.getByRole('row', { name: `${batch.name}: fim das vendas` })).toBeVisible();
  // Nothing moved yet: the hub still has the old starts.
  expect((await data<Dated[]>(`/events/${code}/races`))[0].starts_at).toBe(races[0].starts_at);
  await expect(move.getByRole('row', { name: /^Encerramento das inscrições/ })).toBeVisible();
  await move
    .getByRole('button', { name: /^Mover as inscrições, \d+ largadas? e \d+ lotes?$/ })
    .click();
  await expect(move.getByText(/^Datas movidas: \d+ mudanças gravadas\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(move.getByRole('row', { name: /Feito/ })).toHaveCount(
    2 +
      races.length +
      batches.filter((b) => b.starts_at).length +
      batches.filter((b) => b.ends_at).length,
  );
  await move.getByRole('button', { name: 'Fechar' }).click();
  await expect(move).toBeHidden();

  const week = days * 86_400_000;
  const movedRaces = await data<Dated[]>(`/events/${code}/races`);
  for (const [i, race] of races.entries())
    expect(Date.parse(movedRaces[i].starts_at!) - Date.parse(race.starts_at!)).toBe(week);
  const movedBatches = await data<Dated[]>(`/events/${code}/batches`);
  for (const [i, batch] of batches.entries())
    for (const field of ['starts_at', 'ends_at'] as const)
      if (batch[field])
        expect(Date.parse(movedBatches[i][field]!) - Date.parse(batch[field]!), batch.name).toBe(
          week,
        );
  const after = await data<Event>(`/events/${code}`);
  expect(after.date).toBe(date);
  for (const field of ['registration_opens_at', 'registration_closes_at'] as const)
    expect(Date.parse(after[field]) - Date.parse(before[field])).toBe(week);
});

test("the marathon's next edition has every category and prize rule of its races", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sourceCode = await eventCode(api, 'MARATONA-SP-');
  const source = await data<Event & Record<string, unknown>>(`/events/${sourceCode}`);
  const date = addDays(source.date, 364);
  const code = `MARATONA-SP-${date.slice(0, 4)}`;
  const created = await api.post('/api/v1/events', {
    data: {
      code,
      name: `${source.name} ${date.slice(0, 4)}`,
      date,
      status: 'inactive',
      registration_opens_at: `${addDays(date, -200)}T00:00:00-03:00`,
      registration_closes_at: `${addDays(date, -2)}T23:59:00-03:00`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sourceAwards = await awardsOf(sourceCode);
  const categoryCount = sourceAwards.flatMap((r) => r.categories).length;
  const ruleCount = sourceAwards.flatMap((r) => r.rules).length;
  expect(categoryCount).toBeGreaterThan(10);
  expect(ruleCount).toBeGreaterThan(3);

  await page.goto(`${hub.base}/events/${code}/copy`);
  await signInWith(page, key);
  const select = page.getByRole('combobox', { name: 'Evento de origem' });
  await select.click();
  await select.fill('Maratona');
  await page.getByRole('option', { name: new RegExp(sourceCode) }).click();
  const plan = page.getByRole('region', { name: 'Plano' });
  // In the organizer's words: a category under its race's name, a rule by its number.
  const firstRace = (await data<{ name: string }[]>(`/events/${sourceCode}/races`))[0];
  await expect(plan.getByRole('row', { name: /^Categoria/ })).toHaveCount(categoryCount);
  await expect(plan.getByRole('row', { name: /^Regra de premiação nº 1/ }).first()).toContainText(
    firstRace.name,
  );
  await expect(plan.getByRole('row', { name: /^Regra de premiação/ })).toHaveCount(ruleCount);

  await plan.getByRole('button', { name: /^Aplicar/ }).click();
  await page
    .getByRole('dialog', { name: 'Aplicar a configuração' })
    .getByRole('button', { name: /^Aplicar/ })
    .click();
  await expect(page.getByText(/Configuração aplicada/)).toBeVisible({ timeout: 60_000 });
  expect(await awardsOf(code)).toEqual(sourceAwards);
});

test('a file that is not a configuration says what is wrong, row by row', async ({ page }) => {
  const target = await eventCode(api, 'KIDS-FLN-');
  await page.goto(`${hub.base}/events/${target}/copy`);
  await signInWith(page, key);
  await page.getByText('De um arquivo', { exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'errado.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        version: 1,
        event: { code: 'X', name: 'X', date: '2027-01-01' },
        races: [{ code: '10K', name: '10K', starts_at: '2027-01-01T07:00:00-03:00' }],
        batches: [{ name: 'Lote', max_installments: 1, prices: { '21K': 100 } }],
        registration_fields: [],
      }),
    ),
  });
  await expect(page.getByRole('alert')).toContainText(
    'batches.0.prices.21K: Nenhuma prova do arquivo tem o código 21K',
  );
  await expect(page.getByRole('region', { name: 'Plano' })).toHaveCount(0);
});
