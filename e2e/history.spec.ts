import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { confirmReplace, openEventTab } from './support/navigation';
import { startOwnHub, type OwnHub } from './support/own-hub';
import { keys, signIn } from './support/session';

const EVENT = 'Desafio Trail Serra do Mar';

/** The event's retention rules as the hub has them, read with a key like any script would. */
async function retentionThroughApi(page: Page, code: string, key = keys.manage()) {
  const res = await page.request.get(`/api/v1/events/${code}/retention`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: { rules: { percent: number; offset_days: number }[] };
  };
  return data.rules
    .map((r) => ({ percent: r.percent, offset_days: r.offset_days }))
    .sort((a, b) => a.offset_days - b.offset_days);
}

test('retention: the diff before saving compares with what the hub has now', async ({ page }) => {
  await signIn(page);
  await openEventTab(page, EVENT, 'Retenção');
  const code = /\/events\/([^/]+)\/retention$/.exec(page.url())![1];
  const original = await retentionThroughApi(page, code);
  expect(original.length).toBeGreaterThan(0);

  // Edit: the first rule gives 5 points to the last one.
  const percents = page.getByRole('textbox', { name: /^Percentual da regra \d+$/ });
  const n = await percents.count();
  const first = page.getByLabel('Percentual da regra 1');
  const firstValue = Number((await first.inputValue()).replace(/[^\d,]/g, '').replace(',', '.'));
  await first.fill(String(firstValue - 5).replace('.', ','));
  if (n === 1) {
    await page.getByRole('button', { name: 'Adicionar regra' }).click();
  }
  await page.getByRole('button', { name: 'Distribuir o restante' }).click();
  await page.getByRole('button', { name: 'Salvar regras' }).click();

  // The confirmation compares with what the hub has now.
  const dialog = page.getByRole('dialog', { name: 'Conferir antes de salvar' });
  await expect(dialog.getByText('Comparado com o que o hub tem agora:')).toBeVisible();
  const changed = dialog.locator('tr[data-change="changed"]').first();
  await expect(changed).toContainText(`${String(firstValue).replace('.', ',')} %`);
  await expect(changed).toContainText(`${String(firstValue - 5).replace('.', ',')} %`);
  await expectNoSeriousViolations(page);
  await confirmReplace(page);
  await expect(page.getByText('Regras de repasse salvas.')).toBeVisible();
  expect(await retentionThroughApi(page, code)).not.toEqual(original);

  // The seeded event's rules as they were, for the journeys that read them.
  const put = await page.request.put(`/api/v1/events/${code}/retention`, {
    headers: { authorization: `Bearer ${keys.manage()}` },
    data: { rules: original },
  });
  expect(put.status()).toBe(200);
});

/*
 * The journeys that make an event of their own do it on a hub of their own: the others count
 * the demo's eight events.
 */
let own: OwnHub | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnHub('history', 'e2e');
});
test.afterAll(async () => {
  await own?.stop();
});

/** A page on the journey's own hub, as the project's pages are (size, language, zone). */
async function ownPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: own!.hub.base,
    viewport: { width: 1366, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** An event of the journey's own, so no other journey's writes are in its history. */
async function freshEvent(page: Page) {
  const suffix =
    `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const code = `HIST-${suffix}`;
  const write = async (method: string, path: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/v1/events${path}`, {
      method,
      headers: { authorization: `Bearer ${own!.key}` },
      data,
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? null : ((await res.json()) as { data: { id: number } }).data;
  };
  await write('POST', '', {
    name: `Corrida do Histórico ${suffix}`,
    code,
    date: '2028-09-24',
    registration_opens_at: '2028-03-01T00:00:00-03:00',
    registration_closes_at: '2028-09-20T23:59:00-03:00',
  });
  return {
    code,
    write: (method: string, path: string, data?: unknown) => write(method, `/${code}${path}`, data),
  };
}

test('history: a replacement named in words, its before and after, and the previous version restored', async ({
  browser,
}) => {
  const page = await ownPage(browser);
  await signIn(page, own!.key);
  const { code, write } = await freshEvent(page);
  const v1 = [{ percent: 100, offset_days: -10 }];
  const v2 = [
    { percent: 40, offset_days: -10 },
    { percent: 60, offset_days: 2 },
  ];
  await write('PUT', '/retention', { rules: v1 });
  await write('PUT', '/retention', { rules: v2 });

  await page.goto(`/events/${code}/history`);
  await expect(page.getByRole('heading', { name: 'Histórico de alterações' })).toBeVisible();
  const entry = page.getByRole('listitem', {
    name: 'Alterou a retenção: 100 % 10 dias antes do evento → 40 % 10 dias antes do evento, 60 % 2 dias depois do evento',
  });
  await expect(entry).toContainText('e2e');
  await expect(entry).toContainText('pela API');
  await expect(entry).toContainText('Gravado');
  await entry.getByRole('button', { name: 'Ver antes e depois' }).click();
  await expect(entry.locator('tr[data-change="changed"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'docs/screenshots/history.png', fullPage: true });

  await entry.getByRole('button', { name: 'Desfazer esta mudança' }).click();
  await expect(page.getByRole('dialog', { name: 'Conferir antes de salvar' })).toBeVisible();
  await confirmReplace(page);
  await expect(page.getByText('Versão restaurada.')).toBeVisible();
  expect(await retentionThroughApi(page, code, own!.key)).toEqual(v1);

  // The restore is itself in the history, newest first, and the filters narrow the list.
  const restored = page.getByRole('listitem').first();
  await expect(restored).toHaveAccessibleName(
    /^Alterou a retenção: .* → 100 % 10 dias antes do evento$/,
  );
  await expect(restored).toContainText('pelo painel');
  await expect(page.getByRole('listitem', { name: /^Alterou a retenção: / })).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Descontos' });
  await expect(page.getByText('Nenhuma alteração com estes filtros.')).toBeVisible();

  // The CSV has the three entries, each with its sentence.
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Retenção' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  expect(text).toContain(`/events/${code}/retention`);
  expect(text).toContain(';Alterou a retenção: 100 % 10 dias antes do evento → 40 %');
});

test('the history says what changed in words: a field’s options, a deleted race, in both languages', async ({
  browser,
}) => {
  const page = await ownPage(browser);
  await signIn(page, own!.key);
  const { code, write } = await freshEvent(page);
  await write('POST', '/races', {
    name: 'Corrida 5K',
    code: 'C5',
    distance: 5,
    starts_at: '2028-09-24T07:00:00-03:00',
  });
  const sizes = ['P', 'M', 'G', 'GG'].map((v) => ({ value: v, label: v }));
  const field = await write('POST', '/registration-fields', {
    label: 'Tamanho da camiseta',
    key: 'camiseta',
    type: 'select',
    options: sizes.slice(0, 3),
  });
  await write('PATCH', `/registration-fields/${field!.id}`, { options: sizes });
  await write('DELETE', '/races/C5');

  await page.goto(`/events/${code}/history`);
  const deleted = page.getByRole('listitem', { name: 'Apagou a prova Corrida 5K' });
  await expect(deleted).toBeVisible();
  await expect(deleted.locator('strong')).toHaveText('Corrida 5K');
  const patched = page.getByRole('listitem', {
    name: 'Alterou o campo Tamanho da camiseta: opções P, M, G → P, M, G, GG',
  });
  await expect(patched).toBeVisible();
  // The method and path are there for who wants them, under Detalhes.
  const path = patched.getByText(`PATCH /events/${code}/registration-fields/${field!.id}`);
  await expect(path).toBeHidden();
  await patched.getByText('Detalhes').click();
  await expect(path).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.evaluate(() => localStorage.setItem('hub-console-language', 'en'));
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Deleted the race Corrida 5K' })).toBeVisible();
  await expect(
    page.getByRole('listitem', {
      name: 'Changed the field Tamanho da camiseta: options P, M, G → P, M, G, GG',
    }),
  ).toBeVisible();
});
