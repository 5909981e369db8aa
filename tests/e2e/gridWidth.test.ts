import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromMenu, ROLES } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** How the devices grid sits in the window: whether the page itself overflows and how its scroll box behaves. */
async function gridFit(page: Page) {
  return page.evaluate(() => {
    const scroll = document.querySelector<HTMLElement>('.mp-data-grid__scroll');
    if (!scroll) throw new Error('no grid');
    const box = scroll.getBoundingClientRect();
    const lastHeader = [...scroll.querySelectorAll('th')].pop()!;
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      gridRight: box.right,
      gridHeight: box.height,
      windowHeight: window.innerHeight,
      windowWidth: window.innerWidth,
      tableWider: scroll.scrollWidth > scroll.clientWidth,
      overflowX: getComputedStyle(scroll).overflowX,
      lastHeaderRight: lastHeader.getBoundingClientRect().right,
    };
  });
}

describe('grids on a 1366 px screen', () => {
  it('fit the window with the menu open, or scroll inside a visible box', async () => {
    const { page } = await openFromMenu(suite, ROLES.admin, 'Devices', '/devices');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('table', { name: 'Devices' }).locator('tbody tr').nth(5).waitFor();
    const fit = await gridFit(page);
    expect(fit.pageOverflow).toBeLessThanOrEqual(0);
    expect(fit.gridRight).toBeLessThanOrEqual(fit.windowWidth);
    if (fit.tableWider) {
      expect(fit.overflowX).toBe('auto');
      // its scroll bar comes into sight with the box, not under a hundred rows
      expect(fit.gridHeight).toBeLessThanOrEqual(fit.windowHeight);
    } else expect(fit.lastHeaderRight).toBeLessThanOrEqual(fit.gridRight);
  });

  it('hides the columns a user chooses, and remembers them for that user', async () => {
    const { page } = await openFromMenu(suite, ROLES.admin, 'Devices', '/devices');
    const table = page.getByRole('table', { name: 'Devices' });
    await table.locator('tbody tr').nth(5).waitFor();
    const headers = () => table.getByRole('columnheader').allInnerTexts();
    // the device EUI starts hidden
    expect(await headers()).not.toContain('Device EUI');
    expect(await headers()).toContain('Groups');

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Groups' }).uncheck();
    await page.getByRole('checkbox', { name: 'Device EUI' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(headers).toContain('Device EUI');
    expect(await headers()).not.toContain('Groups');

    await page.reload();
    await table.locator('tbody tr').nth(5).waitFor();
    expect(await headers()).toContain('Device EUI');
    expect(await headers()).not.toContain('Groups');
  });

  it.each([
    ['Measuring Points', '/measuring-points', 1920],
    ['Embed Keys', '/embed-keys', 1366],
  ] as const)('%s shows its last column whole at %s px, without scrolling sideways', async (entry, path, width) => {
    const { page } = await openFromMenu(suite, ROLES.staff, entry, path);
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.mp-data-grid__table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const fit = await gridFit(page);
    expect(fit.tableWider).toBe(false);
    expect(fit.lastHeaderRight).toBeLessThanOrEqual(fit.gridRight);
    if (path !== '/embed-keys') return;
    // the widest headers are German and Greek ones; English again at the end, for the tests after this one
    for (const [name, language] of [
      ['Deutsch', /^Sprache /],
      ['Ελληνικά', /^Γλώσσα /],
      ['English', /^Language /],
    ] as const) {
      await page.getByRole('button', { name: /^(Language|Sprache|Γλώσσα) / }).click();
      await page.getByRole('combobox').fill(name.slice(0, 3));
      await page.getByRole('option', { name }).click();
      await page.getByRole('button', { name: language }).waitFor();
      const translated = await gridFit(page);
      expect(translated.tableWider, name).toBe(false);
      expect(translated.lastHeaderRight, name).toBeLessThanOrEqual(translated.gridRight);
    }
  });
});

describe('Tablets on a 1366 px screen', () => {
  it("keeps each row's buttons on one line", async () => {
    const { page } = await openFromMenu(suite, ROLES.staff, 'Tablets', '/tablets');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page
      .locator('.mp-app')
      .getByRole('button', { name: /^Company/ })
      .first()
      .click({ position: { x: 8, y: 8 } });
    await page
      .getByRole('option', { name: /^Riverside Water Works/ })
      .first()
      .click();
    const rows = page.getByRole('table', { name: 'Tablets' }).locator('tbody tr');
    await rows.first().getByRole('button', { name: 'Delete' }).waitFor();
    const lines = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const tops = [...tr.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top));
        return { buttons: tops.length, lines: new Set(tops).size };
      }),
    );
    expect(lines.some((row) => row.buttons > 1)).toBe(true);
    for (const row of lines) expect(row.lines).toBe(1);
    const fit = await gridFit(page);
    expect(fit.pageOverflow).toBeLessThanOrEqual(0);
    expect(fit.lastHeaderRight).toBeLessThanOrEqual(fit.gridRight);
  });
});
