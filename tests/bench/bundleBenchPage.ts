import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * A browser bench's page as one classic script, built from the module id `entry` that `modules` provides (no
 * server needed: the script is injected into a blank page). Unminified for a profile whose frames must be read.
 */
export async function bundleBenchPage(entry: string, modules: Plugin, { minify = true } = {}): Promise<string> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `${entry}-`));
  try {
    await build({
      configFile: false,
      root: repo,
      logLevel: 'error',
      mode: 'production',
      plugins: [react(), modules],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        minify,
        rollupOptions: {
          input: entry,
          output: { format: 'iife', inlineDynamicImports: true, entryFileNames: 'bench.js' },
        },
      },
    });
    return await readFile(path.join(outDir, 'bench.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** A bench page's entry module given as source text, under the module id `entry`. */
export function virtualEntry(entry: string, source: string): Plugin {
  const id = `\0${entry}`;
  return {
    name: entry,
    enforce: 'pre',
    resolveId: (requested) => (requested === entry ? id : null),
    load: (requested) => (requested === id ? source : null),
  };
}

/** Page-side helpers of a bench entry: `frame()` waits a frame, `appeared(selector)` until an element shows. */
export const WAIT_IN_PAGE = `
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
function appeared(selector) {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve();
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) { observer.disconnect(); resolve(); }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
`;
