import { createKeyWithCli, spawnHub } from '@/testing/hub/spawn-hub';
import { createFaker } from '@/testing/fake';
import { createInProcessPort } from '@/web/features/imports/in-process-port';
import { createPipelineClient } from '@/web/features/imports/pipeline-client';
import { runUpload, type UploadTransport } from '@/spreadsheet/upload';
import type { UploadChunk } from '@/spreadsheet/upload';
import { benchTransport, openBenchHub } from './bench-hub';
import { tempDir, timeIt, type BenchRow } from './harness';

const ROWS = 100_000;
const CHUNK = 2000;

/**
 * (c) Rows per second from a 100 000-row registrations CSV to finished imports in the embedded
 * hub, through HTTP: pipeline (read, check, chunks) -> POST with keys -> poll, the console's own
 * upload machine. Baseline in the same run: the same POST + poll of chunks built beforehand. Each
 * side imports into an empty event of a hub of its own (`inFreshHub`).
 */
export async function benchImportsEndToEnd(): Promise<BenchRow[]> {
  const rawFaker = createFaker(11);
  const rawBodies = Array.from({ length: ROWS / CHUNK }, (_, c) =>
    JSON.stringify({
      registrations: Array.from({ length: CHUNK }, (_, i) =>
        rawFaker.registrationItem(c * CHUNK + i, { category: '', bibStart: 500_001 }),
      ),
    }),
  );
  const rawChunks: UploadChunk[] = rawBodies.map((_, c) => ({
    number: c + 1,
    raceCode: 'RUN',
    idempotencyKey: `raw-${c + 1}`,
    size: CHUNK,
  }));
  const raw = await inFreshHub(async (transport) => {
    const out = await runUpload({
      chunks: rawChunks,
      transport: transport(async (c) => rawBodies[c.number - 1]),
    });
    return out.summary.total_received;
  });

  const csv = createFaker(12).registrationsCsv(ROWS, { category: '', bibStart: 1 });
  const bytes = new TextEncoder().encode(csv).buffer as ArrayBuffer;
  const client = createPipelineClient(createInProcessPort);
  const e2e = await inFreshHub(async (transport) => {
    await client.open({ kind: 'registrations', fileName: 'bench.csv', source: bytes });
    const { chunks } = await client.chunks({ defaultRace: 'RUN' });
    const out = await runUpload({
      chunks,
      transport: transport(async (c) => (await client.body(c.number)).json),
    });
    return out.summary.total_received;
  });
  client.close();
  if (raw.received !== ROWS || e2e.received < ROWS * 0.99)
    throw new Error(
      `hub received ${e2e.received} (pipeline) and ${raw.received} (raw) rows, expected ${ROWS}`,
    );
  const value = ROWS / (e2e.ms / 1000);
  const baseline = ROWS / (raw.ms / 1000);
  return [
    {
      name: `import end-to-end ${ROWS} rows (pipeline+POST+poll)`,
      value,
      unit: 'rows/s',
      baselineName: 'POST+poll of pre-built chunks',
      baseline,
      ratio: value / baseline,
      target: '>= 10000 rows/s',
      ok: value >= 10_000,
    },
  ];
}

type Transport = (bodyOf: (c: UploadChunk) => Promise<string>) => UploadTransport;

/**
 * Times `upload` into an empty event of a hub of its own, after the same warm-up import: each
 * side starts from the same state (the pipeline's run used to follow the baseline's 100 000
 * rows into the same event, and an event's imports slow down as it grows).
 */
async function inFreshHub(upload: (transport: Transport) => Promise<number>) {
  const { hub, call, newRace } = await openBenchHub('hub-bench-e2e-', true);
  try {
    for (const code of ['WARM', 'RUN']) await newRace(code);
    const transport =
      (race: string): Transport =>
      (bodyOf) =>
        benchTransport(call, 'registrations', race, bodyOf);
    const warmFaker = createFaker(10);
    const warm = JSON.stringify({
      registrations: Array.from({ length: CHUNK }, (_, i) =>
        warmFaker.registrationItem(i, { category: '', bibStart: 900_001 }),
      ),
    });
    await runUpload({
      chunks: [{ number: 1, raceCode: 'WARM', idempotencyKey: 'warm', size: CHUNK }],
      transport: transport('WARM')(async () => warm),
    });
    let received = 0;
    const ms = await timeIt(async () => {
      received = await upload(transport('RUN'));
    });
    return { ms, received };
  } finally {
    await hub.close();
  }
}

/**
 * The longest main-thread task in Chromium while the Imports tab reads and checks a 100 000-row
 * file (PerformanceObserver `longtask`), against the same page left idle for as long. Needs
 * `npx vite build` first.
 */
export async function benchImportsLongTask(): Promise<BenchRow[]> {
  const { chromium } = await import('@playwright/test');
  const dataDir = tempDir('hub-bench-longtask-');
  const apiKey = await createKeyWithCli({ HUB_DATA_DIR: dataDir }, 'bench', 'manage');
  const hub = await spawnHub({ HUB_DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ baseURL: hub.base });
    await page.addInitScript(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto('/events');
    await page.getByLabel('Chave de API').fill(apiKey);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const list = (await (await page.request.get('/api/v1/events?per_page=100')).json()) as {
      data: { code: string }[];
    };
    const event = list.data.find((e) => e.code.startsWith('MARATONA-SP-'))!.code;
    await page.goto(`/events/${event}/imports`);
    await page.getByRole('heading', { name: 'Importações', exact: true }).waitFor();
    await page.waitForTimeout(1000);
    const reset = () =>
      page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
    const longest = () =>
      page.evaluate(() => (window as unknown as { __longest: number }).__longest);

    const { writeFileSync } = await import('node:fs');
    const file = `${dataDir}/grande.csv`;
    // A path, not a buffer: Playwright then hands the file to Chromium without page scripts.
    writeFileSync(file, createFaker(13).registrationsCsv(ROWS, { bibStart: 200_001 }));
    await reset();
    const started = Date.now();
    // CSS selectors from here on: role queries run Playwright's own scripts in the page, and
    // those would be counted as the page's long tasks.
    await page.locator('#imports-file').setInputFiles(file);
    const mappingShown = () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Conferir as linhas');
    await page.waitForFunction(mappingShown, undefined, { timeout: 120_000, polling: 100 });
    await page.evaluate(() =>
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent === 'Conferir as linhas')!
        .click(),
    );
    await page.waitForFunction(
      () => document.querySelector('[role="table"] [aria-rowindex="6"] [role="cell"]')?.textContent,
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    const busy = await longest();
    const duration = Date.now() - started;
    await reset();
    await page.waitForTimeout(duration);
    const idle = await longest();
    return [
      {
        name: `longest main-thread task, ${ROWS}-row file checked (Chromium)`,
        value: busy,
        unit: 'ms',
        baselineName: `same page idle ${Math.round(duration / 1000)} s`,
        baseline: idle,
        ratio: idle > 0 ? busy / idle : busy / 50,
        target: '<= 50 ms',
        ok: busy <= 50,
      },
    ];
  } finally {
    await browser.close();
    await hub.stop();
  }
}
