import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { screenshot } from './support/browser.ts';
import { expectedMenu, portal, ROLES, signIn, type Where } from './support/portal.ts';
import { saveProfileLanguage } from './support/profileLanguage.ts';

const suite = portalSuite();

/** What the dashboard shows in each language: its heading and the menu entry. */
const DASHBOARD = { en: 'Dashboard', de: 'Übersicht', el: 'Πίνακας ελέγχου', pl: 'Pulpit', fr: 'Tableau de bord' };
const SIGN_IN = { en: 'Sign in', de: 'Anmelden', el: 'Σύνδεση', pl: 'Logowanie', fr: 'Connexion' };

/** The page titles of one language's file. */
function titles(locale: string): Record<string, string> {
  const file = path.resolve(import.meta.dirname, '../../locales', `${locale}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { titles: Record<string, string> }).titles;
}

/** The menu entry texts of one language's file. */
function menuTexts(locale: string): string[] {
  const file = path.resolve(import.meta.dirname, '../../locales', `${locale}.json`);
  return Object.values(
    (JSON.parse(readFileSync(file, 'utf8')) as { menu: { entries: Record<string, string> } }).menu.entries,
  );
}

function languageOfApiCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    // The client's calls only: images under the API (map tiles) are fetched by the browser, not the client.
    const call = ['fetch', 'xhr'].includes(request.resourceType());
    if (call && /\/(api|auth)\//.test(request.url())) seen.push(request.headers()['accept-language'] ?? '');
  });
  return seen;
}

/** The portal's text chunks the page requests, as `<lang>-<name>` ('el-shell', 'el-devices'), in order. */
function textChunksLoaded(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    // the demo page's <meter-map>, <report-chart> and <tour-table> load their own small chunks
    // (`el-mapElement-…`): not the portal's
    const chunk = /\/((?:en|de|el|pl|fr)-(?!mapElement-|chartElement-|tourElement-)[a-zA-Z]+)-[\w-]+\.js$/.exec(
      new URL(request.url()).pathname,
    );
    if (chunk) seen.push(chunk[1]);
  });
  return seen;
}

/** Anything on screen that looks like a key of the message files rather than a text. */
async function rawKeys(page: Page, where: Where): Promise<string[]> {
  const sections = Object.keys(
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/en.json'), 'utf8')) as object,
  );
  const text = await portal(page, where).innerText();
  return text.match(new RegExp(`\\b(?:${sections.join('|')})\\.[a-zA-Z]\\w*`, 'g')) ?? [];
}

/** Each language as the language choice names it, in its own language. */
const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', el: 'Ελληνικά', pl: 'Polski', fr: 'Français' };

/** Opens the header's language select, finds the language by typing its name, and picks it with Enter. */
async function chooseLanguage(page: Page, where: Where, locale: keyof typeof LANGUAGE_NAMES) {
  await portal(page, where)
    .getByRole('button', { name: /^(Language|Sprache|Γλώσσα|Język|Langue) / })
    .first()
    .click();
  // The list opens in the widget layer: inside the element, or beside the page's shell.
  const layer = where === 'element' ? portal(page, where) : page;
  await layer.getByRole('combobox').fill(LANGUAGE_NAMES[locale].slice(0, 3));
  await layer.getByRole('option', { name: LANGUAGE_NAMES[locale] }).waitFor();
  await page.keyboard.press('Enter');
}

describe.each<Where>(['standalone', 'element'])('languages (%s)', (where) => {
  const start = where === 'element' ? '/demo/' : '/login';

  it('starts in the browser language, switches every visible string and the Accept-Language of later calls', async () => {
    // the portal takes the profile's language at sign-in: the admin's is the browser's here
    await saveProfileLanguage(suite.server, ROLES.admin, 'de');
    const context = await suite.newContext({ locale: 'de-CH' });
    const page = await context.newPage();
    const languages = languageOfApiCalls(page);
    await page.goto(suite.server.url + start);
    await portal(page, where).getByRole('heading', { name: SIGN_IN.de }).waitFor();
    await signIn(page, where, ROLES.admin);
    await portal(page, where).getByRole('heading', { name: DASHBOARD.de, level: 1 }).waitFor();
    expect(languages.at(-1)).toBe('de');

    for (const locale of ['el', 'pl', 'fr', 'en'] as const) {
      await chooseLanguage(page, where, locale);
      await portal(page, where).getByRole('heading', { name: DASHBOARD[locale], level: 1 }).waitFor();
      // Every entry the admin may open is there, each in the new language.
      const menu = (await portal(page, where).locator('.mp-side-menu__link').allInnerTexts()).map((text) =>
        text.trim(),
      );
      expect(menu[0]).toBe(DASHBOARD[locale]);
      expect(menu).toHaveLength((await expectedMenu(page)).length);
      expect(menu.filter((text) => !menuTexts(locale).includes(text))).toEqual([]);
      await screenshot(page, `${where}-dashboard-${locale}`);
      const before = languages.length;
      await portal(page, where).getByRole('link', { name: DASHBOARD[locale] }).click();
      await page.reload();
      await portal(page, where).getByRole('heading', { name: DASHBOARD[locale], level: 1 }).waitFor();
      await expect.poll(() => languages.length).toBeGreaterThan(before);
      // After the switch (and a reload, which keeps the saved choice) every call asks for the new language.
      expect(new Set(languages.slice(before))).toEqual(new Set([locale]));
    }
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await context.close();
  });

  it('opens the support page of the UI language from the user menu, the English one for Greek', async () => {
    // the portal takes the profile's language at sign-in: the admin's is the browser's here
    await saveProfileLanguage(suite.server, ROLES.admin, 'de');
    const context = await suite.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(suite.server.url + start);
    await signIn(page, where, ROLES.admin);
    await portal(page, where).getByRole('heading', { name: DASHBOARD.de, level: 1 }).waitFor();
    const layer = where === 'element' ? portal(page, where) : page;
    const support = async (menu: RegExp, entry: string) => {
      await portal(page, where).getByRole('button', { name: menu }).click();
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        layer.getByRole('menuitem', { name: entry }).click(),
      ]);
      await opened.waitForLoadState();
      const found = { url: opened.url(), lang: await opened.locator('html').getAttribute('lang') };
      const heading = await opened.getByRole('heading', { level: 1 }).innerText();
      // the portal stays where it was, in its own tab
      expect(await opened.evaluate(() => window.opener === null)).toBe(true);
      await opened.close();
      return { ...found, heading };
    };

    expect(await support(/Kontomenü$/, 'Hilfe und Support')).toEqual({
      url: `${suite.server.url}/support/de/`,
      lang: 'de',
      heading: 'Hilfe und Support',
    });
    await chooseLanguage(page, where, 'el');
    await portal(page, where).getByRole('heading', { name: DASHBOARD.el, level: 1 }).waitFor();
    expect(await support(/Μενού λογαριασμού$/, 'Υποστήριξη')).toEqual({
      url: `${suite.server.url}/support/en/`,
      lang: 'en',
      heading: 'Help and support',
    });
    await context.close();
  });

  it("loads the shell's texts at start-up and each screen's with it, and a switch brings those in the new language", async () => {
    // the portal takes the profile's language at sign-in: the admin's is the browser's here
    await saveProfileLanguage(suite.server, ROLES.admin, 'el');
    const context = await suite.newContext({ locale: 'el-GR' });
    const page = await context.newPage();
    const chunks = textChunksLoaded(page);
    await page.goto(suite.server.url + start);
    await portal(page, where).getByRole('heading', { name: SIGN_IN.el }).waitFor();
    expect(chunks).toEqual(['el-shell']);

    await signIn(page, where, ROLES.admin);
    await portal(page, where).getByRole('heading', { name: DASHBOARD.el, level: 1 }).waitFor();
    expect(chunks).toEqual(['el-shell', 'el-dashboard']);
    await portal(page, where).locator('.mp-side-menu__link[href$="/devices"]').click();
    await portal(page, where)
      .getByRole('heading', { name: titles('el').devices, level: 1 })
      .waitFor();
    expect(chunks).toContain('el-devices');
    expect(await rawKeys(page, where)).toEqual([]);

    const before = chunks.length;
    await chooseLanguage(page, where, 'fr');
    await portal(page, where)
      .getByRole('heading', { name: titles('fr').devices, level: 1 })
      .waitFor();
    expect(chunks.slice(before).sort()).toEqual(['fr-dashboard', 'fr-devices', 'fr-shell']);
    expect(await rawKeys(page, where)).toEqual([]);
    await context.close();
  });
});
