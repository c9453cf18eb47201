import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/** The house game pages live at /house/<game> (served by the server from dist/house.html). */
const HOUSE_PAGE = /^\/house\/[a-z0-9-]+\/?(\?.*)?$/;

/**
 * Modules of the workspace packages that only define values (money arithmetic, validation rules,
 * the game engines). @app/shared declares no `sideEffects`, so without this the bundler keeps
 * money/amount-schema.ts (a zod schema built at import) and with it all of zod in every chunk that
 * formats an amount, including the house pages. Contracts likewise: a page keeps only the schemas
 * it parses.
 */
const SIDE_EFFECT_FREE =
  /[\\/]packages[\\/](shared[\\/]src[\\/](money|validation|contracts|checks)|house-games[\\/]src)[\\/]/;

/** In development and preview, /house/<game> is answered with house.html like the server does. */
function housePages(): Plugin {
  const rewrite = (url: string | undefined) => (url && HOUSE_PAGE.test(url) ? '/house.html' : url);
  return {
    name: 'house-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        request.url = rewrite(request.url);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        request.url = rewrite(request.url);
        next();
      });
    },
  };
}

// The member site is served at `/` by the server in production (ARCHITECTURE "One process");
// in development Vite proxies the API and uploaded files to that server. Two pages are built:
// the member site (index.html) and the house game pages (house.html, its own small bundle).
export default defineConfig({
  base: '/',
  plugins: [react(), housePages()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        // What every page needs, in long-cached chunks named for what they hold, so that a chunk
        // named after a page or a hook never carries the framework (issue #13). antd-mobile stays
        // split per component: each page loads only the components it shows.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // zod is loaded only by the pages that validate a form or read a record list with it; answers
            // are checked without it (@app/shared/checks, decision 0015).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        house: fileURLToPath(new URL('./house.html', import.meta.url)),
      },
    },
  },
});
