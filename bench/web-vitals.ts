import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { events } from '@/server/db/schema';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { openHub } from '@/server/runtime';
import { seedDemo } from '@/server/seed/seed-demo';
import { spawnHub } from '@/testing/hub/spawn-hub';
import { BUDGETS, checkBudgets, jsBudgetOf } from '../scripts/check-budgets';
import { median, tempDir, type BenchRow } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const EVENTS = 25;
const RUNS = 5;
const LCP_GOOD_MS = 2500;
const CLS_GOOD = 0.1;
const LONG_TASK_MS = 50;

/** The demo data topped up to `EVENTS` events and a manage key, written before the server starts. */
async function prepareData(dataDir: string): Promise<string> {
  const hub = await openHub({ kind: 'pglite', dataDir }, defaultHubSettings, {
    startWorker: false,
  });
  try {
    return await hub.database.run(async (db) => {
      await seedDemo(db, { timeZone: defaultHubSettings.timeZone });
      const existing = (await db.select({ code: events.code }).from(events)).length;
      for (let i = existing; i < EVENTS; i++)
        await db.insert(events).values({
          code: `BENCH-${String(i + 1).padStart(2, '0')}`,
          name: `Corrida de bancada ${i + 1}`,
          city: 'Campinas',
          date: `2027-0${(i % 9) + 1}-1${i % 10}`,
          registrationOpensAt: new Date('2027-01-01T00:00:00Z'),
          registrationClosesAt: new Date('2027-12-01T00:00:00Z'),
        });
      return (await createKey(db, 'bench', ['manage'])).key;
    });
  } finally {
    await hub.close();
  }
}

async function startHub() {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root });
  const dataDir = tempDir('hub-bench-vitals-');
  const key = await prepareData(dataDir);
  const hub = await spawnHub({ HUB_DATA_DIR: dataDir });
  const stop = async () => {
    await hub.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: hub.base, key, stop };
}

/** The baseline page: the same events as a plain table, no script, from a server of its own. */
async function startStaticPage(base: string, key: string) {
  const res = await fetch(`${base}/api/v1/events?per_page=${EVENTS}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const list = ((await res.json()) as { data: Record<string, unknown>[] }).data;
  const cell = (v: unknown) => `<td>${String(v ?? '').replace(/[<&]/g, ' ')}</td>`;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Eventos</title>
<style>body{font-family:system-ui,sans-serif;margin:24px}td,th{padding:8px 12px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>Eventos</h1><p>Todos os eventos do hub.</p><table><thead><tr><th>Código</th><th>Nome</th><th>Data</th><th>Local</th><th>Situação</th></tr></thead><tbody>${list
    .map((e) => `<tr>${[e.code, e.name, e.date, e.city, e.status].map(cell).join('')}</tr>`)
    .join('')}</tbody></table></body></html>`;
  const server = http.createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    rows: list.length,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/* LCP (latest candidate), CLS (shifts without recent input, summed: a cold load is one
   session window) and the longest task, from the page's first instant. */
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, longest: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__vitals.longest = Math.max(window.__vitals.longest, e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

interface Vitals {
  lcp: number;
  cls: number;
  longest: number;
}

/** One cold load: a fresh context (empty cache, HTTP cache off), then the figures once settled. */
async function coldLoad(
  browser: Browser,
  url: string,
  ready: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState,
  });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    // LCP and layout shifts are reported after the frame that paints them.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  } finally {
    await context.close();
  }
}

/**
 * Cold load of the events page (signed in) in Chromium against a static HTML table of the same
 * events: LCP, CLS and the longest main-thread task, median of `RUNS`. Plus the initial JS and
 * CSS (as the server sends them) of the events route and of the largest route against the budgets.
 */
export async function benchWebVitals(): Promise<BenchRow[]> {
  const hub = await startHub();
  // The spawned server serves the build startHub just made: the bytes it sends, brotli.
  const sizes = await checkBudgets({ base: hub.base });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const baselinePage = await startStaticPage(hub.base, hub.key);
  try {
    const signIn = await browser.newContext({ locale: 'pt-BR' });
    const page = await signIn.newPage();
    await page.goto(`${hub.base}/sign-in`);
    await page.getByLabel('Chave de API').fill(hub.key);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const storageState = await signIn.storageState();
    await signIn.close();

    const app: Vitals[] = [];
    const baseline: Vitals[] = [];
    const lastRow = `table tbody tr:nth-child(${baselinePage.rows})`;
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await coldLoad(browser, baselinePage.url, lastRow));
      // The link, not the row: the loading skeleton has rows too.
      const url = `${hub.base}/events?per_page=${EVENTS}`;
      app.push(await coldLoad(browser, url, `${lastRow} a`, storageState));
    }
    const med = (list: Vitals[], key: keyof Vitals) => median(list.map((v) => v[key]));
    console.log(
      `  events page (${baselinePage.rows} events), ${RUNS} cold loads: LCP ${app.map((v) => v.lcp.toFixed(0)).join('/')} ms, longest task ${app.map((v) => v.longest.toFixed(0)).join('/')} ms`,
    );
    const vital = (
      name: string,
      key: keyof Vitals,
      unit: string,
      floor: number,
      target: string,
      ok: (v: number) => boolean | null,
    ): BenchRow => {
      const value = med(app, key);
      const base = med(baseline, key);
      return {
        name,
        value,
        unit,
        baselineName: `static table of the same ${baselinePage.rows} events`,
        baseline: base,
        // A static page shifts and blocks nothing: the floor keeps the ratio finite.
        ratio: Math.max(value, floor) / Math.max(base, floor),
        target,
        ok: ok(value),
      };
    };
    const kb = (bytes: number) => bytes / 1000;
    const events = sizes.routes.find((r) => r.route === '_app/events/index.tsx')!;
    const largest = sizes.routes.reduce((a, b) => (b.js > a.js ? b : a));
    const size = (name: string, value: number, budget: number): BenchRow => ({
      name,
      value,
      unit: 'kB',
      baselineName: 'budget',
      baseline: budget,
      ratio: value / budget,
      target: `<= ${budget} kB`,
      ok: value <= budget,
    });
    return [
      vital(
        'events page cold load, LCP',
        'lcp',
        'ms',
        1,
        `< ${LCP_GOOD_MS} ms`,
        (v) => v < LCP_GOOD_MS,
      ),
      vital('events page cold load, CLS', 'cls', '', 0.01, `<= ${CLS_GOOD}`, (v) => v <= CLS_GOOD),
      vital(
        'events page cold load, longest task',
        'longest',
        'ms',
        LONG_TASK_MS,
        `no task > ${LONG_TASK_MS} ms`,
        (v) => v <= LONG_TASK_MS,
      ),
      size('events route initial JS (on the wire)', kb(events.js), jsBudgetOf(events.route)),
      size('events route initial CSS (on the wire)', kb(events.css), BUDGETS.css),
      size(
        `largest route initial JS (on the wire, ${largest.route})`,
        kb(largest.js),
        jsBudgetOf(largest.route),
      ),
      size(
        `largest route initial CSS (on the wire)`,
        kb(Math.max(...sizes.routes.map((r) => r.css))),
        BUDGETS.css,
      ),
    ];
  } finally {
    await baselinePage.close();
    await browser.close();
    await hub.stop();
  }
}
