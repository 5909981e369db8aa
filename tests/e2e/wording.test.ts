import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portal, ROLES, signIn } from './support/portal.ts';
import { rawCodesIn } from './support/rawCodes.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

type Locale = 'en' | 'de' | 'fr' | 'pl' | 'el';
const LOCALES: readonly Locale[] = ['en', 'de', 'fr', 'pl', 'el'];

/** Every list route of the portal staff may open; details are opened from their lists below. */
const ROUTES = [
  '/dashboard',
  '/devices',
  '/device-groups',
  '/device-profiles',
  '/measuring-points',
  '/reports',
  '/keys',
  '/keys/access-log',
  '/orders',
  '/transfers',
  '/tours',
  '/tours/import',
  '/tablets',
  '/companies',
  '/companies/create',
  '/crm-import',
  '/users',
  '/users/create',
  '/sonico-profiles',
  '/embed-keys',
  '/profile',
  '/settings',
];

/** A signed-in page whose browser (and so portal) language is `locale`. */
async function signedIn(locale: Locale, email: string = ROLES.staff): Promise<Page> {
  const page = await (await suite.newContext({ locale })).newPage();
  await page.goto(`${suite.server.url}/login`);
  await signIn(page, 'standalone', email);
  await page.waitForURL('**/dashboard');
  return page;
}

/** The page's text once it has settled: no skeleton, no busy region, no pending spinner. */
async function settledText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mp-skeleton, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  return portal(page, 'standalone').innerText();
}

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(suite.server.url + path);
  return rawCodesIn(await settledText(page));
}

/** Opens the first row of the grid named `grid` and returns the raw codes of what it shows. */
async function openFirstRow(page: Page, path: string): Promise<string[]> {
  await page.goto(suite.server.url + path);
  const row = page.locator('table tbody tr').first();
  await row.waitFor();
  await row.click();
  return rawCodesIn(await settledText(page));
}

describe('words a user understands', () => {
  it.each(LOCALES)('no route shows a raw code or framework wording (%s)', async (locale) => {
    const page = await signedIn(locale);
    const found: Record<string, string[]> = {};
    const routes = locale === 'en' || locale === 'de' ? ROUTES : ROUTES.slice(0, 8);
    for (const path of routes) {
      const codes = await visit(page, path);
      if (codes.length) found[path] = codes;
    }
    for (const path of ['/devices', '/keys', '/device-groups', '/tours', '/orders', '/users', '/transfers']) {
      const codes = await openFirstRow(page, path);
      if (codes.length) found[`${path} (first row)`] = codes;
    }
    expect(found).toEqual({});
  });
});
