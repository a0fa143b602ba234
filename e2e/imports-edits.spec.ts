import { expect, test, type Page } from '@playwright/test';
import { eventCode } from './support/demo';
import { signIn } from './support/session';
import { SIZES } from './support/viewports';

const FILE_LABEL = 'Arquivo (.csv, .txt ou .xlsx)';

/** Bibs the hub has given in a race of the event (`GET /events/{event}/bibs`). */
async function bibsOf(page: Page, event: string, race: string) {
  const res = await page.request.get(`/api/v1/events/${event}/bibs`);
  const body = (await res.json()) as { data: { race: string; bibs: string[] }[] };
  return body.data.find((r) => r.race === race)!.bibs;
}

test('fixed cells survive choosing the race after the review and every step back and forth', async ({
  page,
}) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  const [a, b, c] = await bibsOf(page, event, '10K');
  await page.goto(`/events/${event}/imports`);
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  const csv = ['Peito;Nome;Tempo', `${a};Ana;00:40:10`, `${b};Bruno;abc`, `${c};Carla;00:42:30`];
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'resultados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  const table = page.getByRole('table', { name: 'Linhas do arquivo' });
  await table.getByRole('button', { name: 'Corrigir Tempo da linha 3' }).click();
  const input = table.getByRole('textbox', { name: 'Novo valor de Tempo da linha 3' });
  await input.fill('00:41:00');
  await input.press('Enter');
  await expect(table.getByRole('cell', { name: '00:41:00' })).toBeVisible();

  // The review asks for the race; choosing it checks the rows again, the fix kept.
  await expect(page.getByText(/^Escolha a prova do arquivo, ou mapeie/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar 3 linhas' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('10K');
  await expect(page.getByRole('heading', { name: 'Conferência das linhas' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '00:41:00' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Corrigir Tempo da linha 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Voltar às colunas' }).click();
  await expect(page.getByLabel('Campo da coluna Tempo')).toBeVisible();
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await expect(table.getByRole('cell', { name: '00:41:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar 3 linhas' })).toBeEnabled();
});

test('on a phone the review is a list of cards, each row with its problem and its fix', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize(SIZES.phone);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  await page.goto(`/events/${event}/imports`);
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('10K');
  const csv = [
    'Nome completo;CPF;Data de nascimento',
    'Ana Souza;529.982.247-25;01/02/1990',
    'Bruno Lima;123.456.789-00;03/04/1985',
  ];
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'inscritos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  const list = page.getByRole('list', { name: 'Linhas do arquivo' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Linhas do arquivo' })).toHaveCount(0);
  const bruno = list.getByRole('listitem').filter({ hasText: 'Linha 3' });
  await expect(bruno).toContainText('Bruno Lima');
  await expect(bruno).toContainText(/CPF: CPF 123\.456\.789-00 inválido/);
  // Nothing in the card is wider than the phone.
  const box = await bruno.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(SIZES.phone.width);
  await bruno.getByRole('button', { name: 'Corrigir CPF da linha 3' }).click();
  const input = bruno.getByRole('textbox', { name: 'Novo valor de CPF da linha 3' });
  await input.fill('111.444.777-35');
  await input.press('Enter');
  await expect(list.getByText('Pronta para enviar')).toHaveCount(2);
});

test('on a phone the podium preview keeps its times in their card, and leaves out a bib nobody holds', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize(SIZES.phone);
  const event = await eventCode(page.request, 'MEIA-CWB-');
  const bibs = await bibsOf(page, event, '10K');
  const rows = ['Peito;Nome;Sexo;Tempo', '99999;Intrusa Sem Inscrição;M;00:29:00'];
  bibs
    .slice(0, 3)
    .forEach((bib, i) =>
      rows.push(`${bib};Participante Com Um Nome Bem Comprido ${i};M;00:3${i}:10`),
    );
  await page.goto(`/events/${event}/imports`);
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('10K');
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'resultados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\r\n')),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  const card = page.getByRole('article', { name: 'Geral · Masculino' });
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card).not.toContainText('Intrusa');
  const frame = (await card.boundingBox())!;
  for (const time of ['00:30:10', '00:31:10', '00:32:10']) {
    const box = (await card.getByText(time, { exact: true }).boundingBox())!;
    expect(box.x + box.width, time).toBeLessThanOrEqual(frame.x + frame.width);
  }
});
