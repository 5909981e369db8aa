import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { serverFor } from '../support/serverFor.ts';

let root: string;
let plain: TestServer;
let withMaps: TestServer;
beforeAll(async () => {
  // a built portal and element library of our own, with a source map beside each script
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-static-'));
  await mkdir(path.join(root, 'dist/portal/assets'), { recursive: true });
  await mkdir(path.join(root, 'dist/elements'), { recursive: true });
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  for (const file of ['dist/portal/assets/index-abc.js', 'dist/portal/sw.js', 'dist/elements/meter-map.js']) {
    await writeFile(path.join(root, file), `console.log(1);\n//# sourceMappingURL=${path.basename(file)}.map\n`);
    await writeFile(path.join(root, `${file}.map`), '{"version":3,"sources":["secret.ts"]}');
  }
  plain = await serverFor({ config: { staticRoot: root } });
  withMaps = await serverFor({ config: { staticRoot: root, serveSourceMaps: true } });
});
afterAll(async () => {
  await plain?.close();
  await withMaps?.close();
  await rm(root, { recursive: true, force: true });
});

const FILES = ['/assets/index-abc.js', '/sw.js', '/elements/meter-map.js'];

describe('source maps', () => {
  it('are not served by default, while the scripts are', async () => {
    for (const file of FILES) {
      expect((await fetch(`${plain.url}${file}`)).status).toBe(200);
      const map = await fetch(`${plain.url}${file}.map`);
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('secret.ts');
      expect((await fetch(`${plain.url}${file.toUpperCase()}.MAP`)).status).toBe(404);
    }
  });

  it('are served with SERVE_SOURCE_MAPS=true', async () => {
    for (const file of FILES) {
      const map = await fetch(`${withMaps.url}${file}.map`);
      expect(map.status).toBe(200);
      expect(await map.text()).toContain('secret.ts');
    }
  });
});
