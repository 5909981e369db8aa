import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { SIGNED_IN_ROUTES as ROUTES } from './support/routes.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** How far the page reaches past the window's right edge, and the elements that stick out furthest. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const beyond = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        // inside a box that scrolls sideways on its own (a grid), sticking out is that box's business
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && parent.clientWidth < parent.scrollWidth)
            return false;
        }
        return true;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { by: document.documentElement.scrollWidth - width, beyond };
  });
}

describe('a phone (390 x 844)', () => {
  it.each([ROLES.staff, ROLES.admin])('never scrolls sideways, on any screen, for %s', async (email) => {
    const context = await suite.newContext({ phone: true });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    expect((await overflow(page)).by).toBeLessThanOrEqual(0);
    await signIn(page, 'standalone', email);
    await page.waitForURL('**/dashboard');
    const wide: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${suite.server.url}${route}`);
      await portal(page, 'standalone').getByRole('heading', { level: 1 }).first().waitFor();
      // the screen's data, where it has a list, is in before measuring
      await page.waitForLoadState('networkidle');
      const { by, beyond } = await overflow(page);
      if (by > 0) wide.push(`${route}: ${by} px (${beyond.join(', ')})`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});

/** Whether the element's top edge is inside the window (its heading can be read without scrolling). */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

describe('details on a phone', () => {
  it('open in view when a device, a key or a tour is tapped far down its list', async () => {
    const context = await suite.newContext({ phone: true });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');

    await page.goto(`${suite.server.url}/devices`);
    const devices = page.getByRole('table', { name: 'Devices' }).locator('tbody tr');
    await devices.nth(19).waitFor();
    const device = devices.nth(19).getByRole('link').first();
    const serial = (await device.innerText()).trim();
    await device.tap();
    const panel = page.getByRole('complementary', { name: serial });
    await panel.getByRole('heading', { name: serial }).waitFor();
    await expect.poll(() => inView(panel.getByRole('heading', { name: serial }))).toBe(true);
    await screenshot(page, 'phone-device-details', { fullPage: false });

    await page.goto(`${suite.server.url}/keys`);
    const keys = page.getByRole('table').first().locator('tbody tr');
    await keys.nth(19).waitFor();
    await keys.nth(19).getByRole('link').first().tap();
    const drawer = page.getByRole('complementary');
    await drawer.getByRole('heading').first().waitFor();
    await expect.poll(() => inView(drawer.getByRole('heading').first())).toBe(true);

    // a tour's details are a screen of their own, shown from its top
    await page.goto(`${suite.server.url}/tours`);
    const tours = page.getByRole('table').first().locator('tbody tr');
    await tours.nth(1).waitFor();
    const last = tours.last().getByRole('link').first();
    await last.scrollIntoViewIfNeeded();
    await last.tap();
    await page.waitForURL(/\/tours\/[0-9a-f-]{36}\/items$/);
    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    await expect.poll(() => inView(title)).toBe(true);
    await context.close();
  });
});
