import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');
const SOURCES = [
  'src',
  'elements',
  'locales',
  'index.html',
  'vite.config.ts',
  'vite.lib.config.ts',
  'scripts/preactCompat.ts',
  'scripts/localeTexts.ts',
  'scripts/elementDocs.ts',
  'scripts/elementTypes.ts',
  'scripts/cemR2wcPlugin.mjs',
  'custom-elements-manifest.config.mjs',
];
const OUTPUTS = [
  { file: 'dist/portal/index.html', config: 'vite.config.ts' },
  { file: 'dist/elements/meter-elements.js', config: 'vite.lib.config.ts' },
  { file: 'dist/elements/custom-elements.json', config: 'vite.lib.config.ts' },
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), 0);
}

/** Runs `vite build` for the page and the library unless their output is newer than every source. */
export async function ensureBuilt(): Promise<void> {
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(repo, source))));
  for (const { file, config } of OUTPUTS) {
    const output = path.join(repo, file);
    if (existsSync(output) && statSync(output).mtimeMs > sources) continue;
    execFileSync(path.join(repo, 'node_modules/.bin/vite'), ['build', '-c', config, '--logLevel', 'warn'], {
      cwd: repo,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would give a development build of React.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
