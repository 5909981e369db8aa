import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { startPartnerSite } from '../../server/partnerSite.ts';
import { freePort } from '../support/serverProcess.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { recordPageErrors } from './support/browser.ts';
import { startPartnerSite as startStaticSite, type PartnerSite } from './support/partnerSite.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
let site: PartnerSite;
beforeAll(async () => {
  site = await startStaticSite();
});
afterAll(() => site?.close());
const partner = () => site.origin;

async function adminToken(): Promise<string> {
  const reply = await fetch(`${suite.server.authBase}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  return ((await reply.json()) as { access: string }).access;
}

async function createKey(origins: string[], company?: number): Promise<{ id: string; key: string }> {
  const reply = await fetch(`${suite.server.apiBase}embed-keys/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ name: 'Partner site', origins, elements: ['map', 'chart'], company }),
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { id: string; key: string };
}

/** A partner's page on its own site: the element script from the portal's server and an embed key, as pasted. */
async function openPartnerPage(key: string): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  const base = suite.server.url;
  const url = site.page(
    `/meters-${key.slice(4, 12)}.html`,
    `<!doctype html><html lang="en"><head><title>Partner</title>
      <script type="module" src="${base}/elements/meter-map.js"></script>
      <script type="module" src="${base}/elements/report-chart.js"></script></head>
      <body><h1>Our meters</h1>
      <meter-map id="map" embed-key="${key}" api-base="${base}/api/" auth-base="${base}/auth/"
        style="display:block;height:480px"></meter-map>
      <report-chart id="chart" embed-key="${key}" api-base="${base}/api/" auth-base="${base}/auth/"
        serial="00000000" preset="last_7_days"></report-chart>
      </body></html>`,
  );
  await page.goto(url);
  return page;
}

describe('an element on a partner site with an embed key', () => {
  it("shows the points of the key's company from another origin", async () => {
    const { key } = await createKey([partner()]);
    const page = await openPartnerPage(key);
    const errors = recordPageErrors(page);
    const map = page.locator('#map');
    await map.locator('.mp-map-cluster, .mp-map-point').first().waitFor({ timeout: 30_000 });
    expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  });

  it('shows no point when the origin is not on the key, or the key is revoked', async () => {
    const elsewhere = await createKey(['https://somebody-else.example']);
    const refused = await openPartnerPage(elsewhere.key);
    await refused.waitForResponse((response) => response.url().endsWith('/auth/embed/token/'));
    // the visitor is told why the map is empty, in the page's language
    await refused.locator('#map').getByRole('status').filter({ hasText: en.map.originRefused }).waitFor();
    await refused.locator('#chart').getByRole('alert').filter({ hasText: en.reports.embedOriginRefused }).waitFor();
    expect(await refused.locator('#map .mp-map-cluster, #map .mp-map-point').count()).toBe(0);

    const revoked = await createKey([partner()]);
    await fetch(`${suite.server.apiBase}embed-keys/${revoked.id}/revoke/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const page = await openPartnerPage(revoked.key);
    const exchange = await page.waitForResponse((response) => response.url().endsWith('/auth/embed/token/'));
    expect(exchange.status()).toBe(401);
    await page.locator('#map').getByRole('status').filter({ hasText: en.map.keyInvalid }).waitFor();
    await page.locator('#chart').getByRole('alert').filter({ hasText: en.reports.embedKeyInvalid }).waitFor();
    expect(await page.locator('#map .mp-map-cluster, #map .mp-map-point').count()).toBe(0);
  });

  it('draws the map and a chart on the demo partner page that npm start serves', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const [meter] = await suite.server.built.ctx.db
      .select({ serial: installations.serialNumber, companyId: installations.companyId })
      .from(installations)
      .innerJoin(companies, eq(companies.id, installations.companyId))
      .where(eq(companies.name, 'Riverside Water Works'))
      .limit(1);
    // the seeded demo key's company: a customer of the distributor whose admin makes the key
    const { key } = await createKey([origin], meter.companyId);
    const partnerSite = await startPartnerSite({ port, host: '127.0.0.1', portalUrl: suite.server.url, embedKey: key });
    try {
      const page = await (await suite.newContext()).newPage();
      await page.goto(`${origin}/`);
      await page
        .locator('#partner-map .mp-map-cluster, #partner-map .mp-map-point')
        .first()
        .waitFor({ timeout: 30_000 });
      await page
        .locator('#partner-chart')
        .evaluate((chart, serial) => chart.setAttribute('serial', serial), meter.serial);
      await expect
        .poll(() => page.locator('#partner-chart .mp-reports__chart canvas').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => partnerSite.close(() => resolve()));
    }
  });
});
