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

/** Relative imports of an ES module: static `import … from "./x.js"` and, with `lazy`, `import("./x.js")` too. */
function importsOf(code: string, lazy: boolean): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  )) {
    found.add(match[1]);
  }
  if (lazy) for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)) found.add(match[1]);
  return [...found];
}

/**
 * The standalone elements' language chunks, with only their own sections of the texts: `de-mapElement-….js`
 * and `de-chartElement-….js` (see elements/meterMapTexts.ts and elements/reportChartTexts.ts).
 */
const ELEMENT_TEXTS = /^[a-z]{2}-(mapElement|chartElement|tourElement)-[\w-]+\.js$/;
const isLanguageChunk = (file: string) => ELEMENT_TEXTS.test(path.basename(file));

/**
 * The module and everything it imports, each file once: statically only (what loads before anything runs), or
 * with `lazy` also what it loads on demand, except the language chunks (a visitor loads one of those).
 */
function closure(entry: string, lazy = false): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'), lazy)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!(lazy && isLanguageChunk(target))) visit(target);
    }
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
 * The texts of the shown language that start-up waits for. The portal's are the shell's sections, one chunk per
 * language (`de-shell-….js`, see src/app/i18n/shellTexts.ts; screens load their own sections later); the
 * standalone elements' are `de-mapElement-….js` and the like (English is inline, its chunk never loads). The
 * largest of the languages is counted, for the visitor whose language costs most.
 */
function largestLanguage(folder: string, kind: 'shell' | 'element'): string[] {
  const pattern = (locale: string) =>
    kind === 'shell'
      ? new RegExp(`^${locale}-shell-[\\w-]+\\.js$`)
      : new RegExp(`^${locale}-(mapElement|chartElement|tourElement)-[\\w-]+\\.js$`);
  const shown = kind === 'shell' ? LOCALES : LOCALES.filter((locale) => locale !== 'en');
  const chunks = readdirSync(folder)
    .filter((name) => shown.some((locale) => pattern(locale).test(name)))
    .map((name) => path.join(folder, name));
  if (chunks.length !== shown.length) throw new Error(`expected ${shown.length} language chunks in ${folder}`);
  return [chunks.reduce((largest, chunk) => (gzipped([chunk]) > gzipped([largest]) ? chunk : largest))];
}

/**
 * Gzipped sizes (level 9): what a visitor downloads before the first screen of the standalone page (lazy screens
 * excluded; budget 167 KB) and of the `<meter-portal>` library, each with one language; and the standalone
 * `<meter-map>` and `<report-chart>` files counted whole, with everything they load later (budget 150 KB each,
 * their runtime included: both are built on preact/compat, see vite.lib.config.ts).
 */
export async function measureBundleSizes(): Promise<BundleSize[]> {
  await ensureBuilt();
  const portalInitial = [
    ...new Set(portalEntries().flatMap((entry) => closure(entry))),
    ...largestLanguage(path.join(repo, 'dist/portal/assets'), 'shell'),
  ];
  const elementInitial = [
    ...closure(path.join(repo, 'dist/elements/meter-elements.js')),
    ...largestLanguage(path.join(repo, 'dist/elements/chunks'), 'shell'),
  ];
  const elements = path.join(repo, 'dist/elements');
  /** A standalone element counted whole: its file, every chunk it ever loads and its costliest language. */
  const standalone = (file: string, chunks: string) => [
    ...closure(path.join(elements, file), true),
    ...largestLanguage(path.join(elements, chunks), 'element'),
  ];
  // The map's base layer data is a file the map fetches, not a script: counted apart, without a budget.
  const world = readdirSync(path.join(elements, 'assets')).filter((name) => /^countries-50m-[\w-]+\.json$/.test(name));
  if (world.length !== 1) throw new Error(`expected the offline base layer's data in ${elements}/assets`);
  return [
    { name: 'portal page: initial JS', gzipBytes: gzipped(portalInitial), budgetBytes: 167 * KB },
    { name: '<meter-portal> library: initial JS', gzipBytes: gzipped(elementInitial) },
    {
      name: '<meter-map> (meter-map.js): all it loads, one language',
      gzipBytes: gzipped(standalone('meter-map.js', 'map-chunks')),
      budgetBytes: 150 * KB,
    },
    {
      name: "<meter-map>: offline base layer's data (Natural Earth 1:50m), fetched when a map appears",
      gzipBytes: gzipped([path.join(elements, 'assets', world[0])]),
    },
    {
      name: '<report-chart> (report-chart.js): all it loads, one language',
      gzipBytes: gzipped(standalone('report-chart.js', 'chart-chunks')),
      budgetBytes: 150 * KB,
    },
    {
      name: '<tour-table> (tour-table.js): all it loads, one language',
      gzipBytes: gzipped(standalone('tour-table.js', 'tour-chunks')),
      budgetBytes: 110 * KB,
    },
  ];
}
