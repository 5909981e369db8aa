import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TourImportResult } from '../../src/core/contract/tours.ts';
import { call, companyIds, login } from '../server/support/api.ts';
import { addModule, telegramOf } from '../server/telegrams/telegramSupport.ts';
import { upload } from '../server/tours/tourSupport.ts';
import { screenshot } from './support/browser.ts';
import { openFromMenu, ROLES, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Chooses an option of a select box by its label. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('tour management', () => {
  it('registers a tablet, imports a CSV with a mapping in five steps, assigns, simulates, closes and exports', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Tablets', '/tablets');
    await expect.poll(() => page.getByText('0 of 5 tablets active').count()).toBe(1);
    await page.getByRole('button', { name: 'Register tablet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register tablet' });
    await dialog.getByRole('button', { name: 'Register tablet' }).click();
    await expect.poll(() => dialog.locator('.mp-field__errors').count()).toBeGreaterThan(0);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E tablet');
    await dialog.getByRole('textbox', { name: 'Android ID' }).fill('e2e0001');
    await dialog.getByRole('button', { name: 'Register tablet' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Tablet registered successfully').count()).toBe(1);
    await expect.poll(() => page.getByText('1 of 5 tablets active').count()).toBe(1);
    // the toast leaves the page's action free: another tablet can be registered at once
    const shown = await toast(page, 'standalone', 'Tablet registered successfully').boundingBox();
    const action = await page.getByRole('button', { name: 'Register tablet' }).first().boundingBox();
    expect(overlaps(shown!, action!)).toBe(false);

    await page.goto(`${suite.server.url}/tours/import`);
    const csv = 'Zaehler,Strasse,Vorwert,Min,Max\r\nE2E-1,Seeweg 1,10,11,60\r\nE2E-2,Seeweg 2,20,21,70\r\n';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'route.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByText('Column "meter_serial" is not in the file.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await choose(page, /^Meter serial/, 'Zaehler');
    await choose(page, /^Address/, 'Strasse');
    await choose(page, /^Previous value/, 'Vorwert');
    await choose(page, /^Minimum/, 'Min');
    await choose(page, /^Maximum/, 'Max');
    await expect.poll(() => page.getByText('2 items with 2 registers').count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, /^Tablet/, 'E2E tablet');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('E2E tour');
    // back and forth keeps the choices
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('E2E tour');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect.poll(() => page.getByText('2 items with 2 registers imported.').count()).toBe(1);
    // E2E-1 and E2E-2 are no meters of the company: the import says so
    await page.getByText(/^2 of the file’s meters are not meters of the tour’s company .*: E2E-1, E2E-2$/).waitFor();
    await page.getByRole('link', { name: 'Open the tour' }).click();
    await page.waitForURL(/\/tours\/[0-9a-f-]{36}\/items$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('E2E tour');

    const menu = () => page.getByRole('button', { name: 'Actions for E2E tour' });
    await menu().click();
    await page.getByRole('menuitem', { name: 'Simulate readouts' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Updated successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('2 / 2').count()).toBeGreaterThan(0);
    await menu().click();
    await page.getByRole('menuitem', { name: 'Close' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => toast(page, 'standalone', 'Closed successfully').count()).toBe(1);
    await screenshot(page, 'tour-details', { fullPage: false });
    await menu().click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export in the original format' }).click(),
    ]);
    await expect.poll(() => toast(page, 'standalone', 'Export successful!').count()).toBe(1);
    const exported = await readFile(await download.path(), 'utf8');
    expect(exported.split('\r\n')[0]).toBe('Zaehler,Strasse,Vorwert,Min,Max,read_value,read_at');
    expect(exported.split('\r\n')[1]).toMatch(/^E2E-1,Seeweg 1,10,11,60,\d/);

    await page.goto(`${suite.server.url}/tablets`);
    await page.getByRole('button', { name: 'Deactivate' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Tablet deactivated successfully').count()).toBe(1);
    await expect.poll(() => page.getByText('0 of 5 tablets active').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the import wizard at 1366 × 768: counts that add up, Next in view, a contrasting current step', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Tours', '/tours');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${suite.server.url}/tours/import`);
    const header =
      'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value';
    const csv = [
      header,
      '1,A 1,W-1,,1,volume,m3,1,2,9',
      '2,A 2,W-2,,1,volume,m3,abc,2,9',
      '3,A 3,W-3,,1,volume,m3,1,2,9',
    ];
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'three.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\r\n')) });
    await expect.poll(() => page.getByText('Rows read: 3 — accepted: 2, rejected: 1.').count()).toBe(1);
    await expect.poll(() => page.getByText('1 row rejected:').count()).toBe(1);
    // the Back/Next bar stays inside the window below the preview
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    expect(next!.y + next!.height).toBeLessThanOrEqual(768);
    const current = page.locator('.mp-tours__steps li[aria-current="step"]');
    const [background, color] = await current.evaluate((node) => {
      const style = getComputedStyle(node);
      return [style.backgroundColor, style.color];
    });
    expect(background).not.toBe(color);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // the page has its padding: the heading does not touch the menu
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
    expect(heading!.x - (menu!.x + menu!.width)).toBeGreaterThanOrEqual(16);
    expect(errors).toEqual([]);
  });

  it('a tour’s details mark the registers a tablet read from a wireless M-Bus telegram', async () => {
    const { server } = suite;
    const company = (await companyIds(server))['Riverside Water Works'];
    // a fresh module each run, so the retry of a failed attempt starts clean
    const module = await addModule(server, company, String(randomInt(32_000_000, 33_000_000)));
    const { access } = await login(server, ROLES.admin);
    const tablets = await call<Array<{ uuid: string; name: string }>>(server, 'GET', '/api/tablets/?no_page=true', {
      token: access,
    });
    // Riverside's own tablet: a tour goes only to a tablet of its company
    const tablet = tablets.body.find((t) => t.name === 'Tablet North')!.uuid;
    const csv = `meter_serial,address,register_id,register_kind,unit\nWMB-${module.id},Kai 1,1,volume,m3\nWMB-${module.id},Kai 1,2,flow,m3/h\n`;
    const imported = await upload<TourImportResult>(
      server,
      access,
      { name: 'telegram-route.csv', data: csv },
      { converter: 'csv-comma', company: String(company), tablet, name: 'Telegram tour' },
    );
    expect(imported.status, imported.text).toBe(201);
    const uuid = imported.body.tour.uuid;
    const uploaded = await call(server, 'POST', `/api/tours/${uuid}/upload/`, {
      token: access,
      json: {
        readings: [{ item_number: 1, register_id: '2', read_value: 0.5 }],
        items: [{ item_number: 1, telegrams: [telegramOf(module.id, module.key, { total_m3: 42.125 })] }],
      },
    });
    expect(uploaded.status, uploaded.text).toBe(200);

    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Tours', '/tours');
    await page.goto(`${server.url}/tours/${uuid}/items`);
    const registers = page.locator('.mp-tours__list li');
    await expect.poll(() => registers.count(), { timeout: 10_000 }).toBe(2);
    const marker = registers.nth(0).locator('.mp-badge');
    await expect.poll(() => marker.innerText(), { timeout: 10_000 }).toBe('telegram');
    expect(await marker.getAttribute('title')).toBe('Read from a wireless M-Bus telegram the tablet received');
    expect(await registers.nth(0).innerText()).toContain('42.125');
    // the typed register carries no mark
    expect(await registers.nth(1).locator('.mp-badge').count()).toBe(0);
    await screenshot(page, 'tour-telegram-registers', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('<tour-table> on the demo page lists tours and shows a chosen tour’s items', async () => {
    const { page } = await openFromMenu(suite, ROLES.user, 'Tours', '/tours');
    await page.goto(`${suite.server.url}/demo/`);
    const list = page.locator('#tour-list');
    // the element's first load (script, token, tours) takes a loaded machine more than the default second
    await expect.poll(() => list.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await list.locator('tbody tr', { hasText: 'Urfahr – October' }).click();
    await expect.poll(() => page.locator('#tour-picked').innerText()).toBe('Tour: Urfahr – October');
    const items = page.locator('#tour-items');
    await expect.poll(() => items.locator('tbody tr').count()).toBe(12);
    await items.locator('tbody tr').first().click();
    await expect.poll(() => page.locator('#tour-picked').innerText()).toBe('Item 1: meter RW00070001');
  });
});
