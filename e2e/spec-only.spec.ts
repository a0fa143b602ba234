import { expect, test } from '@playwright/test';
import { scrollThrough } from './support/navigation';
import { keys, signInWith } from './support/session';
import { eventCode } from './support/demo';

test('the same journey on a hub without the extensions', async ({ page }) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(page.getByLabel('Buscar')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByText('Hub só com a especificação').filter({ visible: true }),
  ).toBeVisible();

  await page.getByLabel('Situação').selectOption('active');
  await page.getByLabel('Por página').selectOption('5');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provas' })).toContainText(
    'Não disponível neste hub',
  );
  await scrollThrough(page);
  await expect(page.getByRole('region', { name: 'Lotes' })).toContainText(
    'Não disponível neste hub',
  );
  await expect(page.getByRole('region', { name: 'Taxas' })).toContainText('R$');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Meia Maratona de Curitiba', level: 1 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the configuration review names what this hub could not return', async ({ page }) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  await page.getByRole('table').getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await expect(page.getByRole('heading', { name: 'Revisão da configuração' })).toBeVisible();

  const missing = page.getByRole('region', { name: 'Não disponível neste hub' });
  for (const read of [
    'Provas, modalidades e categorias',
    'Lotes, preços e janelas de venda',
    'Formulário de inscrição',
    'Retenção e repasses',
    'Vagas por prova',
  ])
    await expect(missing.getByRole('listitem').filter({ hasText: read })).toBeVisible();

  const checklist = page.getByRole('region', { name: 'O que conferir' });
  await expect(checklist.getByText('Não verificado')).toBeVisible();
  await expect(
    checklist.getByText('Provas sem lote: sem a lista de provas, a lista de lotes'),
  ).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('region', { name: 'Vendedor' })).not.toBeEmpty();
});

test('copying a file into an event on a hub that cannot list what it has', async ({ page }) => {
  // What the plan cannot check, it does not create unless told the event is empty.
  const res = await page.request.get('/api/v1/events?per_page=100', {
    headers: { authorization: `Bearer ${keys.specOnlyManage()}` },
  });
  const events = (
    (await res.json()) as { data: { code: string; date: string; registration_opens_at: string }[] }
  ).data;
  const event = events.find((e) => e.code.startsWith('KIDS-FLN-'))!;
  const file = {
    version: 1,
    event: { code: 'ORIGEM', name: 'Evento de origem', date: event.date },
    races: [
      {
        code: 'COPIA-3K',
        name: 'Copiada 3K',
        starts_at: `${event.date}T09:00:00-03:00`,
        distance: 3,
      },
    ],
    batches: [
      {
        name: 'Lote copiado',
        max_installments: 1,
        starts_at: event.registration_opens_at,
        ends_at: `${event.date}T08:00:00-03:00`,
        prices: { 'COPIA-3K': 4990 },
      },
    ],
    registration_fields: [],
  };

  await page.goto(`/events/${event.code}`);
  await signInWith(page, keys.specOnlyManage());
  await expect(page.getByRole('button', { name: 'Exportar configuração' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar evento' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Copiar de outro evento' }).click();
  await expect(page.getByText('Este hub não lista o que um evento tem')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'origem.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const plan = page.getByRole('region', { name: 'Plano' });
  await expect(plan.getByText(/0 a criar, .*2 desconhecidos/)).toBeVisible();
  await expect(plan.getByRole('button', { name: /^Aplicar/ })).toHaveCount(0);

  await page.getByText('O evento está vazio: criar tudo').click();
  await expect(plan.getByText(/2 a criar/)).toBeVisible();
  await plan.getByRole('button', { name: 'Aplicar 2 mudanças' }).click();
  await page
    .getByRole('dialog', { name: 'Aplicar a configuração' })
    .getByRole('button', { name: /^Aplicar/ })
    .click();
  await expect(page.getByText(/Configuração aplicada: 2 mudanças gravadas/)).toBeVisible();
  // Applied once: the plan cannot see it, so it does not offer to create it again.
  await expect(plan.getByText(/0 a criar, .*2 desconhecidos/)).toBeVisible();
  await expect(plan.getByRole('button', { name: /^Aplicar/ })).toHaveCount(0);
  // The race is there: its vacancy is a read the spec has.
  const vacancy = await page.request.get(`/api/v1/events/${event.code}/races/COPIA-3K/vacancy`, {
    headers: { authorization: `Bearer ${keys.specOnlyManage()}` },
  });
  expect(vacancy.status()).toBe(200);
});

test('the races tab offers no category editor on a hub without the extensions', async ({
  page,
}) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  await page.getByRole('table').getByRole('link', { name: 'Meia Maratona de Curitiba' }).click();
  await page
    .getByRole('navigation', { name: 'Seções do evento' })
    .getByRole('link', { name: 'Provas' })
    .click();
  // The list says it shows this session's races only, and the race form is there: the tab is
  // complete, with neither the categories nor their generator.
  await expect(page.getByRole('region', { name: 'Provas do evento' })).toContainText(
    'Este hub não lista as provas de um evento',
  );
  await expect(page.getByRole('form', { name: 'Nova prova' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categorias' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar faixas etárias' })).toHaveCount(0);
});

test('an import on a hub that takes no answers to the event fields says their columns are not sent', async ({
  page,
}) => {
  await page.goto('/events');
  await signInWith(page, keys.specOnlyManage());
  const event = await eventCode(page.request, 'MEIA-CWB-');
  await page.goto(`/events/${event}/imports`);
  await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles({
    name: 'camisetas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Nome;CPF;Camiseta\r\nAna Souza;529.982.247-25;M\r\n'),
  });
  await expect(
    page.getByText(
      'Este hub não recebe respostas aos campos do evento (como Tamanho da camiseta): as colunas delas não são enviadas.',
    ),
  ).toBeVisible();
  const column = page.getByRole('combobox', { name: 'Campo da coluna Camiseta' });
  await expect(column).toHaveValue('');
  await expect(column.getByRole('group')).toHaveCount(0);
});
