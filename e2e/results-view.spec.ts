import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../src/contract/session-wire';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode } from './support/demo';
import { openEventTab } from './support/navigation';
import { E2E_PORTS } from './support/ports';
import { keys, signIn, signInWith } from './support/session';

/*
 * The results view of a race: results posted through the API into the demo event's 10K (its
 * prize rules: top 5 men, top 5 women, top 3 per age group, top 3 PcD), then read back in the
 * table, the podium and the CSV; reached from the Imports and Prizes tabs.
 */
const split = (time: string) => [{ checkpoint: '5K', time }];
const RESULTS = [
  {
    bib: '7001',
    name: 'Ana Souza',
    sex: 'F',
    age: 34,
    category: 'F 30-39',
    team: 'Serra Runners',
    net_time: '00:38:12',
    gun_time: '00:38:20',
    overall_position: 1,
    gender_position: 1,
    category_position: 1,
    splits: split('00:19:01'),
  },
  {
    bib: '7002',
    name: 'Bruno Lima',
    sex: 'M',
    age: 31,
    category: 'M 30-39',
    net_time: '00:39:00',
    gun_time: '00:39:09',
    overall_position: 2,
    gender_position: 1,
    category_position: 1,
    splits: split('00:19:30'),
  },
  {
    bib: '7003',
    name: 'Carla Dias',
    sex: 'F',
    age: 36,
    category: 'F 30-39',
    net_time: '00:40:00',
    gun_time: '00:40:31',
    overall_position: 3,
    gender_position: 2,
    category_position: 2,
    splits: split('00:20:02'),
  },
  {
    bib: '7004',
    name: 'Dora Reis',
    sex: 'F',
    age: 38,
    category: 'F 30-39',
    net_time: '00:40:00',
    gun_time: '00:40:12',
    overall_position: 3,
    gender_position: 2,
    category_position: 2,
    splits: split('00:20:05'),
  },
  {
    bib: '7005',
    name: 'Eduardo Prado',
    sex: 'M',
    age: 45,
    category: 'M 40-49',
    team: 'Lago Negro Team',
    net_time: '00:41:30',
    gun_time: '00:41:44',
    overall_position: 5,
    gender_position: 2,
    category_position: 1,
    splits: split('00:20:40'),
  },
  {
    // A mat that missed the runner: no 5K split.
    bib: '7006',
    name: 'Fábio Nunes',
    sex: 'M',
    age: 33,
    category: 'M 30-39',
    net_time: '00:43:10',
    gun_time: '00:43:40',
    overall_position: 6,
    gender_position: 3,
    category_position: 2,
  },
  {
    bib: '7007',
    name: 'Gabriela Rocha',
    sex: 'F',
    age: 27,
    category: 'F 18-29',
    net_time: '00:44:00',
    gun_time: '00:44:15',
    overall_position: 7,
    gender_position: 4,
    category_position: 1,
    splits: split('00:21:58'),
  },
  { bib: '7008', name: 'Heitor Campos', sex: 'M', age: 52, category: 'M 50-59', status: 'dnf' },
  { bib: '7009', name: 'Iara Moura', sex: 'F', age: 41, category: 'F 40-49', status: 'dns' },
  { bib: '7010', name: 'João Pires', sex: 'M', age: 35, category: 'M 30-39', status: 'dsq' },
];

const csrf = { [CSRF_HEADER]: CSRF_VALUE };

/** Posts the results (upsert by bib: a second post changes nothing) and waits for the queue. */
async function postResults(request: APIRequestContext, event: string) {
  const posted = await request.post(`/api/v1/events/${event}/races/10K/results`, {
    headers: csrf,
    data: { results: RESULTS },
  });
  expect(posted.status()).toBe(202);
  const { import_id } = (await posted.json()) as { import_id: number };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/events/${event}/result-imports/${import_id}`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
}

async function openResults(page: Page) {
  await signIn(page);
  const event = await eventCode(page.request, 'CIRCUITO-GMD-');
  await postResults(page.request, event);
  return event;
}

const table = (page: Page) => page.getByRole('table', { name: 'Resultados da prova Corrida 10K' });
const podium = (page: Page) => page.getByRole('region', { name: 'Pódio por regra de premiação' });

test('places, splits, non-finishers, podium and the CSV of a race, reached from Imports', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const event = await openResults(page);

  await page.goto(`/events/${event}/imports?history=results`);
  await page.getByRole('link', { name: 'Ver resultados da prova 10K' }).first().click();
  await expect(page).toHaveURL(/\/results\?race=10K$/);
  await expect(
    page.getByRole('navigation', { name: 'Seções do evento' }).getByRole('link', {
      name: 'Resultados',
    }),
  ).toHaveAttribute('aria-current', 'page');

  const rows = table(page).getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(10);
  await expect(table(page).getByRole('columnheader', { name: '5K' })).toBeVisible();
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    '1',
    '1',
    '1',
    '7001',
    'Ana Souza',
    'F',
    '34',
    'F 30-39',
    'Serra Runners',
    '00:38:12',
    '00:38:20',
    'Concluiu',
    '00:19:01',
  ]);
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText('3');
  await expect(rows.nth(3).getByRole('cell').first()).toHaveText('3');
  await expect(rows.nth(5).getByRole('cell').last()).toHaveText('—');
  const heitor = rows.filter({ hasText: 'Heitor Campos' }).getByRole('cell');
  await expect(heitor.first()).toHaveText('—');
  await expect(heitor.nth(11)).toHaveText('DNF');
  await expect(rows.filter({ hasText: 'Iara Moura' }).getByRole('cell').nth(11)).toHaveText('DNS');

  const women = podium(page).getByRole('list', { name: 'Premiados: Geral · Feminino' });
  await expect(women.getByRole('listitem')).toHaveCount(4);
  await expect(women.getByRole('listitem').nth(1)).toContainText('Carla Dias');
  await expect(women.getByText('empate')).toHaveCount(2);
  const men = podium(page).getByRole('list', { name: 'Premiados: Geral · Masculino' });
  await expect(men.getByRole('listitem')).toHaveText([
    /Bruno Lima.*00:39:00/,
    /Eduardo Prado/,
    /Fábio Nunes/,
  ]);
  await expect(
    podium(page)
      .getByRole('list', { name: 'Premiados: Faixa etária · F 30-39' })
      .getByRole('listitem'),
  ).toHaveCount(3);
  await expect(
    podium(page)
      .getByRole('article', { name: 'Categoria · PCD' })
      .getByText('Ninguém concluiu nesta regra ainda.'),
  ).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Situação' })
    .selectOption({ label: 'Não terminou (DNF)' });
  await expect(page).toHaveURL(/status=dnf/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Heitor Campos');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(rows).toHaveCount(10);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`resultados-${event}-10K.csv`);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Colocação geral;Colocação no sexo;Colocação na categoria;Peito;Nome;Sexo;Idade;Categoria;Equipe;Tempo líquido;Tempo bruto;Situação;5K',
  );
  expect(lines.slice(1, -1)).toHaveLength(RESULTS.length);
  expect(lines[1]).toBe(
    '1;1;1;7001;Ana Souza;F;34;F 30-39;Serra Runners;00:38:12;00:38:20;Concluiu;00:19:01',
  );
  expect(lines).toContain('6;3;2;7006;Fábio Nunes;M;33;M 30-39;;00:43:10;00:43:40;Concluiu;');
  expect(lines).toContain(';;;7008;Heitor Campos;M;52;M 50-59;;;;DNF;');
  expect(lines.at(-1)).toBe('');
});

test('a results upload ends with a link to the race results', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const event = await eventCode(page.request, 'CIRCUITO-GMD-');
  const code = `VIEW${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const created = await page.request.post(`/api/v1/events/${event}/races`, {
    headers: csrf,
    data: { name: `Resultados ${code}`, code, distance: 5, starts_at: '2027-04-22T07:00:00-03:00' },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/events/${event}/imports`);
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  await page.getByRole('combobox', { name: 'Prova' }).selectOption(code);
  const csv = [
    'Peito;Nome;Situação;Tempo líquido',
    '9101;Lia Prates;Concluiu;00:21:10',
    '9102;Otto Brandão;Concluiu;00:20:05',
    '9103;Rui Sales;DNF;',
  ].join('\r\n');
  await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles({
    name: 'resultados-5k.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();
  await page.getByRole('button', { name: 'Enviar 3 linhas' }).click();
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 30_000,
  });
  // The report's link; the history below links each import's race too.
  await page.getByRole('link', { name: 'Ver resultados', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/results\\?race=${code}$`));
  const rows = page
    .getByRole('table', { name: `Resultados da prova Resultados ${code}` })
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Otto Brandão');
  await expect(rows.last()).toContainText('DNF');
  await expect(page.getByText('Sem regras de premiação')).toBeVisible();
});

test('the Prizes tab links to the results of its race', async ({ page }) => {
  const event = await openResults(page);
  await page.goto(`/events/${event}/prizes?race=10K`);
  await page.getByRole('link', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/results\?race=10K$/);
  await expect(table(page)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`results view: no serious axe violations, screenshots (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (value) => localStorage.setItem('hub-console-color-scheme', value),
      scheme,
    );
    const event = await openResults(page);
    await page.goto(`/events/${event}/results?race=10K`);
    await expect(table(page).getByRole('row')).toHaveCount(12);
    await expect(
      podium(page).getByRole('list', { name: 'Premiados: Geral · Feminino' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `.tmp/screens/results-view-${scheme}.png`, fullPage: true });
  });
}

test.describe('on a spec-only hub', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

  test('the results tab says this hub does not return results', async ({ page }) => {
    await page.goto('/events');
    await signInWith(page, keys.specOnlyManage());
    await openEventTab(page, 'Meia Maratona de Curitiba', 'Resultados');
    await expect(page.getByText('Este hub não devolve resultados')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
