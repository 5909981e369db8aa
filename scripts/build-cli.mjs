// Bundles the admin CLI: `node --import tsx` costs ~0.25 s per start, a bundle ~0.1 s.
// The entry, dist/cli/meter-portal.mjs, holds commander and the wiring only; what a command loads on demand
// (HTTP client, zod, tables, prompts) goes to chunks beside it, because compiling the whole 1.4 MB on every
// start would cost `--help` more than everything else together.
// Usage: node scripts/build-cli.mjs [--outdir <dir>]   (default dist/cli)
import { chmod, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(root, 'dist/cli'));
const entry = path.join(outdir, 'meter-portal.mjs');

// CommonJS packages in the bundle (cli-table3, axios's helpers) call `require` for Node's built-ins,
// which an ES module does not have; give them one.
const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __meterPortalCreateRequire } from 'node:module';",
  'const require = __meterPortalCreateRequire(import.meta.url);',
].join('\n');

const started = performance.now();
// Chunk names carry hashes; stale ones from an earlier build must not pile up.
await rm(path.join(outdir, 'chunks'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { 'meter-portal': 'cli/index.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Smaller source parses faster; names are kept so stack traces of a bug report still read.
  minify: true,
  keepNames: true,
  legalComments: 'none',
  banner: { js: banner },
  metafile: true,
  logLevel: 'warning',
});
await chmod(entry, 0o755);

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const outputs = Object.entries(result.metafile.outputs);
const entryBytes = outputs.find(([file]) => path.resolve(root, file) === entry)?.[1].bytes ?? 0;
const total = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
const ms = Math.round(performance.now() - started);
console.log(
  `built ${path.relative(process.cwd(), entry)} (${kib(entryBytes)}; ${outputs.length - 1} chunks, ${kib(total)} in all) in ${ms} ms`,
);
