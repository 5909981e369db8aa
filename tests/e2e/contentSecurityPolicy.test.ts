import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { launchBrowser } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { startPortalServer, type TestServer } from './support/server.ts';

const SERIAL = '21040082';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A fresh context recording every policy violation. Unlike the other files' contexts it lets the
 * service worker run: its script must pass the policy too.
 */
async function newContext({ acceptCookies = true, locale = 'en-US' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale });
  await context.addInitScript((accept) => {
    if (accept) localStorage.setItem('cookie.consent', 'accepted');
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    // violations in shadow roots are composed events: they reach the document too
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${location.pathname}`),
      true,
    );
  }, acceptCookies);
  return context;
}

/**
 * zod, still bundled with some screens, probes whether it may compile validators with `Function('')`
 * inside a try/catch; the policy refuses it, as it should, and zod validates without compiling. The
 * probe is the one refusal a page is expected to cause.
 */
const ZOD_EVAL_PROBE = /^script-src eval /;

/** Everything the page's policy refused, from the violation events and from the console. */
function watch(page: Page): () => Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).filter(
      (violation) => !ZOD_EVAL_PROBE.test(violation),
    ),
    ...console,
  ];
}

describe('the Content-Security-Policy', () => {
  it('lets the portal sign in, draw its map and tiles, chart readouts and register its service worker', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const violations = watch(page);
    await page.goto(`${server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');
    expect(await violations()).toEqual([]);

    await page.goto(`${server.url}/measuring-points`);
    await portal(page, 'standalone').getByRole('heading', { name: 'Measuring Points', level: 1 }).waitFor();
    await expect.poll(() => page.locator('img.leaflet-tile-loaded').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);

    await page.goto(`${server.url}/reports`);
    await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
    await page.getByRole('combobox').fill(SERIAL);
    await page.getByRole('option', { name: new RegExp(SERIAL) }).click();
    await expect.poll(() => page.locator('.mp-reports__chart canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const worker = await page.evaluate(async () => {
      const ready = navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null);
      return Promise.race([ready, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 15_000))]);
    });
    expect(worker).toBe(`${server.url}/sw.js`);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("paints the HTML's cookie notice before the portal's scripts, in the visitor's language, and hands it over", async () => {
    const context = await newContext({ acceptCookies: false, locale: 'de-CH' });
    const bare = await context.newPage();
    const violations = watch(bare);
    // without the portal's start-up script only the HTML and its deferred notice script run
    await bare.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await bare.goto(`${server.url}/login`);
    const notice = bare.getByRole('region', { name: de.cookies.label });
    expect(await notice.getByText(de.cookies.message).count()).toBe(1);
    await notice.getByRole('button', { name: de.cookies.accept }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await bare.evaluate(() => localStorage.getItem('cookie.consent'))).toBe('accepted');
    expect(await violations()).toEqual([]);
    await bare.close();

    // a first visit with the scripts: the portal's own notice takes the HTML's place, one notice at any time
    const first = await newContext({ acceptCookies: false });
    const page = await first.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('.mp-app .mp-cookie').waitFor();
    expect(await page.locator('.mp-cookie').count()).toBe(1);
    await page.getByRole('region', { name: en.cookies.label }).getByRole('button', { name: en.cookies.accept }).click();
    await page.reload();
    await portal(page, 'standalone').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.mp-cookie').count()).toBe(0);
    await Promise.all([context.close(), first.close()]);
  });

  it('lets the demo pages run their elements', async () => {
    const context = await newContext();
    for (const [path, ready] of [
      ['/demo/', 'meter-portal'],
      ['/demo/meters.html', 'meter-map'],
    ] as const) {
      const page = await context.newPage();
      const violations = watch(page);
      await page.goto(`${server.url}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('lets the API docs page show the API', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const violations = watch(page);
    await page.goto(`${server.url}/api/docs`);
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
    await page.locator('.opblock').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('is in force: an injected inline script is refused (so the checks above see violations)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const violations = watch(page);
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
  });
});
