import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The custom-element library: elements/index.ts -> dist/elements/meter-elements.js, an ES module that
 * registers every element; screens stay lazy chunks under dist/elements/chunks/. Later elements add their
 * own entries to `input`. Built as an application with a script entry rather than in library mode,
 * because library mode keeps the whitespace of ES output and leaves process.env.NODE_ENV to the host.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    sourcemap: true,
    // Chunks load each other relative to the module that imports them, wherever the host serves them.
    modulePreload: false,
    rollupOptions: {
      input: { 'meter-elements': 'elements/index.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  // Relative URLs: the library works from /elements/ or any other folder a partner copies it to.
  base: './',
});
