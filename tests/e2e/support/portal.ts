import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import en from '../../../locales/en.json';
import { enabledFeatures } from '../../../src/app/features.ts';
import { buildMenu } from '../../../src/app/menu/buildMenu.ts';
import type { CurrentUser } from '../../../src/core/contract/index.ts';
import { FEATURE_FLAGS } from '../../../src/core/domain/index.ts';
import { recordPageErrors } from './browser.ts';
import { signedInContext } from './signedInContext.ts';
import type { PortalSuite } from './suite.ts';

export const PASSWORD = 'demo1234';
export const ROLES = {
  staff: 'staff@example.com',
  admin: 'admin@example.com',
  user: 'user@example.com',
} as const;

/** Where the portal is: the page itself, or the shadow root of `<meter-portal>` on the demo page. */
export type Where = 'standalone' | 'element';

/** The part of the page that holds the portal; locators reach into open shadow roots. */
export function portal(page: Page, where: Where): Locator {
  return where === 'element' ? page.locator('meter-portal') : page.locator('.mp-app');
}

export async function signIn(page: Page, where: Where, email: string, password = PASSWORD): Promise<void> {
  const root = portal(page, where);
  await root.locator('input[name=email]').fill(email);
  await root.locator('input[name=password]').fill(password);
  await root.locator('form button[type=submit]').click();
}

/** The visible texts of the side menu entries. */
export async function menuEntries(page: Page, where: Where): Promise<string[]> {
  const nav = portal(page, where).getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/**
 * The English side menu the signed-in user of `page` should see: every registered feature's entry that the
 * permissions the server gave them open, in the spec's order. It grows as features are registered, while
 * the permissions come from the real server's answer, stored by the page.
 */
export async function expectedMenu(page: Page): Promise<string[]> {
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth.current') ?? 'null') as CurrentUser | null,
  );
  const entries = enabledFeatures(FEATURE_FLAGS).flatMap((feature) => feature.menu ?? []);
  return buildMenu(entries, user).flatMap(({ entries: shown }) => shown.map((entry) => en.menu.entries[entry.label]));
}

export function toast(page: Page, where: Where, text: string): Locator {
  return portal(page, where).locator('.Toastify__toast', { hasText: text });
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link of the given kind mailed to `to`, read from the server's file outbox. */
export async function mailedLink(outboxDir: string, to: string, kind: 'reset' | 'activate'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    const dated = await Promise.all(
      files.map(async (file) => ({ file, time: (await stat(path.join(outboxDir, file))).mtimeMs })),
    );
    dated.sort((a, b) => a.time - b.time);
    const mails = await Promise.all(
      dated.map(async ({ file }) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxMail),
    );
    const links = mails
      .filter((mail) => mail.to === to)
      .flatMap((mail) => mail.links.filter((link) => link.includes(`/${kind}/`)));
    if (links.length) return links[links.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail to ${to} in ${outboxDir}`);
}

/**
 * A fresh page of the standalone portal signed in as `email` (a stored session, see signedInContext.ts), opened
 * on the dashboard, then taken to `path` through the side menu's `entry` (so the menu is tested on the way),
 * with the page errors it records.
 */
export async function openFromMenu(
  suite: PortalSuite,
  email: string,
  entry: string,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await (await signedInContext(suite, email)).newPage();
  const errors = recordPageErrors(page);
  await page.goto(`${suite.server.url}/dashboard`);
  await portal(page, 'standalone').getByRole('link', { name: entry, exact: true }).click();
  await page.waitForURL(`**${path}`);
  return { page, errors };
}
