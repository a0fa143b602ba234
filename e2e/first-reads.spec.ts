import { expect, test, type Page } from '@playwright/test';
import { yearIn } from './support/demo';
import { scrollThrough } from './support/navigation';
import { signIn } from './support/session';

const TRAIL = `TRAIL-SMAR-${yearIn(30)}`;

/** Each hub read a page made, by path and query, with how many times it went out. */
function countReads(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^\/(api|auth)\//.test(url.pathname) || request.method() !== 'GET') return;
    const read = url.pathname + url.search;
    counts.set(read, (counts.get(read) ?? 0) + 1);
  });
  return counts;
}

/** The hub's answers a page's HTML carries, by read. */
function carriedBy(html: string): Record<string, unknown> {
  const carried = /<script type="application\/json" id="hub-first-reads">(.*?)<\/script>/s.exec(
    html,
  );
  return JSON.parse(carried?.[1] ?? '{}') as Record<string, unknown>;
}

test('an overview opened cold comes with its reads, asks none of them again, and reads nothing twice', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page);
  // The list's reads are over before counting begins.
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The page as the server makes it for a signed-in person: loaded, not reached in the app. A
  // read the hub answers after the page's 300 ms wait is asked by the app instead (which is
  // right), so a load on a machine busy with other journeys is tried again until all are in.
  const counts = countReads(page);
  let answers: Record<string, unknown> = {};
  let races: { code: string }[] = [];
  await expect(async () => {
    counts.clear();
    const response = await page.goto(`/events/${TRAIL}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    answers = carriedBy((await response?.text()) ?? '');
    const reads = Object.keys(answers);
    expect(reads).toEqual(expect.arrayContaining(['/auth/session', `/api/v1/events/${TRAIL}`]));
    // Each race's vacancy and rule count come with it too, as the page asks them.
    races = (answers[`/api/v1/events/${TRAIL}/races`] as { data: { code: string }[] }).data;
    expect(races.length).toBeGreaterThan(0);
    for (const { code } of races) {
      const race = `/api/v1/events/${TRAIL}/races/${encodeURIComponent(code)}`;
      expect(reads).toEqual(
        expect.arrayContaining([`${race}/vacancy`, `${race}/prize-rules?page=1&per_page=1`]),
      );
    }
    expect(reads).toHaveLength(8 + 2 * races.length);
  }).toPass({ timeout: 30_000 });
  const reads = Object.keys(answers);
  // What came with the page is not hinted as well.
  const hinted = await page
    .locator('link[rel=preload][as=fetch]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hinted).toEqual([]);
  // The schemas the app checks those reads with come with the route's files, not after them.
  const modules = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(modules).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/event-schemas-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/salespeople-[\w-]+\.js$/),
    ]),
  );

  await expect(page.getByRole('heading', { name: 'Revisão da configuração' })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('region', { name: 'Provas' }).getByRole('row')).not.toHaveCount(0);
  // The event's name on the page is the one the page came with.
  const event = answers[`/api/v1/events/${TRAIL}`] as { data: { name: string } };
  await expect(page.getByRole('heading', { level: 1, name: event.data.name })).toBeVisible();

  // An answer the app did not take would show as a request for the same read.
  for (const read of reads) expect(counts.get(read), read).toBeUndefined();
  const twice = [...counts].filter(([, n]) => n > 1).map(([read]) => read);
  expect(twice).toEqual([]);
  // Not one race's vacancy or rule count went out: the page had them all.
  expect([...counts.keys()].filter((read) => /\/(vacancy|prize-rules)\b/.test(read))).toEqual([]);
  const asked = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(vacancy|prize-rules)\b/.test(entry.name)).length,
  );
  expect(asked).toBe(0);
  // And the review shows them: each race's row has its places.
  await expect(
    page
      .getByRole('region', { name: 'Provas' })
      .getByRole('row')
      .filter({ hasText: /\d+ (de [\d.]+|inscritos)/ }),
  ).toHaveCount(races.length);

  expect(errors).toEqual([]);
});

test('the events list opened cold comes with its first page and asks the hub nothing for it', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const counts = countReads(page);
  const read = '/api/v1/events?page=1&per_page=15&include=counters';
  let answers: Record<string, unknown> = {};
  // As above: a list the hub answers after the page's wait is asked by the app instead.
  await expect(async () => {
    counts.clear();
    answers = carriedBy((await (await page.goto('/events'))?.text()) ?? '');
    expect(Object.keys(answers).sort()).toEqual([read, '/auth/session']);
  }).toPass({ timeout: 30_000 });
  // Its schemas come with the route's files, not after the list's first read has started.
  const modules = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(modules).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/event-schemas-[\w-]+\.js$/)]),
  );
  const list = answers[read] as { data: { name: string }[] };
  await expect(page.getByRole('table')).toContainText(list.data[0].name);
  expect([...counts.keys()].filter((asked) => asked.startsWith('/api/v1/events'))).toEqual([]);
  expect([...counts.keys()]).not.toContain('/auth/session');
});

test('a signed-out visit to an event page hints no hub read', async ({ page }) => {
  const answer = await page.request.get(`/events/${TRAIL}`);
  const html = await answer.text();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/auth/session">');
  expect(html).not.toContain('/api/v1/');
});
