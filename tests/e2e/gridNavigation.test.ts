import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromMenu, ROLES } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** Every large grid: menu entry, path and the table's name. */
const GRIDS = [
  { entry: 'Keys', path: '/keys', table: 'Keys' },
  { entry: 'Measuring Points', path: '/measuring-points', table: 'Measuring points' },
  { entry: 'Tours', path: '/tours', table: 'Tours' },
  { entry: 'Users', path: '/users', table: 'Users' },
  { entry: 'Companies', path: '/companies', table: 'Companies' },
  { entry: 'Transfers', path: '/transfers', table: 'Transfers' },
];

describe('the column chooser', () => {
  it.each(GRIDS)('hides a column of $entry and keeps the choice after a reload', async ({ entry, path, table }) => {
    const { page, errors } = await openFromMenu(suite, ROLES.staff, entry, path);
    const grid = page.getByRole('table', { name: table, exact: true });
    await grid.locator('tbody tr').first().waitFor();
    const headers = () => grid.getByRole('columnheader').allInnerTexts();

    await page.getByRole('button', { name: 'Columns' }).click();
    const boxes = page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox');
    // the first column names the row and stays
    expect(await boxes.first().isDisabled()).toBe(true);
    const second = boxes.nth(1);
    const label = (await second.locator('xpath=..').innerText()).trim();
    expect(await headers()).toContain(label);
    await second.uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(headers).not.toContain(label);

    await page.reload();
    await grid.locator('tbody tr').first().waitFor();
    expect(await headers()).not.toContain(label);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the way from the menu to a grid', () => {
  it.each([
    { entry: 'Devices', path: '/devices', table: 'Devices' },
    { entry: 'Keys', path: '/keys', table: 'Keys' },
    { entry: 'Users', path: '/users', table: 'Users' },
  ])('reaches the first row of $entry in fewer than 10 Tab presses', async ({ entry, path, table }) => {
    const { page } = await openFromMenu(suite, ROLES.staff, entry, path);
    await page.getByRole('table', { name: table, exact: true }).locator('tbody tr').first().waitFor();
    const inFirstRow = () =>
      page.evaluate(() => {
        const row = document.querySelector('.mp-data-grid tbody tr');
        return row !== null && row.contains(document.activeElement);
      });
    let presses = 0;
    while (!(await inFirstRow()) && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused === 'Skip to the table') await page.keyboard.press('Enter');
    }
    expect(await inFirstRow()).toBe(true);
    expect(presses).toBeLessThan(10);
    await page.context().close();
  });
});

describe('names and serials that open a row', () => {
  it.each([
    { entry: 'Devices', path: '/devices', table: 'Devices', param: 'device', marks: true },
    { entry: 'Keys', path: '/keys', table: 'Keys', param: 'key', marks: false },
    { entry: 'Measuring Points', path: '/measuring-points', table: 'Measuring points', param: 'point', marks: true },
    { entry: 'Transfers', path: '/transfers', table: 'Transfers', param: 'transfer', marks: true },
  ])('are real links in $entry, so a new tab opens the same row', async ({ entry, path, table, param, marks }) => {
    const { page } = await openFromMenu(suite, ROLES.staff, entry, path);
    const link = page.getByRole('table', { name: table, exact: true }).locator('tbody tr').first().getByRole('link');
    await link.first().waitFor();
    const href = await link.first().getAttribute('href');
    expect(new URL(href!, suite.server.url).searchParams.get(param)).toBeTruthy();

    const tab = await page.context().newPage();
    await tab.goto(new URL(href!, suite.server.url).href);
    const opened = tab.getByRole('table', { name: table, exact: true }).locator(`a[href="${href}"]`);
    await opened.first().waitFor();
    // the open row's link is marked (`page` when the router sees the address is the link's own)
    if (marks) expect(['true', 'page']).toContain(await opened.first().getAttribute('aria-current'));
    await page.context().close();
  });
});

describe('Escape', () => {
  /** The focused element's accessible text and its tag, through the widget's shadow root where there is one. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return `${active?.tagName.toLowerCase()}:${active?.textContent?.trim() ?? ''}`;
    });

  it('gives the focus back to what opened a panel or a dialog', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.staff, 'Devices', '/devices');
    const link = page
      .getByRole('table', { name: 'Devices', exact: true })
      .locator('tbody tr')
      .first()
      .getByRole('link');
    await link.first().waitFor();
    const serial = (await link.first().innerText()).trim();

    // a device's details from its grid link, closed by Escape and by its close button
    for (const close of ['Escape', 'button'] as const) {
      await link.first().click();
      const panel = page.getByRole('complementary', { name: serial });
      await panel.getByRole('heading', { name: serial }).waitFor();
      expect(await focused(page)).toBe(`h2:${serial}`);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await panel.getByRole('button', { name: 'Close device details' }).click();
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => focused(page)).toBe(`a:${serial}`);
    }

    // a dialog opened by a button
    await page.getByRole('button', { name: 'Create devices' }).click();
    const dialog = page.getByRole('dialog', { name: /^Create/ });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('button:Create devices');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
