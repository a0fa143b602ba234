import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './e2e/support/ports';

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['fixtures/**'],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  outputDir: '.tmp/playwright-results',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'full',
      testIgnore: ['fixtures/**', '**/spec-only.spec.ts', '**/foreign-hub.spec.ts'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E_PORTS.full}` },
    },
    {
      name: 'spec-only',
      testMatch: '**/spec-only.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` },
    },
    // A dashboard in upstream mode before each foreign hub (e2e/support/dialect-stack.ts); the
    // browser in UTC, so that times shown in the browser's zone instead of the hub's are wrong.
    ...Object.entries(E2E_PORTS.foreign).map(([dialect, port]) => ({
      name: `foreign-${dialect}`,
      testMatch: '**/foreign-hub.spec.ts',
      use: { ...chromium, timezoneId: 'UTC', baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
});
