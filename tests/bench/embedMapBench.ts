import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { companies } from '../../server/db/schema.ts';
import { ensureBuilt } from '../e2e/support/ensureBuilt.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startPartnerSite } from '../e2e/support/partnerSite.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { median } from './median.ts';

const WARM_UPS = 1;
const RUNS = 9;

interface Timed {
  name: string;
  ms: number;
  baselineName: string;
  baselineMs: number;
}

/**
 * Notes, from the page's own clock (0 = navigation start), the first animation frame in which the map's
 * shadow root holds a point or a cluster: a document MutationObserver sees nothing inside a shadow root.
 */
const PROBE = `<script>
  (function watch() {
    const map = document.querySelector('meter-map');
    if (map && map.shadowRoot && map.shadowRoot.querySelector('.mp-map-cluster, .mp-map-point'))
      window.firstPoints = performance.now();
    else requestAnimationFrame(watch);
  })();
</script>`;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** A partner's page as pasted: the element's script from the portal's server, and one connection attribute. */
function partnerPage(server: TestServer, connection: string): string {
  return `<!doctype html><html lang="en"><head><title>Partner</title>${PROBE}
    <script type="module" src="${server.url}/elements/meter-map.js"></script></head>
    <body><meter-map ${connection} api-base="${server.apiBase}" auth-base="${server.authBase}"
      style="display:block;width:1000px;height:600px"></meter-map></body></html>`;
}

interface Load {
  /** navigation start to the first points */
  first: number;
  /** the key's exchange (with its preflight), start to end; 0 with a token */
  exchange: number;
  /** the points' request, start to end (with its preflight) */
  points: number;
  /** navigation start to the points' request */
  pointsAsked: number;
}

async function firstPoints(browser: Browser, url: string): Promise<Load> {
  // a fresh context each time: nothing cached, as for a visitor's first look at the partner's page
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => typeof (window as { firstPoints?: number }).firstPoints === 'number', null, {
      timeout: 30_000,
    });
    // a string, not a function: tsx would wrap the helper's name in a __name() the page does not have
    return await page.evaluate<Load>(TIMINGS);
  } finally {
    await context.close();
  }
}

/** Resource timings of the page's two API calls, read in the page. */
const TIMINGS = `(() => {
  const entries = performance.getEntriesByType('resource');
  const span = (part) => {
    const entry = entries.find((e) => e.name.includes(part));
    return entry ? { start: entry.startTime, took: entry.responseEnd - entry.startTime } : { start: 0, took: 0 };
  };
  const points = span('/measuring_points/map/');
  return {
    first: window.firstPoints,
    exchange: span('/auth/embed/token/').took,
    points: points.took,
    pointsAsked: points.start,
  };
})()`;

/**
 * In Chromium, a partner's page on another origin (a second loopback server) with `<meter-map>` of the built
 * element: time from navigation start to the first points on the map through an embed key (the key's
 * exchange, then the points), beside the same page with a session's access token in the `token` attribute
 * (no exchange). Same server, same company (Riverside's points), same run; the two alternate, median of 9
 * fresh contexts each after a warm-up.
 */
export async function benchEmbedMap(): Promise<Timed[]> {
  await ensureBuilt();
  const server = await startTestServer({ accessLifetimeSeconds: 3600 });
  const site = await startPartnerSite();
  const browser = await launchBrowser();
  try {
    const admin = await post<{ access: string }>(`${server.authBase}token/`, {
      email: 'admin@example.com',
      password: 'demo1234',
    });
    const [riverside] = await server.built.ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Riverside Water Works'));
    const { key } = await post<{ key: string }>(
      `${server.apiBase}embed-keys/`,
      { name: 'Bench partner', origins: [site.origin], elements: ['map'], company: riverside.id },
      admin.access,
    );
    // the customer's own user: the same company's points as the key
    const session = await post<{ access: string }>(`${server.authBase}token/`, {
      email: 'user@example.com',
      password: 'demo1234',
    });
    const embedUrl = site.page('/embed-key.html', partnerPage(server, `embed-key="${key}"`));
    const tokenUrl = site.page('/token.html', partnerPage(server, `token="${session.access}"`));
    const embed: Load[] = [];
    const token: Load[] = [];
    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const [a, b] = [await firstPoints(browser, embedUrl), await firstPoints(browser, tokenUrl)];
      if (run < WARM_UPS) continue;
      embed.push(a);
      token.push(b);
    }
    const of = (loads: Load[], part: keyof Load) => median(loads.map((load) => load[part]));
    return [
      {
        name: `embed: page load to first points on <meter-map>, embed key (exchange + points), median of ${RUNS}`,
        ms: of(embed, 'first'),
        baselineName: 'token attribute (session access token)',
        baselineMs: of(token, 'first'),
      },
      {
        name: 'embed: … of which page load to the points request',
        ms: of(embed, 'pointsAsked'),
        baselineName: 'token attribute',
        baselineMs: of(token, 'pointsAsked'),
      },
      {
        name: 'embed: … of which the key exchange request (POST /auth/embed/token/)',
        ms: of(embed, 'exchange'),
        baselineName: 'token attribute, none',
        baselineMs: 0,
      },
      {
        name: 'embed: … of which the points request (measuring_points/map/)',
        ms: of(embed, 'points'),
        baselineName: 'token attribute',
        baselineMs: of(token, 'points'),
      },
    ];
  } finally {
    await browser.close();
    await site.close();
    await server.close();
  }
}
