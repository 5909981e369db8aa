import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { screenshot } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';

const suite = portalSuite();

describe('impersonation', () => {
  it('lets staff act as a user, shows the banner, and Stop returns to the staff member', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.staff);
    await page.waitForURL('**/dashboard');
    const root = portal(page, 'standalone');
    const header = root.locator('.mp-header');
    await expect.poll(() => header.innerText()).toContain('Staff');

    await header.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Impersonate a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
    await dialog.getByRole('button', { name: /^User / }).click();
    await page.getByRole('combobox').fill('user@example.com');
    await page.getByRole('option', { name: /user@example\.com/ }).click();
    await dialog.getByRole('button', { name: 'Impersonate', exact: true }).click();

    const banner = root.getByRole('region', { name: 'Impersonation' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Sam Staff');
    await expect.poll(() => header.innerText()).toContain('Basic');
    await screenshot(page, 'standalone-impersonation');

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => header.innerText()).toContain('Staff');
    await context.close();
  });
});
