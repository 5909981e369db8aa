import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { rawGet } from '../support/rawGet.ts';
import { serverFor } from '../support/serverFor.ts';

const WORLD = JSON.stringify({ type: 'Topology', arcs: Array.from({ length: 2000 }, (_, i) => [[i, i]]) });

let root: string;
let server: TestServer;
beforeAll(async () => {
  // a built portal and element library of our own, each with the map's world data and its gzipped copy
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-precompressed-'));
  await mkdir(path.join(root, 'dist/portal/assets'), { recursive: true });
  await mkdir(path.join(root, 'dist/elements/assets'), { recursive: true });
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  for (const folder of ['dist/portal/assets', 'dist/elements/assets']) {
    await writeFile(path.join(root, folder, 'world.json'), WORLD);
    await writeFile(path.join(root, folder, 'world.json.gz'), gzipSync(WORLD));
  }
  await writeFile(path.join(root, 'dist/elements/meter-map.js'), 'console.log(1);');
  server = await serverFor({ config: { staticRoot: root } });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  rawGet(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('files the build gzipped', () => {
  it('go gzipped to a browser that accepts it, from the portal and the element library', async () => {
    for (const file of ['/assets/world.json', '/elements/assets/world.json']) {
      const answer = await get(`${server.url}${file}`, 'gzip, deflate, br');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(WORLD.length / 2);
      expect(gunzipSync(answer.body).toString()).toBe(WORLD);
    }
  });

  it('go as they are to a client that does not, and files without a copy are compressed as they go', async () => {
    const plain = await get(`${server.url}/elements/assets/world.json`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(WORLD);
    // a file without a copy of its own is compressed as it is sent (server/http/compression.ts), to the same text
    const script = await get(`${server.url}/elements/meter-map.js`, 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toBe('console.log(1);');
    expect((await get(`${server.url}/elements/meter-map.js`)).body.toString()).toBe('console.log(1);');
  });
});
