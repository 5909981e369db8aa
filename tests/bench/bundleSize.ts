import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../src/core/domain/index.ts';
import { ensureBuilt } from '../e2e/support/ensureBuilt.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const KB = 1024;

export interface BundleSize {
  name: string;
  gzipBytes: number;
  budgetBytes?: number;
}

/** Static `import … from "./x.js"` / `import "./x.js"` of an ES module; `import()` (lazy screens) is left out. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  )) {
    found.add(match[1]);
  }
  return [...found];
}

/** The module and everything it imports statically, each file once. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8')))
      visit(path.resolve(path.dirname(file), specifier));
  };
  visit(entry);
  return [...seen];
}

const gzipped = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

/** The page's initial JS: the module scripts of index.html and their static imports. */
function portalEntries(): string[] {
  const dist = path.join(repo, 'dist/portal');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  return scripts.map((src) => path.join(dist, src.replace(/^\//, '')));
}

/**
 * The messages of the shown language, which start-up waits for: each language is its own chunk (`de-….js`),
 * so the largest of the five is counted, for the visitor whose language costs most.
 */
function largestLanguage(folder: string): string[] {
  const chunks = readdirSync(folder)
    .filter((name) => LOCALES.some((locale) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(name)))
    .map((name) => path.join(folder, name));
  if (chunks.length !== LOCALES.length) throw new Error(`expected one chunk per language in ${folder}`);
  return [chunks.reduce((largest, chunk) => (gzipped([chunk]) > gzipped([largest]) ? chunk : largest))];
}

/**
 * Gzipped sizes (level 9) of what a visitor downloads before the first screen: the standalone page's initial
 * JS with one language (lazy screens excluded; budget 170 KB) and the `<meter-portal>` library entry with its
 * static imports and one language.
 */
export async function measureBundleSizes(): Promise<BundleSize[]> {
  await ensureBuilt();
  const portalInitial = [
    ...new Set(portalEntries().flatMap(closure)),
    ...largestLanguage(path.join(repo, 'dist/portal/assets')),
  ];
  const elementInitial = [
    ...closure(path.join(repo, 'dist/elements/meter-elements.js')),
    ...largestLanguage(path.join(repo, 'dist/elements/chunks')),
  ];
  return [
    { name: 'portal page: initial JS (gzip)', gzipBytes: gzipped(portalInitial), budgetBytes: 170 * KB },
    { name: '<meter-portal> library: initial JS (gzip)', gzipBytes: gzipped(elementInitial) },
  ];
}
