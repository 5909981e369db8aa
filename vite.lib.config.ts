import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompat } from './scripts/preactCompat.ts';
import { clientContract } from './scripts/clientContract.ts';
import { localeTexts } from './scripts/localeTexts.ts';
import { writeElementDocs } from './scripts/elementDocs.ts';
import { precompressAssets } from './scripts/precompressAssets.ts';

const output = {
  format: 'es',
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
} as const;

/**
 * The custom-element library: elements/index.ts -> dist/elements/meter-elements.js, an ES module that
 * registers every element; screens stay lazy chunks under dist/elements/chunks/. Later elements add their
 * own entries to `input`. Built as an application with a script entry rather than in library mode,
 * because library mode keeps the whitespace of ES output and leaves process.env.NODE_ENV to the host.
 * `<meter-map>` is also built on its own (dist/elements/meter-map.js, chunks under map-chunks/), sharing no
 * chunk with the portal, so a page that embeds only the map loads only the map's code and texts.
 * `<report-chart>` likewise (dist/elements/report-chart.js, chunks under chart-chunks/): no shell, no map.
 */
export default defineConfig({
  plugins: [
    react(),
    localeTexts('locales'),
    clientContract(),
    preactCompat(['meterMap', 'reportChart', 'tourTable']),
    precompressAssets(),
  ],
  publicDir: false,
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    sourcemap: true,
    // Chunks load each other relative to the module that imports them, wherever the host serves them.
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          input: { 'meter-elements': 'elements/index.ts' },
          preserveEntrySignatures: 'exports-only',
          output,
        },
      },
    },
    meterMap: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rollupOptions: {
          input: { 'meter-map': 'elements/meterMapEntry.ts' },
          preserveEntrySignatures: 'exports-only',
          output: { ...output, chunkFileNames: 'map-chunks/[name]-[hash].js' },
        },
      },
    },
    reportChart: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rollupOptions: {
          input: { 'report-chart': 'elements/reportChartEntry.ts' },
          preserveEntrySignatures: 'exports-only',
          output: { ...output, chunkFileNames: 'chart-chunks/[name]-[hash].js' },
        },
      },
    },
    tourTable: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rollupOptions: {
          input: { 'tour-table': 'elements/tourTableEntry.ts' },
          preserveEntrySignatures: 'exports-only',
          output: { ...output, chunkFileNames: 'tour-chunks/[name]-[hash].js' },
        },
      },
    },
  },
  builder: {
    // One after the other: the library build empties the folder the map build then adds to.
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.meterMap);
      await builder.build(builder.environments.reportChart);
      await builder.build(builder.environments.tourTable);
      // custom-elements.json and the TypeScript declarations beside the library (npm run build:manifest)
      await writeElementDocs('dist/elements');
    },
  },
  // Relative URLs: the library works from /elements/ or any other folder a partner copies it to.
  base: './',
});
