import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { startPartnerSite } from '../../server/partnerSite.ts';
import { freePort } from '../support/serverProcess.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { measuringPoints } from '../../server/db/measuringPointSchema.ts';
import { recordPageErrors } from './support/browser.ts';
import { startPartnerSite as startStaticSite, type PartnerSite } from './support/partnerSite.ts';
import { portalSuite } from './support/suite.ts';
import { apiTokens } from '../support/apiTokens.ts';

const suite = portalSuite();
let site: PartnerSite;
beforeAll(async () => {
  site = await startStaticSite();
});
afterAll(() => site?.close());
const partner = () => site.origin;

async function adminToken(): Promise<string> {
  return (await apiTokens(suite.server, 'admin@example.com')).access;
}

async function createKey(
  origins: string[],
  company?: number,
  elements = ['map', 'chart'],
): Promise<{ id: string; key: string }> {
  const reply = await fetch(`${suite.server.apiBase}embed-keys/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ name: 'Partner site', origins, elements, company }),
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { id: string; key: string };
}

/** A partner's page on its own site: the element script from the portal's server and an embed key, as pasted. */
async function openPartnerPage(key: string): Promise<Page> {
  const { page, exchange } = await openPartnerPageWatching(key);
  exchange.catch(() => undefined);
  return page;
}

/** The same, with the answer to its first key exchange (watched from before the page loads, so none is missed). */
async function openPartnerPageWatching(key: string) {
  const page = await (await suite.newContext()).newPage();
  const exchange = page.waitForResponse((response) => response.url().endsWith('/auth/embed/token/'));
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
  return { page, exchange };
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
    const { page: refused, exchange: refusal } = await openPartnerPageWatching(elsewhere.key);
    expect((await refusal).status()).toBe(403);
    // the visitor is told why the map is empty, in the page's language
    await refused.locator('#map').getByRole('status').filter({ hasText: en.map.originRefused }).waitFor();
    await refused.locator('#chart').getByRole('alert').filter({ hasText: en.reports.embedOriginRefused }).waitFor();
    expect(await refused.locator('#map .mp-map-cluster, #map .mp-map-point').count()).toBe(0);

    const revoked = await createKey([partner()]);
    await fetch(`${suite.server.apiBase}embed-keys/${revoked.id}/revoke/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const { page, exchange } = await openPartnerPageWatching(revoked.key);
    expect((await exchange).status()).toBe(401);
    await page.locator('#map').getByRole('status').filter({ hasText: en.map.keyInvalid }).waitFor();
    await page.locator('#chart').getByRole('alert').filter({ hasText: en.reports.embedKeyInvalid }).waitFor();
    expect(await page.locator('#map .mp-map-cluster, #map .mp-map-point').count()).toBe(0);
  });

  it('draws the map, a chart and the tours on the demo partner page that npm start serves', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const [meter] = await suite.server.built.ctx.db
      .select({ serial: installations.serialNumber, companyId: installations.companyId })
      .from(installations)
      .innerJoin(companies, eq(companies.id, installations.companyId))
      .where(eq(companies.name, 'Riverside Water Works'))
      .limit(1);
    // the seeded demo key's company: a customer of the distributor whose admin makes the key
    const { key } = await createKey([origin], meter.companyId, ['map', 'chart', 'tour-table']);
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
      // Riverside's tours, in Linz, and none of the distributor's in Vienna
      await page
        .locator('#partner-tours')
        .getByText(/Linz|Urfahr/)
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await page.locator('#partner-tours').getByText('Vienna 1st district').count()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => partnerSite.close(() => resolve()));
    }
  });

  it('tells a visitor without key or session to sign in, in each element', async () => {
    const page = await (await suite.newContext()).newPage();
    const base = suite.server.url;
    const connection = `api-base="${base}/api/" auth-base="${base}/auth/"`;
    await page.goto(
      site.page(
        '/signed-out.html',
        `<!doctype html><html lang="en"><head><title>Partner</title>
        <script type="module" src="${base}/elements/meter-map.js"></script>
        <script type="module" src="${base}/elements/report-chart.js"></script>
        <script type="module" src="${base}/elements/tour-table.js"></script></head>
        <body><meter-map id="map" ${connection} style="display:block;height:320px"></meter-map>
        <report-chart id="chart" ${connection} serial="00000000"></report-chart>
        <tour-table id="tours" ${connection}></tour-table></body></html>`,
      ),
    );
    await page.locator('#map').getByText(en.elementStates.signIn.map).waitFor();
    await page.locator('#chart').getByText(en.elementStates.signIn.chart).waitFor();
    await page.locator('#tours').getByText(en.elementStates.signIn.tours).waitFor();
    const body = await page.evaluate(() =>
      [...document.querySelectorAll('meter-map, report-chart, tour-table')]
        .map((element) => element.shadowRoot?.textContent ?? '')
        .join(' '),
    );
    expect(body).not.toContain(en.reports.meterNotFound);
    expect(body).not.toContain(en.tours.loadFailed);
  });

  it('keeps elements with keys of different companies apart: own token, points, tours and language', async () => {
    const { db } = suite.server.built.ctx;
    const named = Object.fromEntries(
      (await db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.name, c.id]),
    );
    const count = async (companyId: number) =>
      (await db.select().from(measuringPoints).where(eq(measuringPoints.companyId, companyId))).length;
    const riverside = named['Riverside Water Works'];
    const hillcrest = named['Hillcrest Utilities'];
    const riversideKey = await createKey([partner()], riverside, ['map']);
    const hillcrestKey = await createKey([partner()], hillcrest, ['map']);
    const aquaKey = await createKey([partner()], named['Aqua Distribution'], ['tour-table']);
    const page = await (await suite.newContext()).newPage();
    const errors = recordPageErrors(page);
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/embed/token/')) exchanges.push(request.postData() ?? '');
    });
    const base = suite.server.url;
    const connection = `api-base="${base}/api/" auth-base="${base}/auth/"`;
    await page.goto(
      site.page(
        '/three-keys.html',
        `<!doctype html><html lang="en"><head><title>Partner</title>
        <script type="module" src="${base}/elements/meter-map.js"></script>
        <script type="module" src="${base}/elements/tour-table.js"></script></head>
        <body><meter-map id="linz" locale="de" embed-key="${riversideKey.key}" ${connection}
          style="display:block;height:320px"></meter-map>
        <meter-map id="graz" locale="en" embed-key="${hillcrestKey.key}" ${connection}
          style="display:block;height:320px"></meter-map>
        <tour-table id="tours" locale="fr" embed-key="${aquaKey.key}" ${connection}></tour-table></body></html>`,
      ),
    );
    const counted = (text: string, n: number) => text.replace('{{count}}', String(n));
    await page
      .locator('#linz')
      .getByText(counted(de.map.count_other, await count(riverside)))
      .waitFor({ state: 'attached', timeout: 30_000 });
    await page
      .locator('#graz')
      .getByText(counted(en.map.count_other, await count(hillcrest)))
      .waitFor({ state: 'attached', timeout: 30_000 });
    const tours = page.locator('#tours');
    await tours.getByRole('columnheader', { name: fr.tours.fields.name }).waitFor({ timeout: 30_000 });
    await tours.getByText('Vienna 1st district').waitFor();
    expect(await tours.getByText(/Linz|Urfahr/).count()).toBe(0);
    // each element traded its own key once
    expect(exchanges.sort()).toEqual(
      [riversideKey.key, hillcrestKey.key, aquaKey.key].map((key) => JSON.stringify({ key })).sort(),
    );
    expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  });
});
