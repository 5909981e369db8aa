// `npm start`: builds the portal, the element library and the CLI when their sources changed, then starts
// the reference server (embedded PGlite with demo data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newest(entries) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const child of readdirSync(p)) walk(path.join(p, child));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const entry of entries) walk(path.join(root, entry));
  return latest;
}

const builds = [
  {
    name: 'portal',
    config: 'vite.config.ts',
    stamp: 'dist/portal/.stamp',
    sources: ['src', 'locales', 'index.html', 'public', 'vite.config.ts', 'scripts/localeTexts.ts', 'scripts/precompressAssets.ts', 'package-lock.json'],
    run: () => spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'elements',
    config: 'vite.lib.config.ts',
    stamp: 'dist/elements/.stamp',
    sources: [
      ...['src', 'elements', 'locales', 'vite.lib.config.ts', 'scripts/preactCompat.ts', 'scripts/localeTexts.ts', 'scripts/precompressAssets.ts'],
      ...['scripts/elementDocs.ts', 'scripts/elementTypes.ts', 'scripts/cemR2wcPlugin.mjs', 'custom-elements-manifest.config.mjs'],
      'package-lock.json',
    ],
    run: () => spawnSync(bin('vite'), ['build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'cli',
    config: 'scripts/build-cli.mjs',
    stamp: 'dist/cli/.stamp',
    sources: ['src/core', 'cli', 'scripts/build-cli.mjs', 'package-lock.json'],
    run: () => spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: root, stdio: 'inherit' }),
  },
];

if (process.env.SKIP_BUILD !== '1') {
  for (const build of builds) {
    if (!existsSync(path.join(root, build.config))) continue;
    const stamp = path.join(root, build.stamp);
    if (existsSync(stamp) && statSync(stamp).mtimeMs >= newest(build.sources)) continue;
    console.log(`building ${build.name}…`);
    const result = build.run();
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(stamp, new Date().toISOString());
  }
}

// the support pages are build output of their template and texts; writing them takes a moment, so on every start
const pages = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/supportPages.ts'], { cwd: root, stdio: 'inherit' });
if (pages.status !== 0) process.exit(pages.status ?? 1);

const server = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(server.status ?? 0);
