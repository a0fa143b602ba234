import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { confirmReplace, openEventTab } from './support/navigation';
import { keys, signIn } from './support/session';

const EVENT = 'Desafio Trail Serra do Mar';

/** The event's retention rules as the hub has them, read with a key like any script would. */
async function retentionThroughApi(page: Page, code: string) {
  const res = await page.request.get(`/api/v1/events/${code}/retention`, {
    headers: { authorization: `Bearer ${keys.manage()}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: { rules: { percent: number; offset_days: number }[] };
  };
  return data.rules
    .map((r) => ({ percent: r.percent, offset_days: r.offset_days }))
    .sort((a, b) => a.offset_days - b.offset_days);
}

test('retention: the diff before saving, then the previous version restored from the history', async ({
  page,
}) => {
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
  const edited = await retentionThroughApi(page, code);
  expect(edited).not.toEqual(original);

  // The history names the change, shows it, and puts the previous version back.
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Histórico' })
    .click();
  await expect(page.getByRole('heading', { name: 'Histórico de alterações' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Substituiu Retenção' }).first();
  await expect(entry).toContainText('e2e');
  await expect(entry).toContainText('pelo painel');
  await expect(entry).toContainText('Gravado');
  await entry.getByRole('button', { name: 'Ver antes e depois' }).click();
  await expect(entry.locator('tr[data-change="changed"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'docs/screenshots/history.png', fullPage: true });

  await entry.getByRole('button', { name: 'Desfazer esta mudança' }).click();
  await expect(page.getByRole('dialog', { name: 'Conferir antes de salvar' })).toBeVisible();
  await confirmReplace(page);
  await expect(page.getByText('Versão restaurada.')).toBeVisible();
  expect(await retentionThroughApi(page, code)).toEqual(original);

  // The restore is itself in the history, newest first, and the filters narrow the list.
  await expect(page.getByRole('listitem', { name: 'Substituiu Retenção' })).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Descontos' });
  await expect(page.getByText('Nenhuma alteração com estes filtros.')).toBeVisible();

  // The CSV has the two entries.
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Retenção' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
  expect(text).toContain(`/events/${code}/retention`);
});
