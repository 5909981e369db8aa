import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { ROLES, signIn } from './support/portal.ts';
import { recordReportCalls } from './support/reportCalls.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** The scripts the current document has loaded (not those of the page before it, still arriving). */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );

const installationOf = (url: URL) => url.pathname.split('/').at(-3);

describe('meter-map.js and report-chart.js embedded on their own', () => {
  it('draw with the portal session, load no portal code, and a meter chosen on the map is charted', async () => {
    const page = await (await suite.newContext()).newPage();
    const errors = recordPageErrors(page);
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');

    const reports = recordReportCalls(page);
    await page.goto(`${suite.server.url}/demo/meters.html`);
    const chart = page.locator('#meters-chart');
    await expect.poll(() => chart.locator('.mp-reports__chart canvas').count()).toBeGreaterThan(0);
    await expect
      .poll(() => reports.map((url) => `${url.searchParams.get('type')}@${url.searchParams.get('granularity')}`))
      .toEqual(expect.arrayContaining(['total_volume@day', 'delta_volume@day']));
    expect(await chart.getByRole('heading', { name: /Total volume/ }).count()).toBe(1);
    const first = installationOf(reports[0]);
    // Only the two element files and their own chunks: nothing of the portal's library or screens.
    const scripts = await scriptsOf(page);
    expect(scripts).toEqual(expect.arrayContaining(['/elements/meter-map.js', '/elements/report-chart.js']));
    expect(
      scripts.filter(
        (script) => !/^\/(elements\/(meter-map|report-chart|map-chunks|chart-chunks)|demo\/)/.test(script),
      ),
    ).toEqual([]);

    // Open clusters until single points show, then choose one whose meter is not the charted one.
    const map = page.locator('#meters-map');
    await map.locator('.mp-map-cluster, .mp-map-point').first().waitFor();
    for (let step = 0; step < 12 && (await map.locator('.mp-map-point').count()) === 0; step++) {
      await map.locator('.mp-map-cluster').first().click();
      await page.waitForTimeout(350);
    }
    const serialOf = async () => chart.getAttribute('serial');
    const before = await serialOf();
    const points = map.locator('.mp-map-point');
    for (let index = 0; index < (await points.count()) && (await serialOf()) === before; index++) {
      await points.nth(index).click();
      await page.waitForTimeout(200);
    }
    const chosen = await serialOf();
    expect(chosen).not.toBe(before);
    await expect.poll(() => page.locator('#meters-chart-serial').innerText()).toBe(chosen);
    await expect.poll(() => reports.some((url) => installationOf(url) !== first)).toBe(true);
    await expect.poll(() => chart.locator('.mp-reports__chart canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'standalone-elements');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
