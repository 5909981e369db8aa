import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import { portalSuite } from './support/suite.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { expectedMenu, menuEntries, portal, ROLES, signIn, toast } from './support/portal.ts';
import { saveProfileLanguage } from './support/profileLanguage.ts';

const suite = portalSuite();

async function openPage(path: string): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  await page.goto(suite.server.url + path);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('standalone sign-in and guard', () => {
  it('sends a visitor to the login page with the wanted path and lands there after sign-in', async () => {
    const page = await openPage('/settings');
    const errors = recordPageErrors(page);
    await page.waitForURL('**/login?redirect=*');
    expect(pathOf(page)).toBe('/login?redirect=%2Fsettings');
    await expect.poll(() => page.title()).toBe('Sign in - Meter Portal');
    await screenshot(page, 'standalone-sign-in');
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/settings');
    await expect.poll(() => page.title()).toBe('Settings - Meter Portal');
    expect(await toast(page, 'standalone', 'Sign in successful').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('omits the redirect query for the root, /logout and /404', async () => {
    for (const path of ['/', '/logout', '/404']) {
      const page = await openPage(path);
      await page.waitForURL('**/login');
      expect(pathOf(page)).toBe('/login');
      await page.context().close();
    }
  });

  it('shows each role its menu and account actions', async () => {
    const expected = {
      staff: { role: 'Staff', impersonate: true },
      admin: { role: 'Company Admin', impersonate: false },
      user: { role: 'Basic', impersonate: false },
    };
    for (const [name, email] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
      const page = await openPage('/login');
      await signIn(page, 'standalone', email);
      await page.waitForURL('**/dashboard');
      const menu = await menuEntries(page, 'standalone');
      expect(menu[0]).toBe('Dashboard');
      expect(menu).toEqual(await expectedMenu(page));
      const header = page.locator('.mp-header');
      await expect.poll(() => header.innerText()).toContain(expected[name].role);
      await header.getByRole('button', { name: /Account menu/ }).click();
      const items = await page.getByRole('menuitem').allInnerTexts();
      expect(items.map((item) => item.trim())).toEqual(
        expected[name].impersonate
          ? ['Profile', 'Settings', 'Impersonate a user', 'Support', 'Log out']
          : ['Profile', 'Settings', 'Support', 'Log out'],
      );
      await screenshot(page, `standalone-dashboard-${name}`);
      await page.context().close();
    }
  });

  it("shows the portal in the language saved in the user's profile from sign-in on", async () => {
    await saveProfileLanguage(suite.server, ROLES.user, 'de');
    try {
      const page = await openPage('/login');
      await signIn(page, 'standalone', ROLES.user);
      await page.waitForURL('**/dashboard');
      await toast(page, 'standalone', de.auth.toasts.signInSuccess).waitFor();
      await expect.poll(() => page.title()).toBe(`${de.titles.dashboard} - Meter Portal`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.context().close();
    } finally {
      await saveProfileLanguage(suite.server, ROLES.user, 'en');
    }
  });

  it('toasts a wrong password and stays on the login page', async () => {
    const page = await openPage('/login');
    await signIn(page, 'standalone', ROLES.user, 'not-the-password1');
    await toast(page, 'standalone', 'Incorrect Email and Password combination').waitFor();
    expect(pathOf(page)).toBe('/login');
    await page.context().close();
  });

  it('sends a signed-in visitor from guest routes to the dashboard, unknown paths to 404, /logout to the login page', async () => {
    const page = await openPage('/login');
    await signIn(page, 'standalone', ROLES.user);
    await page.waitForURL('**/dashboard');
    await page.goto(suite.server.url + '/request-password-reset');
    await page.waitForURL('**/dashboard');
    await page.goto(suite.server.url + '/no-such-page');
    await page.waitForURL('**/404');
    await portal(page, 'standalone').getByRole('heading', { name: 'Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Not Found - Meter Portal');
    await screenshot(page, 'standalone-not-found');
    await page.goto(suite.server.url + '/logout');
    await page.waitForURL('**/login');
    await page.goto(suite.server.url + '/dashboard');
    await page.waitForURL('**/login?redirect=*');
    await page.context().close();
  });

  it('names a page without permission in the user’s language instead of landing on the dashboard', async () => {
    const page = await openPage('/login');
    await signIn(page, 'standalone', ROLES.user);
    await page.waitForURL('**/dashboard');
    await page.goto(suite.server.url + '/users');
    await page.waitForURL('**/no-permission?page=%2Fusers');
    const root = portal(page, 'standalone');
    await root.getByRole('heading', { name: 'No permission' }).waitFor();
    expect(await root.getByText('You do not have permission to open “Users”.').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('No permission - Meter Portal');
    await root.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('redirects the own user page to the profile', async () => {
    const page = await openPage('/login');
    await signIn(page, 'standalone', ROLES.user);
    await page.waitForURL('**/dashboard');
    const uuid = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth.current') ?? '{}') as { user_uuid: string }).user_uuid,
    );
    await page.goto(`${suite.server.url}/users/${uuid}`);
    await page.waitForURL('**/profile');
    await page.context().close();
  });
});
