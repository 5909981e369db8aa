import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { serverFor } from '../support/serverFor.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
let root: string;
let server: TestServer;
beforeAll(async () => {
  // the guide as it is in the repository, beside a built portal of our own
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-embed-'));
  await mkdir(path.join(root, 'dist/portal'), { recursive: true });
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  await cp(path.join(repo, 'embed'), path.join(root, 'embed'), { recursive: true });
  server = await serverFor({ config: { staticRoot: root } });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the embedding guide', () => {
  it('is served at /embed/, and /embed redirects there with its query', async () => {
    const page = await fetch(`${server.url}/embed/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Embedding the meter portal');
    expect((await fetch(`${server.url}/embed/embed.js`)).status).toBe(200);
    for (const [from, to] of [
      ['/embed', '/embed/'],
      ['/embed?lang=de', '/embed/?lang=de'],
    ]) {
      const reply = await fetch(`${server.url}${from}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect(reply.status).toBe(301);
      expect(reply.headers.get('location')).toBe(to);
    }
  });

  it("is not the portal's page fallback: an unknown file under /embed/ is a 404", async () => {
    const reply = await fetch(`${server.url}/embed/nothing.html`, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(404);
  });

  it("runs under the portal's Content-Security-Policy: no inline script or handler", async () => {
    const reply = await fetch(`${server.url}/embed/`);
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await readFile(path.join(repo, 'embed/index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});
