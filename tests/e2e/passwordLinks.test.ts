import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { screenshot } from './support/browser.ts';
import { mailedLink, portal, ROLES, signIn, toast } from './support/portal.ts';
import { apiTokens } from '../support/apiTokens.ts';

const suite = portalSuite();

async function openPage(url: string): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  await page.goto(url);
  return page;
}

async function choosePassword(page: Page, password: string, confirmation = password, button: string) {
  const root = portal(page, 'standalone');
  await root.getByLabel(/^New password/).fill(password);
  await root.getByLabel(/^Confirm password/).fill(confirmation);
  await root.getByRole('button', { name: button }).click();
}

/** The staff member's API token, to trigger the activation mail the way the users screen will. */
async function staffToken(): Promise<string> {
  return (await apiTokens(suite.server, ROLES.staff)).access;
}

describe('password reset and account activation links', () => {
  it('resets a password end to end through the mailed link', async () => {
    const page = await openPage(`${suite.server.url}/login`);
    await portal(page, 'standalone').getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/request-password-reset');
    await expect.poll(() => page.title()).toBe('Password reset - Meter Portal');
    await screenshot(page, 'standalone-request-reset');
    await portal(page, 'standalone').locator('input[name=email]').fill(ROLES.user);
    await portal(page, 'standalone').getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, 'standalone', 'Your request has been submitted, please check your inbox').waitFor();

    const link = new URL(await mailedLink(suite.server.outboxDir, ROLES.user, 'reset'));
    expect(link.pathname).toMatch(/^\/users\/[^/]+\/reset\/[^/]+$/);
    await page.goto(suite.server.url + link.pathname);
    await portal(page, 'standalone')
      .getByLabel(/^New password/)
      .waitFor();
    await expect.poll(() => page.title()).toBe('Reset your password - Meter Portal');
    await choosePassword(page, 'short', 'other', 'Reset password');
    await portal(page, 'standalone').getByText('Please correct the following error(s):').waitFor();
    expect(await portal(page, 'standalone').getByText('Password value is too weak').count()).toBeGreaterThan(0);
    await choosePassword(page, 'riverflow2025', 'riverflow2024', 'Reset password');
    expect(await portal(page, 'standalone').getByText('Passwords do not match').count()).toBeGreaterThan(0);
    await screenshot(page, 'standalone-reset-password');
    await choosePassword(page, 'riverflow2025', 'riverflow2025', 'Reset password');
    await toast(page, 'standalone', 'Your password has been reset').waitFor();
    await page.waitForURL('**/login');

    await signIn(page, 'standalone', ROLES.user, 'riverflow2025');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('activates an invited account through the mailed link', async () => {
    const token = await staffToken();
    const users = (await (
      await fetch(`${suite.server.apiBase}users/?no_page=true`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string; email: string }[];
    const invited = users.find((user) => user.email === 'new@example.com');
    expect(invited).toBeTruthy();
    const resend = await fetch(`${suite.server.apiBase}users/${invited?.id}/resend_activation/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resend.status).toBe(200);

    const link = new URL(await mailedLink(suite.server.outboxDir, 'new@example.com', 'activate'));
    expect(link.pathname).toMatch(/^\/users\/[^/]+\/activate\/[^/]+$/);
    const page = await openPage(suite.server.url + link.pathname);
    await portal(page, 'standalone')
      .getByLabel(/^New password/)
      .waitFor();
    await expect.poll(() => page.title()).toBe('Activate your account - Meter Portal');
    await screenshot(page, 'standalone-activate-account');
    await choosePassword(page, 'meters2025', 'meters2025', 'Activate account');
    await toast(page, 'standalone', 'Your account has been activated').waitFor();
    await page.waitForURL('**/login');
    await signIn(page, 'standalone', 'new@example.com', 'meters2025');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  it('reports invalid links', async () => {
    const page = await openPage(`${suite.server.url}/users/00000000-0000-0000-0000-000000000000/reset/not-a-token`);
    await toast(page, 'standalone', 'Invalid Password reset token').waitFor();
    await page.goto(`${suite.server.url}/users/00000000-0000-0000-0000-000000000000/activate/not-a-token`);
    await toast(page, 'standalone', 'Invalid User activation token').waitFor();
    await screenshot(page, 'standalone-invalid-link');
    await page.context().close();
  });
});
