import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { login } from '../support/api.ts';
import { rawGet } from '../support/rawGet.ts';
import { serverFor } from '../support/serverFor.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => `row ${i}`))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let server: TestServer;
let token: string;
beforeAll(async () => {
  // a built portal and element library of our own: hashed chunks with their compressed copies, fixed-name entries
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-compression-'));
  for (const folder of ['dist/portal/assets', 'dist/elements/chunks', 'dist/elements/map-chunks']) {
    await mkdir(path.join(root, folder), { recursive: true });
    const file = path.join(root, folder, 'index-Du3GREVb.js');
    await writeFile(file, SCRIPT);
    await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${file}.gz`, gzipSync(SCRIPT));
  }
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(root, 'dist/portal/sw.js'), 'self.skipWaiting();');
  await writeFile(path.join(root, 'dist/elements/meter-map.js'), SCRIPT);
  server = await serverFor({ config: { staticRoot: root } });
  ({ access: token } = await login(server, 'staff@example.com'));
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const get = rawGet;

function unpack(answer: { headers: Record<string, unknown>; body: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe('scripts of the build', () => {
  it('go as the brotli copy made at build time when the browser accepts it, else gzip, else as they are', async () => {
    for (const file of ['/assets/index-Du3GREVb.js', '/elements/chunks/index-Du3GREVb.js']) {
      const br = await get(`${server.url}${file}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
      expect(unpack(br)).toBe(SCRIPT);
      const gz = await get(`${server.url}${file}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(unpack(gz)).toBe(SCRIPT);
      const plain = await get(`${server.url}${file}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('are kept a year when their name holds their hash, and revalidated when it does not', async () => {
    for (const file of [
      '/assets/index-Du3GREVb.js',
      '/elements/chunks/index-Du3GREVb.js',
      '/elements/map-chunks/index-Du3GREVb.js',
    ])
      expect((await get(`${server.url}${file}`)).headers['cache-control'], file).toBe(IMMUTABLE);
    for (const file of ['/index.html', '/sw.js', '/elements/meter-map.js'])
      expect((await get(`${server.url}${file}`)).headers['cache-control'], file).toBe('no-cache');
    const route = await get(`${server.url}/devices`, { accept: 'text/html' });
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('compress on the fly where the build left no copy', async () => {
    const entry = await get(`${server.url}/elements/meter-map.js`, { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(unpack(entry)).toBe(SCRIPT);
  });
});

describe('answers of the API', () => {
  it('are compressed above the threshold in the encoding the client accepts', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const plain = await get(`${server.url}/api/installations/?limit=100`, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const packed = await get(`${server.url}/api/installations/?limit=100`, { ...auth, 'accept-encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(unpack(packed))).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('stay as they are below the threshold', async () => {
    const small = await get(`${server.url}/api/auth/current/`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compress a streamed export too', async () => {
    const url = `${server.url}/api/reports/exports/afm.csv/?date_after=2000-01-01`;
    const plain = await get(url, { authorization: `Bearer ${token}` });
    expect(plain.status, plain.body.toString().slice(0, 200)).toBe(200);
    const packed = await get(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(unpack(packed)).toBe(plain.body.toString());
  });
});
