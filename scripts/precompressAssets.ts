import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a gzipped copy (`x.json.gz`) beside each emitted asset whose name matches, which the server sends to
 * browsers that accept gzip (server/http/staticSite.ts, `preCompressed`): the map's world data is 740 KiB as
 * it is and 224 KiB gzipped, and the reference server compresses nothing on the fly.
 */
export function precompressAssets(pattern: RegExp): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !pattern.test(file.fileName)) continue;
        const source = typeof file.source === 'string' ? Buffer.from(file.source) : file.source;
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) });
      }
    },
  };
}
