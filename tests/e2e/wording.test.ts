import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { saveProfileLanguage } from './support/profileLanguage.ts';
import { rawCodesIn } from './support/rawCodes.ts';
import { SIGNED_IN_ROUTES as ROUTES } from './support/routes.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

type Locale = 'en' | 'de' | 'fr' | 'pl' | 'el';

/** Grids whose first row opens a panel or a page of its own. */
const DETAILS = ['/devices', '/keys', '/device-groups', '/tours', '/orders', '/users', '/transfers'];

/** A signed-in page whose browser and profile (and so portal) language is `locale`. */
async function signedIn(locale: Locale, email: string = ROLES.staff): Promise<Page> {
  await saveProfileLanguage(suite.server, email, locale);
  const page = await (await suite.newContext({ locale })).newPage();
  await page.goto(`${suite.server.url}/login`);
  await signIn(page, 'standalone', email);
  await page.waitForURL('**/dashboard');
  return page;
}

/** The page's text once it has settled: no call under way, no skeleton, the first grid row (if any) drawn. */
async function settledText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mp-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return portal(page, 'standalone').innerText();
}

async function codesOn(page: Page, path: string): Promise<string[]> {
  await page.goto(suite.server.url + path);
  return rawCodesIn(await settledText(page));
}

async function codesOfFirstRow(page: Page, path: string): Promise<string[]> {
  await page.goto(suite.server.url + path);
  const row = page.locator('table tbody tr').first();
  await row.waitFor();
  await row.click();
  return rawCodesIn(await settledText(page));
}

/** Each route (and each detail) with the raw codes it shows; a clean portal gives `{}`. */
async function rawCodesOfPortal(locale: Locale, routes: readonly string[]): Promise<Record<string, string[]>> {
  const page = await signedIn(locale);
  const found: Record<string, string[]> = {};
  for (const path of routes) {
    const codes = await codesOn(page, path);
    if (codes.length) found[path] = codes;
  }
  for (const path of DETAILS) {
    const codes = await codesOfFirstRow(page, path);
    if (codes.length) found[`${path} (first row)`] = codes;
  }
  await page.context().close();
  return found;
}

/** The twelve short month names of a language, as Intl writes them in a date. */
function shortMonths(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return Array.from({ length: 12 }, (_, month) => {
    const parts = format.formatToParts(new Date(2026, month, 15));
    return parts.find((part) => part.type === 'month')?.value ?? '';
  });
}

/** Dates written as numbers only (`2026-11-27`, `27.11.2026`, `11/27/26`): never the portal's presentation. */
const NUMERIC_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/;

describe('words a user understands', () => {
  // every route as staff in German (the other roles' German sweeps follow); the source language and the others
  // on the busiest routes
  it('shows no raw code or framework wording on any route (de)', async () => {
    expect(await rawCodesOfPortal('de', ROUTES)).toEqual({});
  });

  it.each<Locale>(['en', 'fr', 'pl', 'el'])('shows none on the busiest routes either (%s)', async (locale) => {
    expect(
      await rawCodesOfPortal(locale, ['/dashboard', '/devices', '/device-profiles', '/measuring-points', '/keys']),
    ).toEqual({});
  });
});

describe('words a user understands, in every role', () => {
  /** The German portal at 1366 px of `email`, in the company profile named (a customer admin is the distributor's admin there). */
  async function rawCodesAs(email: string, company?: string): Promise<Record<string, string[]>> {
    const page = await signedIn('de', email);
    await page.setViewportSize({ width: 1366, height: 768 });
    // the profile chosen last time stays active: switch only when another one is
    if (company) await page.getByRole('button', { name: /^Unternehmensprofil: / }).waitFor();
    if (
      company &&
      (await page.getByRole('button', { name: new RegExp(`^Unternehmensprofil: ${company}`) }).count()) === 0
    ) {
      await page.getByRole('button', { name: /^Unternehmensprofil: / }).click();
      await page.getByRole('menuitem', { name: company }).click();
      await expect
        .poll(() => page.getByRole('button', { name: new RegExp(`^Unternehmensprofil: ${company}`) }).count())
        .toBe(1);
    }
    const found: Record<string, string[]> = {};
    for (const path of ROUTES) {
      const codes = await codesOn(page, path);
      if (codes.length) found[path] = codes;
    }
    await page.context().close();
    return found;
  }

  it.each([
    { role: 'a distributor admin', email: ROLES.admin, company: 'Aqua Distribution' },
    { role: 'a customer admin', email: ROLES.admin, company: 'Riverside Water Works' },
    { role: 'a basic user', email: ROLES.user, company: undefined },
  ])('shows $role no raw code on any route, in German at 1366 px', async ({ email, company }) => {
    expect(await rawCodesAs(email, company)).toEqual({});
  });
});

describe('one date presentation', () => {
  it.each<Locale>(['en', 'de', 'pl'])(
    'writes dates with a short month name and the year, moments of one day with their time (%s)',
    async (locale) => {
      const page = await signedIn(locale);
      const months = shortMonths(locale);
      const screens = ['/transfers', '/devices', '/tours', '/keys/access-log', '/dashboard'];
      for (const path of screens) {
        await page.goto(suite.server.url + path);
        const text = await settledText(page);
        expect(text.match(NUMERIC_DATE), `${path}: a date written as numbers`).toBeNull();
        const times = await portal(page, 'standalone').locator('time').allInnerTexts();
        for (const time of times) {
          expect(
            months.some((month) => time.includes(month)) && /\d{4}/.test(time),
            `${path}: "${time}" is not year, short month, day`,
          ).toBe(true);
        }
      }
      // Two transfers of one day are told apart: the grid's dates carry their time.
      await page.goto(`${suite.server.url}/transfers`);
      await settledText(page);
      const transferTimes = await page.locator('table tbody tr time').allInnerTexts();
      expect(transferTimes.length).toBeGreaterThan(0);
      for (const time of transferTimes) expect(time).toMatch(/\d{1,2}[:.]\d{2}/);
      // The readings of sub-day data show their time too.
      await page.goto(`${suite.server.url}/devices`);
      await settledText(page);
      const readings = await page.locator('table tbody tr time').allInnerTexts();
      expect(readings.length).toBeGreaterThan(0);
      for (const time of readings) expect(time).toMatch(/\d{1,2}[:.]\d{2}/);
      await page.context().close();
    },
  );

  it('writes the days of date fields as the UI language does', async () => {
    const page = await signedIn('de');
    await page.goto(`${suite.server.url}/data-quality`);
    const since = page.getByRole('textbox', { name: 'Kein Messwert seit' });
    await since.waitFor();
    expect(await since.getAttribute('placeholder')).toBe('31.12.2026');
    expect(await since.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await since.fill('01.02.2026');
    await since.blur();
    expect(await since.inputValue()).toBe('01.02.2026');

    // The calendar speaks German too (not the browser's language): month and weekday names, weeks from Monday.
    const button = page.getByRole('button', { name: 'Kein Messwert seit: Kalender' });
    await button.click();
    const calendar = page.getByRole('dialog', { name: 'Kein Messwert seit: Kalender' });
    const grid = calendar.getByRole('grid', { name: 'Februar 2026' });
    await grid.waitFor();
    expect(await grid.locator('.rdp-weekday').first().getAttribute('aria-label')).toBe('Montag');
    // it opens on the field's day, focused, and the arrows walk the days (13 days on: Saturday the 14th)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Sonntag, 1. Februar 2026, ausgewählt');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await since.inputValue()).toBe('14.02.2026');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Kein Messwert seit: Kalender');
    // on a phone the calendar fits the screen; a press on a day writes it into the field
    await page.setViewportSize({ width: 390, height: 844 });
    await button.click();
    await grid.waitFor();
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'calendar-de-phone', { fullPage: false });
    await calendar.getByRole('button', { name: /^Freitag, 20\. Februar 2026/ }).click();
    expect(await since.inputValue()).toBe('20.02.2026');
    await page.context().close();
  });

  it('gives the file input and the document the UI language', async () => {
    const page = await signedIn('de');
    await page.goto(`${suite.server.url}/tours/import`);
    await settledText(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByText('Datei auswählen').waitFor();
    await page.getByText('Keine Datei ausgewählt').waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'route.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\r\n1,2\r\n') });
    await page.getByText('route.csv').first().waitFor();
    await page.context().close();
  });
});
