import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openFromMenu, ROLES, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

const openGroups = (email: string) => openFromMenu(suite, email, 'Device Groups', '/device-groups');

/** Picks devices in the searchable device select by typing part of each serial and pressing Enter. */
async function pickDevices(page: Page, label: string, serials: string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  for (const serial of serials) {
    const search = page.getByRole('combobox').last();
    await search.fill(serial);
    await page.getByRole('option', { name: serial, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

const groupRows = (page: Page) => page.getByRole('table', { name: 'Device groups' }).locator('tbody tr');

describe('device groups', () => {
  it('builds a group, changes its devices, exports it and deletes it', async () => {
    const { page, errors } = await openGroups(ROLES.admin);
    await expect.poll(() => groupRows(page).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Create group' }).click();
    await page.waitForURL('**/device-groups/new');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('New device group');

    // the name is required before anything is sent
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect.poll(() => page.locator('.mp-field__errors').first().innerText()).toBe('This field is required');

    await page.getByRole('textbox', { name: 'Name' }).fill('E2E leak watch');
    await page.getByRole('textbox', { name: 'Description' }).fill('Meters watched for leaks');
    await pickDevices(page, 'Devices', ['21040021', '21040022']);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Created successfully').count()).toBe(1);
    await page.waitForURL(/\/device-groups\/[0-9a-f-]{36}\?mode=edit$/);
    const members = page.getByRole('table', { name: 'Devices of E2E leak watch' });
    await expect.poll(() => members.locator('tbody tr').allInnerTexts()).toHaveLength(2);

    await pickDevices(page, 'Add devices', ['21040040']);
    await page.getByRole('button', { name: 'Add 1 device' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Added successfully').count()).toBe(1);
    await expect.poll(() => members.locator('tbody tr').count()).toBe(3);

    await members.getByRole('button', { name: 'Remove 21040022' }).click();
    const confirmRemove = page.getByRole('dialog', { name: 'Remove device from group?' });
    await confirmRemove.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Removed successfully').count()).toBe(1);
    await expect.poll(() => members.innerText()).not.toContain('21040022');
    await screenshot(page, 'device-group-edit', { fullPage: false });

    await page.getByRole('link', { name: '← All device groups' }).click();
    await page.waitForURL('**/device-groups');
    await page.getByRole('checkbox', { name: 'Select E2E leak watch' }).check();
    expect(await page.getByText('1 group selected').count()).toBe(1);
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'As CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meter-groups.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('E2E leak watch'))).toBe(true);
    expect(csv).toContain('21040021');
    expect(csv).toContain('21040040');
    expect(csv).not.toContain('21040022');
    await expect.poll(() => toast(page, 'standalone', 'Download successful').count()).toBe(1);
    await screenshot(page, 'device-groups-list', { fullPage: false });

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete 1 group?' });
    expect(await confirmDelete.innerText()).toContain('E2E leak watch');
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('checkbox', { name: 'Select E2E leak watch' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Deleted successfully').count()).toBe(1);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Select E2E leak watch' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a group readonly unless asked for mode=edit, and only lets editors edit', async () => {
    const { page } = await openGroups(ROLES.admin);
    const groupReports: number[] = [];
    page.on('response', (res) => {
      if (/\/meter-groups\/[^/]+\/reports\/?$/.test(new URL(res.url()).pathname)) groupReports.push(res.status());
    });
    await page.getByRole('link', { name: 'Pilot meters' }).click();
    await page.waitForURL(/\/device-groups\/[0-9a-f-]{36}$/);
    const groupPath = new URL(page.url()).pathname;
    expect(await page.getByRole('textbox', { name: 'Name' }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: /^Add devices/ }).count()).toBe(0);
    // The group's summed consumption is charted from meter-groups/{uuid}/reports, and opens on Reports.
    await expect.poll(() => groupReports.length).toBeGreaterThanOrEqual(2);
    expect(groupReports.every((status) => status === 200)).toBe(true);
    const consumption = page.getByRole('region', { name: 'Consumption' });
    await expect.poll(() => consumption.locator('.mp-reports__chart canvas').count()).toBeGreaterThan(0);
    await consumption.getByRole('link', { name: 'Open in Reports' }).click();
    await page.waitForURL(/\/reports\?group=/);
    await expect.poll(() => page.locator('.mp-reports__chart canvas').count()).toBeGreaterThan(0);
    // the group choice names it once the list of groups has arrived
    await expect.poll(() => page.getByRole('button', { name: /^Device group/ }).innerText()).toContain('Pilot meters');

    await page.goto(`${suite.server.url}${groupPath}?mode=whatever`);
    await expect.poll(() => page.getByText('Read only').count()).toBe(1);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\?mode=edit$/);
    expect(await page.getByRole('textbox', { name: 'Name' }).getAttribute('readonly')).toBeNull();
    await page.context().close();

    // a basic user sees the same link read only, with no way to create, edit or delete
    const basic = await openGroups(ROLES.user);
    await expect.poll(() => groupRows(basic.page).count()).toBeGreaterThan(0);
    expect(await basic.page.getByRole('link', { name: 'Create group' }).count()).toBe(0);
    await groupRows(basic.page).first().getByRole('checkbox').check();
    expect(await basic.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const first = await groupRows(basic.page).first().getByRole('link').getAttribute('href');
    await basic.page.goto(`${suite.server.url}${first}?mode=edit`);
    await expect.poll(() => basic.page.getByText('Read only').count()).toBe(1);
    expect(await basic.page.getByRole('textbox', { name: 'Name' }).getAttribute('readonly')).not.toBeNull();
    await basic.page.context().close();
  });
});
