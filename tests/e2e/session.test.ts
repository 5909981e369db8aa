import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { portal, ROLES, signIn, toast } from './support/portal.ts';

const suite = portalSuite({ accessLifetimeSeconds: 1 });

/**
 * Waits until the stored access token is past its own `exp`: the server rounds expiry up to the next whole
 * second, so a 1 s token may live almost 2 s and a fixed pause would sometimes find it still valid.
 */
async function waitForAccessExpiry(page: Page): Promise<void> {
  const exp = await page.evaluate(() => {
    const { access } = JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as { access: string };
    const payload = access.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { exp: number }).exp;
  });
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 250);
}

describe('an expired session', () => {
  it("ends with 'Your session has expired' and returns to the wanted page after sign-in", async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');

    // Leave the portal first: dashboard calls still on the wire would otherwise meet the expired token on the
    // dashboard itself and end the session there, before the visit to /profile this test is about.
    await page.goto(`${suite.server.url}/api/health/`);
    // The access token lives 1 s; without a refresh token the client cannot renew it.
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as { access: string; refresh: string };
      localStorage.setItem('auth.tokens', JSON.stringify({ ...tokens, refresh: '' }));
    });
    await waitForAccessExpiry(page);
    await page.goto(`${suite.server.url}/profile`);

    await toast(page, 'standalone', 'Your session has expired').waitFor();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
    expect(await page.evaluate(() => localStorage.getItem('auth.tokens'))).toBeNull();

    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/profile');
    await portal(page, 'standalone').getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await context.close();
  });

  it('keeps a session alive by refreshing the expired access token', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.user);
    await page.waitForURL('**/dashboard');
    await waitForAccessExpiry(page);
    await page.goto(`${suite.server.url}/settings`);
    await portal(page, 'standalone').getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await toast(page, 'standalone', 'Your session has expired').count()).toBe(0);
    await context.close();
  });
});
