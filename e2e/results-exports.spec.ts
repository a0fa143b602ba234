import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../src/contract/session-wire';
import { raceTimeToMs } from '../src/contract/time';
import { eventCode } from './support/demo';
import { signIn } from './support/session';

/*
 * Each timing export of e2e/fixtures/results, imported with the mapping the dashboard
 * proposes, untouched, then read back through the API and compared, row by row, with the
 * file's ground truth: statuses, times, places, splits and the extension fields.
 */
const DIR = path.resolve(import.meta.dirname, 'fixtures/results');
const FILES = fs.readdirSync(DIR).filter((name) => name.endsWith('.csv'));

interface TruthSplit {
  checkpoint: string;
  distance_km: number | null;
  time: string;
}
interface TruthResult {
  row: number;
  bib: string;
  status: string;
  net_time: string | null;
  gun_time: string | null;
  overall_position: number | null;
  gender_position: number | null;
  category_position: number | null;
  sex: string | null;
  age: number | null;
  team: string | null;
  category: string | null;
  splits: TruthSplit[];
}
interface Truth {
  distance_km: number;
  columns: Record<string, string>;
  results: TruthResult[];
}
interface HubResult {
  bib: string;
  status: string;
  net_time: string | null;
  gun_time: string | null;
  overall_position: number | null;
  gender_position: number | null;
  category_position: number | null;
  sex: string | null;
  age: number | null;
  team: string | null;
  category: string | null;
  splits: { checkpoint: string; distance: number | null; time: string }[];
}

const ms = (time: string | null) => (time === null ? null : raceTimeToMs(time));

async function readResults(request: APIRequestContext, event: string, race: string) {
  const all: HubResult[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `/api/v1/events/${event}/races/${race}/results?per_page=1000&page=${page}`,
    );
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: HubResult[]; meta: { last_page: number } };
    all.push(...body.data);
    if (page >= body.meta.last_page) return all;
  }
}

/** What the hub must hold for a file: the first row of a repeated bib, finishers with a time. */
function expectedOf(truth: Truth): Map<string, TruthResult> {
  const out = new Map<string, TruthResult>();
  for (const result of truth.results) {
    if (out.has(result.bib)) continue;
    if (result.status === 'finished' && result.net_time === null) continue;
    out.set(result.bib, result);
  }
  return out;
}

test.describe.configure({ mode: 'serial' });

for (const [n, file] of FILES.entries()) {
  test(`${file}: imported with the proposed mapping, every row, split and place as exported`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const truth = JSON.parse(
      fs.readFileSync(path.join(DIR, file.replace('.csv', '.expected.json')), 'utf8'),
    ) as Truth;
    await signIn(page);
    // An event no other journey counts the races of: each file adds a race to it.
    const event = await eventCode(page.request, 'CIRCUITO-GMD-');
    const code = `TIMING${n}${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const created = await page.request.post(`/api/v1/events/${event}/races`, {
      headers: { [CSRF_HEADER]: CSRF_VALUE },
      data: {
        name: `Resultados ${file}`,
        code,
        distance: truth.distance_km,
        starts_at: '2027-04-22T07:00:00-03:00',
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/events/${event}/imports`);
    await page
      .getByRole('radiogroup', { name: 'O que importar' })
      .getByRole('radio', { name: 'Resultados' })
      .dispatchEvent('click');
    await page.getByRole('combobox', { name: 'Prova' }).selectOption(code);
    await page.getByLabel('Arquivo (.csv, .txt ou .xlsx)').setInputFiles(path.join(DIR, file));

    // The proposed mapping is the one the timing software meant, and it is left untouched.
    for (const [header, field] of Object.entries(truth.columns))
      await expect(
        page.getByLabel(`Campo da coluna ${header}`, { exact: true }),
        header,
      ).toHaveValue(field === 'ignore' ? '' : field);
    if (file.startsWith('big-city'))
      await page.screenshot({ path: '.tmp/screens/results-mapping-big-city.png', fullPage: true });
    await page.getByRole('button', { name: 'Conferir as linhas' }).click();
    await page.getByRole('button', { name: /^Enviar [\d.]+ linhas?$/ }).click();
    await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
      timeout: 120_000,
    });

    // The demo event already holds registrations: a bib registered in another of its races
    // is a conflict the hub reports (and keeps nothing for), the only one allowed here.
    const history = await page.request.get(`/api/v1/events/${event}/result-imports?per_page=5`);
    const mine = (
      (await history.json()) as { data: { import_id: number; race_code: string }[] }
    ).data.filter((i) => i.race_code === code);
    const conflicted = new Set<string>();
    for (const { import_id } of mine) {
      const detail = await page.request.get(`/api/v1/events/${event}/result-imports/${import_id}`);
      const status = (await detail.json()) as {
        status: string;
        items: { outcome: string; bib: string | null; message: string }[];
      };
      expect(status.status).toBe('completed');
      for (const item of status.items) {
        expect(item.message, `bib ${item.bib}`).toMatch(/inscrito em outra prova do evento/);
        conflicted.add(item.bib!);
      }
    }
    const expected = expectedOf(truth);
    for (const bib of conflicted) expected.delete(bib);
    // Most rows must still be compared: the conflicts are the demo's bibs, not the file's.
    expect(conflicted.size, 'bibs registered in other races').toBeLessThan(expected.size / 2);
    const stored = await readResults(page.request, event, code);
    expect(stored.map((r) => r.bib).sort()).toEqual([...expected.keys()].sort());
    const mismatches: string[] = [];
    const check = (bib: string, what: string, got: unknown, want: unknown) => {
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${bib} ${what}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
    };
    for (const got of stored) {
      const want = expected.get(got.bib)!;
      check(got.bib, 'status', got.status, want.status);
      check(got.bib, 'net_time', ms(got.net_time), ms(want.net_time));
      if (truth.columns && Object.values(truth.columns).includes('gun_time'))
        check(got.bib, 'gun_time', ms(got.gun_time), ms(want.gun_time));
      // Places the file gives are kept; those it lacks are computed (and not compared).
      for (const place of ['overall_position', 'gender_position', 'category_position'] as const)
        if (want[place] !== null || want.status !== 'finished')
          check(got.bib, place, got[place], want[place]);
      check(got.bib, 'sex', got.sex, want.sex);
      check(got.bib, 'age', got.age, want.age);
      check(got.bib, 'team', got.team, want.team);
      const splits = (list: { checkpoint: string; time: string }[]) =>
        list.map((s) => `${s.checkpoint}=${ms(s.time)}`).sort();
      check(got.bib, 'splits', splits(got.splits), splits(want.splits));
      for (const split of got.splits) {
        const header = want.splits.find((s) => s.checkpoint === split.checkpoint);
        if (header) check(got.bib, `${split.checkpoint} km`, split.distance, header.distance_km);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
}
