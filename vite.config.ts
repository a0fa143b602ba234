import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// With an extension, as Vite's native config loader asks (TypeScript resolves it to the .ts).
import { precompress } from './scripts/precompress.js';

const root = import.meta.dirname;
const alias = { '@': path.resolve(root, 'src') };

export interface ChunkModules {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Project-relative source of the chunk's entry module (a route file, a worker). */
  src: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Worker bundles whose URL this chunk holds. */
  workers: string[];
  modules: { id: string; renderedLength: number }[];
}

/** Project-relative, and `node_modules/...` even when node_modules is a link elsewhere. */
const relative = (id: string) => {
  const file = path.relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/');
  const inModules = file.lastIndexOf('node_modules/');
  return inModules > 0 ? file.slice(inModules) : file;
};

/**
 * Which modules landed in which chunk, workers included, for scripts/check-budgets.ts: the
 * manifest names chunks and their imports, not the modules inside them. The worker build has
 * its own plugin instances, so both share this map; the main build writes it last.
 */
const workerChunks = new Map<string, ChunkModules>();

function chunkModules(kind: 'main' | 'worker'): Plugin {
  let outDir = 'dist';
  return {
    name: 'hub:chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.push({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          src: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          workers: [],
          modules: Object.entries(chunk.modules).map(([id, m]) => ({
            id: relative(id),
            renderedLength: m.renderedLength,
          })),
        });
      }
      if (kind === 'worker') {
        for (const c of chunks) workerChunks.set(c.file, c);
        return;
      }
      for (const c of chunks) {
        const code = (bundle[c.file] as { code: string }).code;
        c.workers = [...workerChunks.keys()].filter((f) => code.includes(path.basename(f)));
      }
      // The worker files are in this bundle as assets: keep only the ones of this build.
      const workers = [...workerChunks.values()].filter((w) => w.file in bundle);
      const file = path.join(outDir, '.vite', 'chunk-modules.json');
      this.emitFile({
        type: 'asset',
        fileName: path.relative(outDir, file),
        source: JSON.stringify({ chunks, workers }),
      });
    },
  };
}

const TABLE_SCROLL_AREA = '\0hub:table-scroll-area';

/**
 * Two imports inside Mantine that cost every page with a table, resolved to lighter modules:
 * - `ScrollArea` imports floating-ui only for `useMergeRefs`: src/web/app/merge-refs.ts merges
 *   refs with Mantine's own hook, so floating-ui loads with what positions a popover.
 * - `Table` brings `Table.ScrollContainer`, and it `ScrollArea`, though the console's tables
 *   scroll natively (`type="native"`): there `ScrollArea` is fetched the first time one renders.
 * scripts/check-budgets.ts shows what each route loads.
 */
function mantineOnDemand(): Plugin {
  const mergeRefs = path.resolve(root, 'src/web/app/merge-refs.ts');
  let scrollArea = '';
  return {
    name: 'hub:mantine-on-demand',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === '@floating-ui/react' && from.endsWith('/ScrollArea/ScrollArea.mjs'))
        return mergeRefs;
      if (
        source.endsWith('/ScrollArea/ScrollArea.mjs') &&
        from.endsWith('/TableScrollContainer.mjs')
      ) {
        scrollArea = (await this.resolve(source, importer, options))?.id ?? '';
        return TABLE_SCROLL_AREA;
      }
      return null;
    },
    load(id) {
      if (id !== TABLE_SCROLL_AREA) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Real = lazy(() => import(${JSON.stringify(scrollArea)}).then((m) => ({ default: m.ScrollArea })));`,
        'export const ScrollArea = (props) => createElement(Suspense, { fallback: null }, createElement(Real, props));',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: its queries and schemas stay out of the
      // entry, and the page needs that chunk anyway, so it costs no extra round trip.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['pendingComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    mantineOnDemand(),
    chunkModules('main'),
    // Brotli and gzip siblings of the text files, which the server sends as they are.
    precompress(),
  ],
  // ES modules, so the worker loads what it only sometimes needs (the .xlsx writer) on demand.
  worker: { format: 'es', plugins: () => [chunkModules('worker')] },
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // What every page loads (the modules the entry imports statically, `$initial`) in one chunk:
    // Rolldown otherwise splits them into several shared chunks (the contract's common schemas,
    // i18n, the API client) that every route then fetches separately and that compress worse
    // apart (about 10 kB gzip on each route's first load). scripts/check-budgets.ts bounds each
    // route's size, so Vite's own warning for a chunk over 500 kB (minified, not gzip) is moot.
    //
    // Common chunks under 30 kB (source size) are copied into the chunks that use them instead of
    // being files of their own (Rolldown keeps one module state across the copies): the events
    // list needed 45 files, the overview 60, and a phone over 4G pays a round trip for every six
    // of them; now 8 and 13, for the same bytes (scripts/check-budgets.ts prints both).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // zod and the contract's shared schemas, which every page that checks a read loads
            // together (they were three files: zod's core, its util, the contract's common).
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|src[\\/]contract[\\/](common|time|hub-time)\.ts/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.HUB_PORT ?? 8080}`, changeOrigin: false },
      '/auth': { target: `http://127.0.0.1:${process.env.HUB_PORT ?? 8080}`, changeOrigin: false },
    },
  },
});
