import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the browser loads that shrink when compressed; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|webmanifest|txt)$/;

/** Below this size the framing costs more than compression saves (the server's own threshold, server/http/compression.ts). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`x.js.br`) and a gzip (`x.js.gz`) copy beside each written file of the build whose name
 * matches, at the highest settings, once at build time. The server sends the smallest one the browser accepts
 * (server/http/staticSite.ts, `preCompressed`), so no script is compressed per request. Runs after the files are
 * written, so the HTML that Vite emits late is included.
 */
export function precompressAssets(pattern: RegExp = COMPRESSIBLE): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '.');
      const names = Object.keys(bundle).filter((name) => pattern.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
