import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measuringPoints } from '../../server/db/measuringPointSchema.ts';
import { companies } from '../../server/db/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { login } from '../server/support/api.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

interface Detail {
  lat: number;
  lng: number;
  name: string;
  mode: string;
}

/** Collects the map events the page's document hears (they must bubble out of the shadow root). */
async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<{ type: string; target: string; detail: unknown; bubbles: boolean; composed: boolean }> = [];
    (window as unknown as { mapEvents: typeof seen }).mapEvents = seen;
    for (const type of ['point-pick', 'point-select'])
      document.addEventListener(type, (event) => {
        const { detail, bubbles, composed } = event as CustomEvent<unknown>;
        seen.push({ type, target: (event.target as Element).id, detail, bubbles, composed });
      });
  });
}

const events = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { mapEvents: Array<{ type: string; target: string; detail: Detail; bubbles: boolean }> })
        .mapEvents,
  );

/** Every request a demo page made to a host other than the test server's (tile services on the internet). */
const elsewhere: string[] = [];

async function openDemo(): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith(suite.server.url) && !/^(data|blob):/.test(request.url()))
      elsewhere.push(request.url());
  });
  await page.goto(`${suite.server.url}/demo/`);
  await page.locator('#pick-map .leaflet-container').waitFor();
  return page;
}

describe('<meter-map> on the partner demo page', () => {
  it('emits point-pick with the picked position, from a click and from a coordinate search', async () => {
    const page = await openDemo();
    const errors = recordPageErrors(page);
    await listen(page);
    const pickMap = page.locator('#pick-map');

    // The bundled Natural Earth land is painted on a canvas under the tiles, which are the test server's own.
    const base = pickMap.locator('.leaflet-mpOfflineBase-pane canvas');
    const landPixels = () =>
      base.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let land = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i] === 0xf2 && data[i + 1] === 0xef && data[i + 2] === 0xe9 && data[i + 3] === 255) land += 1;
        return land;
      });
    await expect.poll(landPixels, { timeout: 15_000 }).toBeGreaterThan(10_000);
    const tiles = pickMap.locator('img.leaflet-tile-loaded');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    expect(await tiles.first().evaluate((tile: HTMLImageElement) => tile.src)).toContain(
      `${suite.server.url}/api/tiles/`,
    );
    expect(elsewhere).toEqual([]);

    await pickMap.getByRole('searchbox', { name: 'Search for a place' }).fill('48.2082, 16.3738');
    await pickMap.getByRole('button', { name: 'Search', exact: true }).click();
    await pickMap.getByRole('button', { name: '48.2082, 16.3738' }).click();
    await expect.poll(async () => (await events(page)).length).toBe(1);
    expect((await events(page))[0]).toEqual({
      type: 'point-pick',
      target: 'pick-map',
      detail: { lat: 48.2082, lng: 16.3738, name: '48.2082, 16.3738', mode: 'new' },
      bubbles: true,
      composed: true,
    });
    // The partner's own form took the values from the event.
    expect(await page.locator('#leak-lat').inputValue()).toBe('48.208200');
    expect(await page.locator('#leak-place').inputValue()).toBe('48.2082, 16.3738');

    // A click: the map is centred on the searched place at zoom 7, so its centre is that place.
    const canvas = pickMap.locator('[data-mp-map-canvas]');
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2 + 100, y: box.height / 2 } });
    await expect.poll(async () => (await events(page)).length).toBe(2);
    const click = (await events(page))[1];
    expect(click.type).toBe('point-pick');
    expect(click.detail.mode).toBe('new');
    expect(click.detail.name).toBe('');
    // 100 px east at zoom 7 is 100 * 360 / (256 * 2^7) degrees of longitude.
    expect(click.detail.lat).toBeCloseTo(48.2082, 1);
    expect(click.detail.lng).toBeCloseTo(16.3738 + (100 * 360) / (256 * 128), 2);
    await screenshot(page, 'meter-map-demo-pick');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the points of the portal's session once signed in there, and emits point-select", async () => {
    const page = await openDemo();
    await listen(page);
    const pointsMap = page.locator('#points-map');
    await pointsMap.getByText(en.elementStates.signIn.map).waitFor();
    await signIn(page, 'element', ROLES.user);
    await portal(page, 'element').getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const { db } = suite.server.built.ctx;
    const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
    const own = await db.select().from(measuringPoints).where(eq(measuringPoints.companyId, riverside.id));
    await pointsMap.getByText(`${own.length} measuring points on the map`).waitFor({ state: 'attached' });

    // Clusters expand on click until single points show; a point's click is reported to the page.
    for (let step = 0; step < 12 && (await pointsMap.locator('.mp-map-point').count()) === 0; step++) {
      await pointsMap.locator('.mp-map-cluster').first().click();
      await page.waitForTimeout(350);
    }
    const marker = pointsMap.locator('.mp-map-point').first();
    const name = (await marker.getAttribute('aria-label'))!;
    await marker.click();
    await expect.poll(async () => (await events(page)).length).toBe(1);
    const [selected] = await events(page);
    const point = own.find((p) => p.name === name)!;
    expect(selected).toMatchObject({
      type: 'point-select',
      target: 'points-map',
      detail: { lat: point.latitude, lng: point.longitude, name, mode: 'edit' },
    });
    await expect.poll(() => page.locator('#selected-point').innerText()).toBe(`Selected: ${name}`);
    await pointsMap.locator('.mp-map-popup').getByText(point.measuringPointId).waitFor();
    await page.context().close();
  });

  it('keeps Leaflet and cluster styles inside its shadow root, and two maps use two tokens', async () => {
    const page = await openDemo();
    const staff = (await login(suite.server, ROLES.staff)).access;
    const basic = (await login(suite.server, ROLES.user)).access;
    await page.evaluate(
      ([staffToken, basicToken]) => {
        for (const [id, token] of [
          ['staff-map', staffToken],
          ['basic-map', basicToken],
        ]) {
          const map = document.createElement('meter-map');
          map.id = id;
          map.setAttribute('token', token);
          map.setAttribute('locale', id === 'staff-map' ? 'de' : 'en');
          document.querySelector('main')!.append(map);
        }
      },
      [staff, basic],
    );
    const { db } = suite.server.built.ctx;
    const all = (await db.select().from(measuringPoints)).length;
    const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
    const own = (await db.select().from(measuringPoints).where(eq(measuringPoints.companyId, riverside.id))).length;
    await page.locator('#staff-map').getByText(`${all} Messstellen auf der Karte`).waitFor({ state: 'attached' });
    await page.locator('#basic-map').getByText(`${own} measuring points on the map`).waitFor({ state: 'attached' });
    await page.locator('#staff-map .mp-map-cluster').first().waitFor();

    const styles = await page.evaluate(() => {
      const root = document.getElementById('staff-map')!.shadowRoot!;
      const pane = root.querySelector('.leaflet-map-pane')!;
      const cluster = root.querySelector('.mp-map-cluster')!;
      const pageRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      return {
        pane: getComputedStyle(pane).position,
        clusterRadius: getComputedStyle(cluster).borderRadius,
        pageHasLeaflet: pageRules.some((rule) => rule.includes('.leaflet-')),
        pageAdopted: document.adoptedStyleSheets.length,
      };
    });
    expect(styles).toEqual({ pane: 'absolute', clusterRadius: '50%', pageHasLeaflet: false, pageAdopted: 0 });
    await screenshot(page, 'meter-map-two-tokens');
    await page.context().close();
  });
});
