import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { createKeyWithCli, spawnHub } from '@/testing/hub/spawn-hub';
import { tempDir, type BenchRow } from './harness';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const RACES = 20;
const PRICE = '89,90';
/** Our goals, not the issue's (it asks for the figure): INP's "good" line for a whole
    interaction, and a 100 ms human-perception line for the wait before the handlers run. */
const INP_GOOD_MS = 200;
const INPUT_DELAY_MS = 100;

/** The real server with the demo data, on a free port, serving the built dashboard. */
async function startHub() {
  await run('npx', ['vite', 'build'], { cwd: root });
  const dataDir = tempDir('hub-bench-grid-');
  const key = await createKeyWithCli({ HUB_DATA_DIR: dataDir }, 'bench', 'manage');
  const hub = await spawnHub({ HUB_DATA_DIR: dataDir });
  const stop = async () => {
    await hub.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: hub.base, key, stop };
}

/** A demo event topped up with races until it has exactly `RACES`. */
async function eventWithRaces(base: string, key: string): Promise<string> {
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: unknown };
  };
  const events = (await call('GET', '/events?per_page=100')).data as { code: string }[];
  const event = events.find((e) => e.code.startsWith('6H-BSB')) ?? events[0];
  const existing = ((await call('GET', `/events/${event.code}/races`)).data as unknown[]).length;
  for (let i = existing; i < RACES; i++)
    await call('POST', `/events/${event.code}/races`, {
      name: `Bench ${String(i + 1).padStart(2, '0')}`,
      distance: i + 1,
      starts_at: '2027-05-10T07:00:00-03:00',
    });
  return event.code;
}

/* Event Timing entries of real interactions (keydown/keypress/input/keyup share one
   interactionId). Per interaction: its latency, the slowest entry's duration, as INP counts
   it; and its input delay, the longest wait from the event to its handlers starting. */
const OBSERVE = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions.get(entry.interactionId) ?? { latency: 0, delay: 0 };
      window.__interactions.set(entry.interactionId, {
        latency: Math.max(seen.latency, entry.duration),
        delay: Math.max(seen.delay, entry.processingStart - entry.startTime),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface Interaction {
  latency: number;
  delay: number;
}
type Observed = { __interactions: Map<number, Interaction> };

async function typeInto(page: Page, labels: string[]): Promise<Interaction[]> {
  await page.evaluate(() => (window as unknown as Observed).__interactions.clear());
  for (const label of labels) {
    await page.getByLabel(label, { exact: true }).click();
    await page.keyboard.type(PRICE, { delay: 30 });
  }
  // Entries are delivered after the next frame.
  await page.waitForTimeout(500);
  return page.evaluate(() => [...(window as unknown as Observed).__interactions.values()]);
}

const p98 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.98))];
};

/**
 * Input delay and INP-style latency of typing a price into every cell of a 20-race grid,
 * against 20 bare inputs on a page from the same origin. Interactions under 16 ms are not reported by the
 * browser, so a figure of 0 means "every interaction under 16 ms".
 */
export async function benchPriceGrid(): Promise<BenchRow[]> {
  const hub = await startHub();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const eventCode = await eventWithRaces(hub.base, hub.key);
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();

    await page.goto(`${hub.base}/sign-in`);
    await page.getByLabel('Chave de API').fill(hub.key);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const gridUrl = `${hub.base}/events/${encodeURIComponent(eventCode)}/batches`;
    await page.goto(gridUrl);
    const cells = page.getByRole('textbox', { name: /^Preço de / });
    await cells.nth(RACES - 1).waitFor();
    const labels = (await cells.evaluateAll((inputs) =>
      inputs.map((input) => input.getAttribute('aria-label') ?? ''),
    )) as string[];
    if (labels.length !== RACES)
      throw new Error(`expected ${RACES} price cells, got ${labels.length}`);
    // The baseline's inputs sit where the grid's cells sit, on a page as tall: headless
    // Chromium is slow to present a frame for an input at the viewport's edge, which is where
    // clicking a cell below the fold scrolls it to, and the baseline must pay that too.
    const geometry = await cells.evaluateAll((inputs) => ({
      height: document.documentElement.scrollHeight,
      boxes: inputs.map((input) => {
        const r = input.getBoundingClientRect();
        return { top: r.top + scrollY, left: r.left + scrollX, width: r.width, height: r.height };
      }),
    }));
    const bare = Array.from({ length: RACES }, (_, i) => `Campo ${i + 1}`);
    await page.route(`${hub.base}/bench-baseline`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="pt-BR"><body style="margin:0;height:${geometry.height}px">${bare
          .map((label, i) => {
            const b = geometry.boxes[i];
            return `<input aria-label="${label}" style="position:absolute;top:${b.top}px;left:${b.left}px;width:${b.width}px;height:${b.height}px;box-sizing:border-box">`;
          })
          .join('')}</body></html>`,
      }),
    );
    await page.goto(`${hub.base}/bench-baseline`);
    const baseline = await typeInto(page, bare);

    await page.goto(gridUrl);
    await cells.nth(RACES - 1).waitFor();
    const grid = await typeInto(page, labels);

    const interactions = RACES * PRICE.length;
    const latencies = (list: Interaction[]) => list.map((i) => i.latency);
    const delays = (list: Interaction[]) => list.map((i) => i.delay);
    const max = (values: number[]) => Math.max(0, ...values);
    for (const [name, list] of [
      ['price grid', grid],
      ['bare inputs', baseline],
    ] as const)
      console.log(
        `  ${name}: ${list.length}/${interactions} interactions over 16 ms, latency max ${max(latencies(list)).toFixed(0)} ms p98 ${p98(latencies(list)).toFixed(0)} ms, input delay max ${max(delays(list)).toFixed(0)} ms`,
      );
    const row = (name: string, value: number, base: number, target: number): BenchRow => ({
      name,
      value,
      unit: 'ms',
      baselineName: '20 bare inputs, same places',
      baseline: base,
      // Under 16 ms the browser reports nothing: the floor keeps the ratio meaningful.
      ratio: Math.max(value, 16) / Math.max(base, 16),
      target: `< ${target} ms`,
      ok: value < target,
    });
    return [
      row(
        'price grid typing, input delay (max)',
        max(delays(grid)),
        max(delays(baseline)),
        INPUT_DELAY_MS,
      ),
      row(
        'price grid typing, max interaction',
        max(latencies(grid)),
        max(latencies(baseline)),
        INP_GOOD_MS,
      ),
      row(
        'price grid typing, p98 interaction',
        p98(latencies(grid)),
        p98(latencies(baseline)),
        INP_GOOD_MS,
      ),
    ];
  } finally {
    await browser.close();
    await hub.stop();
  }
}
