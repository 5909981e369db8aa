import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../e2e/support/ensureBuilt.ts';
import { startPortalServer, type TestServer } from '../e2e/support/server.ts';
import { apiTokens } from '../support/apiTokens.ts';
import { benchApiCall } from './benchApiCall.ts';
import { median } from './median.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof CATEGORIES)[number], number>;
/** Lighthouse's own advice: the median of several runs, the simulated throttling varies with the machine's load */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The baseline: the smallest page that can score 100 everywhere (language, title, description, viewport), on
 * a plain Node server on the same machine, audited in the same browser in the same run.
 */
const HELLO = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title>
<meta name="description" content="A page that says hello, the baseline of the Lighthouse rows."></head>
<body><main><h1>Hello, world</h1></main></body></html>`;

async function startHelloPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, reply) => {
    if (request.url === '/robots.txt') reply.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
    else reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HELLO);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in as the portal does: the token pair and the current user in the origin's localStorage (see
 * src/core/auth/createBrowserTokenStore.ts), written from a same-origin page that loads none of the portal's
 * files, then the browser's cache emptied, so the audited load of the dashboard starts cold like a returning
 * visitor's first one of the day.
 */
async function signInBrowser(port: number, server: TestServer): Promise<void> {
  const origin = server.url;
  const tokens = await apiTokens(server, 'admin@example.com');
  const current = await benchApiCall<unknown>(server, '/auth/current/', tokens.access);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([stored, user]) => {
      localStorage.setItem('auth.tokens', stored);
      localStorage.setItem('auth.current', user);
    },
    [JSON.stringify(tokens), JSON.stringify(current)],
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // the last run's service worker and its precache would serve the files
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await page.close();
  await browser.close();
}

/**
 * Lighthouse's mobile profile (its default) on one page, the median of each category over `RUNS` runs. With
 * `prepare`, Lighthouse keeps the origin's storage and `prepare` readies it before each run.
 */
async function audit(port: number, url: string, prepare?: () => Promise<void>): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0, failures = 0; run < RUNS; run++) {
    await prepare?.();
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(prepare),
      // the page's screenshot at full height would bring every part of a long page into view after the load
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, runtimeError } = result.lhr;
    if (runtimeError) {
      // on a busy machine the trace sometimes misses the navigation's start (NO_NAVSTART): that run again, once
      if (++failures > 1) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      run--;
      continue;
    }
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(reportFile(url), JSON.stringify(result.lhr));
    const failing = Object.values(result.lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id);
    if (failing.length && run === 0) console.info(`Lighthouse ${url}: failing audits ${failing.join(', ')}`);
    runs.push(
      Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Scores,
    );
  }
  return Object.fromEntries(CATEGORIES.map((name) => [name, median(runs.map((scores) => scores[name]))])) as Scores;
}

/** Each page's last report, to read what keeps a score down. */
const REPORTS = path.resolve(import.meta.dirname, '../../test-results/lighthouse');
const reportFile = (url: string) =>
  path.join(REPORTS, `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'hello'}.json`);

const shown = (scores: Scores) => CATEGORIES.map((name) => `${name} ${scores[name]}`).join(', ');

/**
 * Lighthouse (mobile, simulated throttling) on `/login`, the signed-in dashboard and the embedding guide
 * `/embed/` of the built portal on the reference server with the demo data, beside a hello page. The build is
 * the tests' (tiles from the server itself: nothing is fetched from the internet).
 */
export async function benchLighthouse(): Promise<Array<{ name: string; value: string; baseline: string }>> {
  await ensureBuilt();
  const server = await startPortalServer();
  const hello = await startHelloPage();
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const baseline = `hello page ${shown(await audit(chrome.port, hello.url))}`;
    const signIn = () => signInBrowser(chrome.port, server);
    const pages = [
      ['/login', '/login'],
      ['/embed/', '/embed/'],
      // last: once signed in, /login would send the browser on to the dashboard
      ['/dashboard (signed in)', '/dashboard', signIn],
    ] as const;
    const rows = [];
    for (const [name, page, prepare] of pages) {
      // a page Lighthouse cannot audit is a row that says so, and the others still get theirs
      const value = await audit(chrome.port, server.url + page, prepare).then(shown, (error: unknown) =>
        error instanceof Error ? `failed: ${error.message}` : 'failed',
      );
      rows.push({ name: `Lighthouse mobile ${name}`, value, baseline });
    }
    return rows;
  } finally {
    chrome.kill();
    await hello.close();
    await server.close();
  }
}
