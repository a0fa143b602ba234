import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { dayIn, eventCode } from './support/demo';
import { openEventTab } from './support/navigation';
import { keys, signIn } from './support/session';

/* The demo's 6-hour race is this many days from today (seed/demo-data.ts); a race starts on its
   day. Not the marathon: its race count is what the races tab's screenshot checks. */
const EVENT_DAY = 60;
const EVENT_NAME = 'Desafio 6 Horas de Brasília';

test('generates a new race’s age groups in one action, then edits and deletes one', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const event = await eventCode(page.request, '6H-BSB');
  // A race of its own, without categories, so the journey does not depend on the others; 8 km,
  // so the other journeys' "5K" and "10K" still name one race of this event each.
  const code = `F${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const name = `Corrida das Faixas ${code}`;
  const created = await page.request.post(`/api/v1/events/${event}/races`, {
    headers: { authorization: `Bearer ${keys.manage()}` },
    data: { name, code, distance: 8, starts_at: `${dayIn(EVENT_DAY)}T07:30:00-03:00` },
  });
  expect(created.status()).toBe(201);

  await openEventTab(page, EVENT_NAME, 'Provas');
  const section = page.getByRole('region', { name: 'Categorias' });
  await section.getByLabel('Prova').selectOption(code);
  await expect(section.getByText('Nenhuma categoria')).toBeVisible();

  const opener = section.getByRole('button', { name: 'Gerar faixas etárias' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Gerar faixas etárias em ${name}` });
  await dialog.getByRole('checkbox', { name: 'PcD' }).check();
  await dialog.getByRole('checkbox', { name: 'Equipes' }).check();
  const preview = dialog.getByRole('table', { name: 'Prévia' });
  await expect(preview.getByRole('row')).toHaveCount(15);
  await expect(preview.getByRole('row', { name: /F 60\+/ })).toContainText('60+ anos');
  await expect(dialog.getByText('14 categorias novas; 0 ficam de fora.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: 'Criar 14 categorias' }).click();
  await expect(dialog.getByRole('status')).toHaveText('14 categorias criadas.');
  // The race read again: every category of the preview now exists there.
  await expect(dialog.getByText('Nenhuma categoria nova')).toBeVisible();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const table = section.getByRole('table', { name: `Categorias de ${name}` });
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('row', { name: /M 18-29/ })).toContainText('18–29 anos');

  // The hub's refusal lands on the field it names.
  await table.getByRole('button', { name: 'Editar a categoria M 30-39' }).click();
  let form = page.getByRole('form', { name: 'Editar a categoria M 30-39' });
  await form.getByLabel('Idade mínima').fill('25');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText(/As idades se sobrepõem às da categoria M 18-29/)).toBeVisible();
  await expect(form.getByLabel('Idade mínima')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await table.getByRole('button', { name: 'Editar a categoria F 60+' }).click();
  form = page.getByRole('form', { name: 'Editar a categoria F 60+' });
  await form.getByLabel(/Premiados/).fill('5');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form).toBeHidden();
  const f60 = table.getByRole('row', { name: /F 60\+/ });
  await expect(f60).toBeFocused();
  await expect(f60.getByRole('cell').nth(6)).toHaveText('5');

  await table.getByRole('button', { name: 'Excluir a categoria Equipes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir a categoria Equipes?' });
  await confirm.getByRole('button', { name: 'Excluir categoria' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table.getByRole('row', { name: /Equipes/ })).toHaveCount(0);
});
