import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';
import { recordPageErrors, screenshot } from './browser.ts';
import { portal, ROLES, toast } from './portal.ts';
import { signedInContext } from './signedInContext.ts';
import type { PortalSuite } from './suite.ts';

/**
 * A company admin's page (a stored session, see signedInContext.ts) on an Administration screen, reached from
 * the dashboard through the main menu's `label` entry, in a context that may use the clipboard; `errors`
 * collects the page's errors.
 */
export async function openAdminScreen(suite: PortalSuite, label: string, path: string) {
  const context = await signedInContext(suite, ROLES.admin);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
  const page = await context.newPage();
  const errors = recordPageErrors(page);
  await page.goto(`${suite.server.url}/dashboard`);
  const root = portal(page, 'standalone');
  await root.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label }).click();
  await page.waitForURL(`**${path}`);
  await expect.poll(() => page.title()).toBe(`${label} - Meter Portal`);
  return { context, page, errors, root };
}

/**
 * The dialog that shows a new key's secret once: checked for serious accessibility problems (after a screenshot
 * named `shot`), its secret copied to the clipboard, then closed; afterwards the page holds the secret nowhere.
 */
export async function copySecretOnce(page: Page, secret: Locator, key: string, shot: string): Promise<void> {
  await screenshot(page, shot, { fullPage: false });
  expect(await seriousViolations(page), 'secret dialog').toEqual([]);
  await secret.getByRole('button', { name: 'Copy', exact: true }).click();
  await toast(page, 'standalone', 'Copied to the clipboard').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await secret.getByRole('button', { name: 'I have copied the key' }).click();
  await secret.waitFor({ state: 'detached' });
  // once closed the secret is nowhere on the page, only its prefix
  expect(await page.content()).not.toContain(key);
}
