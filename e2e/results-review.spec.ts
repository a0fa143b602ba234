import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { eventCode } from './support/demo';
import { signIn } from './support/session';

/*
 * The referee's review of a results file before sending: bibs looked up in the event's
 * registrations, and the podium the race's prize rules would give (the demo's standard rules:
 * top 5 men, top 5 women, top 3 per age group). Nothing is sent.
 */
test('bibs nobody holds or held in another race are flagged; the podium shows before sending', async ({
  page,
}) => {
  await signIn(page);
  const event = await eventCode(page.request, 'MARATONA-SP-');
  const bibs = (await (await page.request.get(`/api/v1/events/${event}/bibs`)).json()) as {
    data: { race: string; bibs: string[] }[];
  };
  const own = bibs.data.find((r) => r.race === '10K')!.bibs;
  const other = bibs.data.find((r) => r.race !== '10K' && r.bibs.length > 0)!;
  expect(own.length).toBeGreaterThan(3);

  const csv = [
    'Nº;Nome;Sexo;Tempo',
    `${own[0]};Zélia Rápida;F;00:33:05`,
    `${own[1]};Marta Constante;F;00:41:10`,
    `${own[2]};Otávio Firme;M;00:36:40`,
    `${other.bibs[0]};Pedro Trocado;M;00:38:00`,
    `99999;Quem Sabe;M;00:45:00`,
  ].join('\r\n');
  await page.goto(`/events/${event}/imports`);
  await page
    .getByRole('radiogroup', { name: 'O que importar' })
    .getByRole('radio', { name: 'Resultados' })
    .dispatchEvent('click');
  await page.getByRole('combobox', { name: 'Prova' }).selectOption('10K');
  await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles({
    name: 'chegada-10k.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  await page.getByRole('button', { name: 'Conferir as linhas' }).click();

  const review = page.getByRole('group', { name: 'Revisão do árbitro' });
  await expect(
    review.getByRole('button', { name: '1 número sem inscrição nesta prova' }),
  ).toBeVisible();
  const elsewhere = review.getByRole('button', { name: '1 número inscrito em outra prova' });
  await elsewhere.click();
  await expect(page.getByText(`está inscrito na prova ${other.race}`)).toBeVisible();

  const podium = page.getByRole('region', { name: 'Pódio pelas regras de premiação' });
  const women = podium.getByRole('article', { name: 'Geral · Feminino' });
  await expect(women.getByRole('listitem')).toHaveText([
    /Zélia Rápida.*linha 2.*00:33:05/,
    /Marta Constante.*linha 3.*00:41:10/,
  ]);
  // Neither the bib registered in another race (the hub would refuse that row) nor the bib
  // nobody holds (a stranger, or a typo) is on the podium.
  await expect(
    podium.getByRole('article', { name: 'Geral · Masculino' }).getByRole('listitem'),
  ).toHaveText([/Otávio Firme/]);
  await expectNoSeriousViolations(page);
  await podium.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/results-review-podium.png' });
});
