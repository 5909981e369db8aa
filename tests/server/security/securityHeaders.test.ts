import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrameAncestors } from '../../../server/config.ts';
import { templateSource } from '../../../server/http/securityHeaders.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let root: string;
let server: TestServer;
let configured: TestServer;
let offline: TestServer;
let token: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-headers-'));
  await mkdir(path.join(root, 'dist/portal/assets'), { recursive: true });
  await writeFile(path.join(root, 'dist/portal/index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(root, 'dist/portal/assets/index.js'), 'console.log(1);');
  server = await serverFor({ config: { staticRoot: root } });
  configured = await serverFor({
    config: {
      staticRoot: root,
      frameAncestors: parseFrameAncestors('self https://partner.example'),
      mapTileUrl: 'https://{s}.tile.example.com/{z}/{x}/{y}.png',
      mapGeocoderUrl: 'https://places.example.com/search',
    },
  });
  offline = await serverFor({ config: { staticRoot: root, mapTileUrl: 'offline' } });
  token = (await login(server, 'admin@example.com')).access;
});
afterAll(async () => {
  await server?.close();
  await configured?.close();
  await offline?.close();
  await rm(root, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** A GET from another site's page, read to the end (an unread body would hold the server's close up). */
async function get(target: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${target.url}${url}`, { headers: { Origin: 'https://evil.example', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const ANSWERS: Array<[string, Record<string, string>]> = [
  ['/', { Accept: 'text/html' }],
  ['/settings', { Accept: 'text/html' }],
  ['/assets/index.js', {}],
  ['/api/companies/', {}],
  ['/api/no-such-thing/', {}],
  ['/auth/token/', {}],
];

describe('every answer', () => {
  it('carries the security headers and no CORS permission', async () => {
    for (const [url, headers] of ANSWERS) {
      const auths: Array<Record<string, string>> = [{}, { Authorization: `Bearer ${token}` }];
      for (const auth of auths) {
        const response = await get(server, url, { ...headers, ...auth });
        const csp = directives(response.headers.get('content-security-policy'));
        expect(csp['default-src'], url).toEqual(["'self'"]);
        expect(csp['script-src'], url).toEqual(["'self'"]);
        expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
        expect(csp['object-src'], url).toEqual(["'none'"]);
        expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(response.headers.get('access-control-allow-origin'), url).toBeNull();
      }
    }
  });

  it('that leaves before any route runs (a broken URL) still says nosniff and allows nothing', async () => {
    const response = await get(server, '/api/companies/%E0%A4%A/');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(response.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives a CORS preflight no permission either', async () => {
    const response = await fetch(`${server.url}/api/companies/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    await response.text();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the portal page load its styles, images, tiles and service worker', async () => {
    const csp = directives((await get(server, '/', { Accept: 'text/html' })).headers.get('content-security-policy'));
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // built without a tile URL, the portal's maps show OpenStreetMap's tiles
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});

describe('the configured policy', () => {
  it('allows the frame ancestors, tile host and place search it is given', async () => {
    const response = await get(configured, '/', { Accept: 'text/html' });
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://partner.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://places.example.com']);
    // X-Frame-Options cannot name another site: left out, so it does not forbid what the CSP allows
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('allows no tile host when the maps are built to stay offline', async () => {
    const csp = directives((await get(offline, '/', { Accept: 'text/html' })).headers.get('content-security-policy'));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    for (const keyword of ['local', 'offline']) expect(templateSource(keyword, 'X')).toBeNull();
  });

  it('reads FRAME_ANCESTORS and the map URLs strictly', () => {
    expect(parseFrameAncestors(undefined)).toEqual(["'self'"]);
    expect(parseFrameAncestors('none')).toEqual(["'none'"]);
    expect(parseFrameAncestors("'self', https://a.example:8443 *.b.example")).toEqual([
      "'self'",
      'https://a.example:8443',
      '*.b.example',
    ]);
    expect(() => parseFrameAncestors("https://a.example; script-src 'unsafe-inline'")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors('none self')).toThrow(/FRAME_ANCESTORS/);
    expect(templateSource('/api/tiles/{z}/{x}/{y}.png', 'X')).toBeNull();
    expect(templateSource('https://api.maps.example/styles/{style}/{z}/{x}/{y}?token={accessToken}', 'X')).toBe(
      'https://api.maps.example',
    );
    expect(templateSource('https://tile-{s}.maps.example:8080/{z}/{x}/{y}.png', 'X')).toBe(
      'https://*.maps.example:8080',
    );
    expect(() => templateSource('https://maps.{s}.example/{z}/{x}/{y}.png', 'VITE_MAP_TILE_URL')).toThrow(
      /VITE_MAP_TILE_URL/,
    );
  });
});

describe('the API docs page', () => {
  it('has a policy of its own that lets the swagger UI run, and its files load', async () => {
    const page = await get(server, '/api/docs/static/index.html');
    expect(page.status).toBe(200);
    const html = page.text;
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    // no inline script for the policy to block: every script is a file of the docs page
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css'])
      expect((await get(server, `/api/docs/static/${file}`)).status, file).toBe(200);
    expect((await get(server, '/api/docs/json')).status).toBe(200);
  });
});
