import type { BrowserContext } from 'playwright-core';
import { apiTokens } from '../../support/apiTokens.ts';
import type { newContext } from './browser.ts';
import type { PortalSuite } from './suite.ts';

/**
 * A fresh context already signed in as `email`: a token pair from the API and the current user in the page's
 * local storage, as a sign-in through the form leaves them. For tests about what comes after signing in; the
 * form itself is tested in signIn.test.ts. Each context gets a pair of its own, since a refresh token is spent
 * by its first refresh.
 */
export async function signedInContext(
  suite: PortalSuite,
  email: string,
  options: Omit<NonNullable<Parameters<typeof newContext>[1]>, 'storageState'> = {},
): Promise<BrowserContext> {
  const tokens = await apiTokens(suite.server, email);
  const reply = await fetch(`${suite.server.authBase}current/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (reply.status !== 200) throw new Error(`the current user of ${email}: ${reply.status} ${await reply.text()}`);
  const current: unknown = await reply.json();
  const localStorage = [
    { name: 'auth.tokens', value: JSON.stringify(tokens) },
    { name: 'auth.current', value: JSON.stringify(current) },
  ];
  return suite.newContext({
    ...options,
    storageState: { cookies: [], origins: [{ origin: suite.server.url, localStorage }] },
  });
}
