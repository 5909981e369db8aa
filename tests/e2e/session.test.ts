import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInContext } from './support/signedInContext.ts';
import { portalSuite } from './support/suite.ts';
import { portal, ROLES, signIn, toast } from './support/portal.ts';

const suite = portalSuite({ accessLifetimeSeconds: 1 });

/** The access token the page has stored. */
function storedAccess(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as { access: string }).access);
}

/**
 * Waits until `access` is past its own `exp`: the server rounds expiry up to the next whole second, so a 1 s
 * token may live almost 2 s and a fixed pause would sometimes find it still valid.
 */
async function waitForExpiry(access: string): Promise<void> {
  const { exp } = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as { exp: number };
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 250));
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
    await waitForExpiry(await storedAccess(page));
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
    // A stored session whose access token has expired by the time the page opens. (Signed in through the form,
    // the dashboard's calls could meet the expired token and start a refresh that the next navigation cuts off
    // after the server has rotated the refresh token: the page would then hold a spent one, whatever it does.)
    const context = await signedInContext(suite, ROLES.user);
    const [stored] = (await context.storageState()).origins[0].localStorage.filter(
      ({ name }) => name === 'auth.tokens',
    );
    const signedIn = JSON.parse(stored.value) as { access: string; refresh: string };
    await waitForExpiry(signedIn.access);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/settings`);
    await portal(page, 'standalone').getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // the session went on with a new pair: a fresh access token and the rotated refresh token
    const tokensNow = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('auth.tokens'))) ?? '{}') as Partial<typeof signedIn>;
    await expect.poll(async () => (await tokensNow()).refresh).not.toBe(signedIn.refresh);
    expect((await tokensNow()).access).not.toBe(signedIn.access);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await toast(page, 'standalone', 'Your session has expired').count()).toBe(0);
    await context.close();
  });
});
