import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/contract/**/*.test.ts',
            // The spreadsheet pipeline runs in Node too (npm run import): its tests run there.
            'src/spreadsheet/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/testing/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/web/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
