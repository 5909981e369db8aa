import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');
const SOURCES = [
  'src',
  'elements',
  'locales',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.lib.config.ts',
  'scripts/preactCompat.ts',
  'scripts/localeTexts.ts',
  'scripts/elementDocs.ts',
  'scripts/elementTypes.ts',
  'scripts/cemR2wcPlugin.mjs',
  'custom-elements-manifest.config.mjs',
  'scripts/precompressAssets.ts',
  'scripts/bootCookieNotice.ts',
];
const OUTPUTS = [
  { file: 'dist/portal/index.html', config: 'vite.config.ts' },
  { file: 'dist/elements/meter-elements.js', config: 'vite.lib.config.ts' },
  { file: 'dist/elements/custom-elements.json', config: 'vite.lib.config.ts' },
];

/**
 * What the tests and the bench build with, whatever the shell says: maps on the reference server's own grid
 * tiles (over the bundled base layer), so no test ever asks a tile service on the internet.
 */
export const TEST_BUILD_ENV = { VITE_MAP_TILE_URL: 'local', VITE_MAP_TILE_ATTRIBUTION: '', VITE_MAP_GEOCODER_URL: '' };
/** Written beside a test build; `npm start` builds empty the folder, so their output never passes for one. */
const MARKER = '.test-build.json';
/** `npm start`'s record of its own build (scripts/start.mjs): removed, so it builds its own again. */
const START_STAMP = '.stamp';

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), 0);
}

function isTestBuild(folder: string): boolean {
  const marker = path.join(folder, MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8') === JSON.stringify(TEST_BUILD_ENV);
}

/**
 * Runs `vite build` for the page and the library unless their output is a test build newer than every source.
 */
export async function ensureBuilt(): Promise<void> {
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(repo, source))));
  for (const { file, config } of OUTPUTS) {
    const output = path.join(repo, file);
    const folder = path.dirname(output);
    if (existsSync(output) && statSync(output).mtimeMs > sources && isTestBuild(folder)) continue;
    execFileSync(path.join(repo, 'node_modules/.bin/vite'), ['build', '-c', config, '--logLevel', 'warn'], {
      cwd: repo,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would give a development build of React.
      env: { ...process.env, NODE_ENV: 'production', ...TEST_BUILD_ENV },
    });
    writeFileSync(path.join(folder, MARKER), JSON.stringify(TEST_BUILD_ENV));
    rmSync(path.join(folder, START_STAMP), { force: true });
  }
}
