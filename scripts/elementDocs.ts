import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { elementTypes, type Manifest } from './elementTypes.ts';

const root = path.resolve(import.meta.dirname, '..');
/** the declarations as committed: the usage test type-checks against them, and a partner's editor reads them */
export const TYPES_FILE = 'elements/types/meter-portal-elements.d.ts';

/** Runs the analyzer (custom-elements-manifest.config.mjs) and returns the manifest written to `outdir`. */
export function analyzeElements(outdir: string): Manifest {
  const analyzer = path.join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
  // the analyzer joins --outdir to its working directory, absolute or not
  const relative = path.relative(root, path.resolve(root, outdir));
  const run = spawnSync(process.execPath, [analyzer, 'analyze', '--quiet', '--outdir', relative], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`custom-elements-manifest analyze failed:\n${run.stderr || run.stdout}`);
  return JSON.parse(readFileSync(path.join(root, relative, 'custom-elements.json'), 'utf8')) as Manifest;
}

/** The declarations of a manifest's elements as the repository's formatter writes them. */
export async function declarationsOf(manifest: Manifest): Promise<string> {
  const file = path.join(root, TYPES_FILE);
  return format(elementTypes(manifest), { ...(await resolveConfig(file)), filepath: file });
}

/**
 * `npm run build:manifest`, also the last step of the library build: custom-elements.json and the elements'
 * TypeScript declarations (regenerated into elements/types/ as well) beside the library in dist/elements/.
 */
export async function writeElementDocs(outdir = 'dist/elements'): Promise<void> {
  const manifest = analyzeElements(outdir);
  const declarations = await declarationsOf(manifest);
  // Rewritten only when they change: the file is a source of the test build (tests/e2e/support/ensureBuilt.ts),
  // which a fresh date would make stale, so every end-to-end run would build the page again.
  const typesFile = path.join(root, TYPES_FILE);
  if (!existsSync(typesFile) || readFileSync(typesFile, 'utf8') !== declarations)
    writeFileSync(typesFile, declarations);
  mkdirSync(path.join(root, outdir), { recursive: true });
  copyFileSync(path.join(root, TYPES_FILE), path.join(root, outdir, path.basename(TYPES_FILE)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeElementDocs();
