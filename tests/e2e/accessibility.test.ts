import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { portal, ROLES, signIn, type Where } from './support/portal.ts';

const suite = portalSuite();

async function check(page: Page, name: string) {
  await page.waitForTimeout(300);
  await screenshot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
}

const BAD_LINK = '/users/00000000-0000-0000-0000-000000000000';

describe('accessibility of every screen (axe-core: no serious or critical violations)', () => {
  it('standalone: guest screens', async () => {
    const page = await (await suite.newContext({ acceptCookies: false })).newPage();
    await page.goto(`${suite.server.url}/login`);
    await portal(page, 'standalone').getByRole('heading', { name: 'Sign in' }).waitFor();
    await check(page, 'a11y-standalone-sign-in-cookie-notice');
    await page.goto(`${suite.server.url}/request-password-reset`);
    await portal(page, 'standalone').getByRole('heading', { name: 'Password reset' }).waitFor();
    await check(page, 'a11y-standalone-request-reset');
    for (const kind of ['reset', 'activate']) {
      await page.goto(`${suite.server.url}${BAD_LINK}/${kind}/not-a-token`);
      await portal(page, 'standalone').getByRole('alert').first().waitFor();
      await check(page, `a11y-standalone-${kind}-invalid`);
    }
    await page.context().close();
  });

  it('standalone: signed-in screens', async () => {
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.staff);
    await page.waitForURL('**/dashboard');
    await portal(page, 'standalone').locator('.mp-card').first().waitFor();
    await check(page, 'a11y-standalone-dashboard');
    for (const [path, heading] of [
      ['/profile', 'Profile'],
      ['/settings', 'Settings'],
      ['/404', 'Not Found'],
    ]) {
      await page.goto(suite.server.url + path);
      await portal(page, 'standalone').getByRole('heading', { name: heading, level: 1 }).waitFor();
      await check(page, `a11y-standalone-${heading.toLowerCase().replace(' ', '-')}`);
    }
    await portal(page, 'standalone')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Impersonate a user' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^User / })
      .click();
    await page.getByRole('option').first().waitFor();
    await check(page, 'a11y-standalone-impersonate-dialog');
    await page.context().close();
  });

  it.each<Where>(['element'])('%s: sign-in and signed-in screens on the demo page', async (where) => {
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.server.url}/demo/`);
    await portal(page, where).getByRole('heading', { name: 'Sign in' }).waitFor();
    await check(page, 'a11y-element-sign-in');
    await portal(page, where).getByRole('link', { name: 'Forgot your password?' }).click();
    await portal(page, where).getByRole('heading', { name: 'Password reset' }).waitFor();
    await check(page, 'a11y-element-request-reset');
    await portal(page, where).getByRole('link', { name: 'Back to sign in' }).click();
    await signIn(page, where, ROLES.admin);
    await portal(page, where).getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await portal(page, where).locator('.mp-card').first().waitFor();
    await check(page, 'a11y-element-dashboard');
    await portal(page, where)
      .getByRole('button', { name: /Account menu/ })
      .click();
    await portal(page, where).getByRole('menuitem', { name: 'Profile' }).click();
    await portal(page, where).getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await check(page, 'a11y-element-profile');
    await portal(page, where).getByRole('link', { name: 'Settings' }).click();
    await portal(page, where).getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await check(page, 'a11y-element-settings');
    await page.context().close();
  });

  it('the support pages, in each of their languages', async () => {
    const page = await (await suite.newContext()).newPage();
    for (const lang of ['en', 'de', 'fr', 'pl']) {
      await page.goto(`${suite.server.url}/support/${lang}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await check(page, `a11y-support-${lang}`);
    }
    await page.context().close();
  });
});
