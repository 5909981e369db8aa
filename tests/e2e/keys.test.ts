import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema.ts';
import { addUser } from '../server/support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { openFromMenu, ROLES, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
const KEY_KEEPER_PERMISSIONS = ['view_order', 'view_communicationdevice', 'view_transfer', 'add_transfer'];

const keyRows = (page: Page) => page.getByRole('table', { name: 'Keys' }).locator('tbody tr');

async function companyId(name: string): Promise<number> {
  const [row] = await suite.server.built.ctx.db.select().from(companies).where(eq(companies.name, name));
  return row.id;
}

describe('key handling', () => {
  it('exports the filtered keys, and transfers keys after TRANSFER is typed', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Keys', '/keys');
    await expect.poll(() => keyRows(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Module type/ }).click();
    await page.getByRole('option', { name: 'RCM-LRW (LoRaWAN)', exact: true }).click();
    await page.waitForURL(/type=rcm-lrw/);
    await expect
      .poll(() =>
        keyRows(page)
          .allInnerTexts()
          .then((rows) => rows.every((r) => r.includes('RCM-LRW (LoRaWAN)'))),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'As CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('keys.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    const subtitle = await page.locator('.mp-page__subtitle').innerText();
    expect(lines.length - 1).toBe(Number(/\d+/.exec(subtitle)![0]));
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'rcm-lrw')).toBe(true);
    await expect.poll(() => toast(page, 'standalone', 'Download successful').count()).toBe(1);

    // the drawer shows the key only on request
    await keyRows(page).first().getByRole('link').click();
    const drawer = page.locator('.mp-keys__drawer');
    expect(await drawer.innerText()).toContain('The key is hidden');
    await drawer.getByRole('button', { name: 'Show key' }).click();
    await expect.poll(() => drawer.locator('[data-secret=appKey]').innerText()).toMatch(/^[0-9A-F]{32}$/);
    await screenshot(page, 'keys-drawer', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // keys of the distributor itself: the company filter is not offered, so pick by the company column
    const own = keyRows(page).filter({ hasText: 'Aqua Distribution' });
    const serials = await Promise.all(
      [0, 1].map(async (i) => (await own.nth(i).getByRole('link').innerText()).trim()),
    );
    for (const serial of serials) await page.getByRole('checkbox', { name: `Select ${serial}` }).check();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer keys' });
    expect(await dialog.innerText()).toContain('2 keys will be transferred');
    await dialog.getByRole('button', { name: /^Transfer to/ }).click();
    await page.getByRole('option', { name: /^Hillcrest Utilities/ }).click();
    const confirm = dialog.getByRole('button', { name: 'Transfer', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Type TRANSFER to confirm' }).fill('transfer');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Type TRANSFER to confirm' }).fill('TRANSFER');
    await confirm.click();
    await expect.poll(() => toast(page, 'standalone', 'Transferred successfully').count()).toBe(1);
    expect(errors).toEqual([]);

    await page.goto(`${suite.server.url}/transfers`);
    const history = page.getByRole('table', { name: 'Transfers' }).locator('tbody tr');
    await expect.poll(() => history.first().innerText()).toContain('Hillcrest Utilities');
    await screenshot(page, 'transfer-history', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a transfer to the receiving company only', async () => {
    // new addresses on each run, so the retry of a failed attempt does not meet the users it made
    const run = Date.now().toString(36);
    const hillcrest = `keys-${run}@hillcrest.example.com`;
    const riverside = `keys-${run}@riverside.example.com`;
    await addUser(suite.server, {
      email: hillcrest,
      companyId: await companyId('Hillcrest Utilities'),
      permissions: KEY_KEEPER_PERMISSIONS,
    });
    await addUser(suite.server, {
      email: riverside,
      companyId: await companyId('Riverside Water Works'),
      permissions: KEY_KEEPER_PERMISSIONS,
    });
    const receiving = await openFromMenu(suite, hillcrest, 'Transfers', '/transfers');
    const rows = receiving.page.getByRole('table', { name: 'Transfers' }).locator('tbody tr');
    // the grid's loading row is a row too: wait for the transfer itself
    await expect.poll(() => rows.first().innerText()).toContain('Hillcrest Utilities');
    expect(await rows.allInnerTexts()).toHaveLength(1);
    const other = await openFromMenu(suite, riverside, 'Transfers', '/transfers');
    const otherRows = other.page.getByRole('table', { name: 'Transfers' }).locator('tbody tr');
    await expect.poll(() => otherRows.first().innerText()).not.toMatch(/Loading/);
    expect(await otherRows.allInnerTexts()).toHaveLength(1);
    expect(await otherRows.first().innerText()).not.toContain('Hillcrest Utilities');
  });

  it('downloads an order’s sales-order PDF under its name', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Orders', '/orders');
    const orders = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect.poll(() => orders.count()).toBeGreaterThan(0);
    const link = orders.first().getByRole('link');
    const number = (await link.innerText()).trim();
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(number);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Sales order (PDF)' }).click(),
    ]);
    const [account, salesOrder] = number.split(' ');
    expect(download.suggestedFilename()).toBe(`sales-order_${account}_${salesOrder}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => toast(page, 'standalone', 'Download successful').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
