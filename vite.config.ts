import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  resolve: { alias },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.HUB_PORT ?? 8080}`, changeOrigin: false },
      '/auth': { target: `http://127.0.0.1:${process.env.HUB_PORT ?? 8080}`, changeOrigin: false },
    },
  },
});
