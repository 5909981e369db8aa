import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootCookieNotice } from './scripts/bootCookieNotice.ts';
import { clientContract } from './scripts/clientContract.ts';
import { localeTexts } from './scripts/localeTexts.ts';
import { precompressAssets } from './scripts/precompressAssets.ts';

// The API server behind the dev and preview servers' proxy.
const server = process.env.MP_API_TARGET ?? 'http://127.0.0.1:8080';

/** The standalone portal page: index.html at the repository root -> dist/portal/. */
export default defineConfig({
  plugins: [
    react(),
    localeTexts('locales'),
    clientContract(),
    bootCookieNotice(),
    precompressAssets(),
    VitePWA({
      // Spec section 4, New version: a waiting version is announced and activated by Reload, never forced.
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The same origin also serves the API, the element library, the partner demo page and the guides.
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/elements\//, /^\/demo\//, /^\/embed\//, /^\/support\//],
      },
    }),
  ],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The shared modules of src/features/common only define components, hooks and texts: a screen that
      // imports one of them through the folder's index.ts must not load (and run) the others too.
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/common\/[^/]+\.tsx?$/, sideEffects: false }] },
      // What start-up loads before the first screen is one file, not a few dozen small ones (each request costs a
      // round trip and its headers on a phone); the screens' chunks stay apart and load with their routes.
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
    // that one start-up file is React, the router, TanStack Query and the shell: about 160 KB gzipped
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server },
  },
});
