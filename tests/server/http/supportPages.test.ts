import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LANGUAGES } from '../../../src/core/domain/supportLinks.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { serverFor } from '../support/serverFor.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
let root: string;
let server: TestServer;
beforeAll(async () => {
  // the pages as they are in the repository, beside a built portal of our own
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-support-'));
  await mkdir(path.join(root, 'dist/portal'), { recursive: true });
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  await cp(path.join(repo, 'support'), path.join(root, 'support'), { recursive: true });
  server = await serverFor({ config: { staticRoot: root } });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html' };
const page = (lang: string) => readFile(path.join(repo, 'support', lang, 'index.html'), 'utf8');

describe('the support pages', () => {
  it.each(SUPPORT_LANGUAGES)('serves /support/%s/ in its language, with the shared style sheet', async (lang) => {
    const reply = await fetch(`${server.url}/support/${lang}/`, { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/html');
    const text = await reply.text();
    expect(text).toContain(`<html lang="${lang}">`);
    expect(text).not.toContain('<title>Portal</title>');
    expect(text).toContain('href="../support.css"');
    const css = await fetch(`${server.url}/support/support.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('has its own text in each language, links the others and the guides', async () => {
    const titles = new Set<string>();
    for (const lang of SUPPORT_LANGUAGES) {
      const text = await page(lang);
      titles.add(/<title>([^<]+)<\/title>/.exec(text)?.[1] ?? '');
      expect(text).toMatch(/<main id="main">/);
      expect(text).toMatch(/<h1>/);
      for (const other of SUPPORT_LANGUAGES) expect(text).toContain(`href="../${other}/"`);
      expect(text).toContain('href="/embed/"');
      expect(text).toContain('href="/api/docs"');
    }
    expect(titles.size).toBe(SUPPORT_LANGUAGES.length);
  });

  it('sends /support and /support/ to the English page, and a language without its slash to its page', async () => {
    for (const [from, to, status] of [
      ['/support', '/support/en/', 302],
      ['/support/', '/support/en/', 302],
      ['/support/?from=portal', '/support/en/?from=portal', 302],
      ['/support/de', '/support/de/', 301],
    ] as const) {
      const reply = await fetch(`${server.url}${from}`, { redirect: 'manual', headers: html });
      expect(reply.status, from).toBe(status);
      expect(reply.headers.get('location'), from).toBe(to);
    }
  });

  it("is not the portal's page fallback: a language without a page is a 404", async () => {
    for (const url of ['/support/xx/', '/support/el/', '/support/xx', '/support/de/nothing.html']) {
      const reply = await fetch(`${server.url}${url}`, { redirect: 'manual', headers: html });
      expect(reply.status, url).toBe(404);
      expect(await reply.text(), url).not.toContain('<title>Portal</title>');
    }
  });

  it("runs under the portal's Content-Security-Policy: no script, no inline style or handler", async () => {
    const reply = await fetch(`${server.url}/support/en/`);
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const lang of SUPPORT_LANGUAGES) {
      const text = await page(lang);
      expect(text).not.toMatch(/<script/);
      expect(text).not.toMatch(/<style|\sstyle=/);
      expect(text).not.toMatch(/\son[a-z]+=/);
    }
  });
});
