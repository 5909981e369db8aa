import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const repo = path.resolve(import.meta.dirname, '../../..');
export const SCREENSHOTS = path.join(repo, 'test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (own local storage) with the cookie notice already accepted unless asked otherwise, and a
 * fixed English browser language so the language rules are tested from a known start.
 */
export async function newContext(
  browser: Browser,
  {
    acceptCookies = true,
    locale = 'en-US',
    serviceWorkers = 'block',
    phone = false,
    storageState,
  }: {
    acceptCookies?: boolean;
    locale?: string;
    serviceWorkers?: 'allow' | 'block';
    phone?: boolean;
    /** cookies and local storage the context starts with (a stored session, see signedInContext.ts) */
    storageState?: BrowserContextOptions['storageState'];
  } = {},
): Promise<BrowserContext> {
  // a phone: 390 x 844 CSS pixels, touch, the mobile viewport meta honoured
  const screen = phone
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
    : { viewport: { width: 1280, height: 860 } };
  const context = await browser.newContext({ ...screen, locale, serviceWorkers, storageState });
  if (acceptCookies) await context.addInitScript(() => localStorage.setItem('cookie.consent', 'accepted'));
  return context;
}

/** The whole page, or with `fullPage: false` the visible part (a 100-row grid makes full-page pictures unreadably long). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Collects page errors so a test can assert the page ran without uncaught exceptions. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
