// Screenshots of the portal for docs/screenshots/, named by today's date: Reports at 1920 px, the tour import
// wizard and Tablets at 1366 × 768, and a device's details on a phone (390 × 844). Run against a portal with
// the demo data (`npm start` in another terminal):
//   node --import tsx scripts/screenshots.ts [http://localhost:8080]
// Browser: CHROME_PATH, else Debian's /usr/bin/chromium (playwright-core drives it; nothing is downloaded).
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const folder = path.join(root, 'docs', 'screenshots');
const day = new Date().toISOString().slice(0, 10);
const PASSWORD = 'demo1234';

async function open(browser: Browser, email: string, phone = false, width = 1366, height = 768): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width, height } }),
  });
  await context.addInitScript(() => localStorage.setItem('cookie.consent', 'accepted'));
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  // the sign-in toast is gone before the picture
  await page.locator('.Toastify__toast').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  return page;
}

async function take(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const file = path.join(folder, `${day}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(`${path.relative(root, file)} (${Math.round(statSync(file).size / 1024)} KB)`);
  await page.context().close();
}

async function reports(browser: Browser): Promise<void> {
  const page = await open(browser, 'admin@example.com', false, 1920, 1080);
  await page.goto(`${base}/reports`);
  await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
  await page.getByRole('combobox').fill('21040082');
  await page.getByRole('option', { name: /21040082/ }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await page.locator('.mp-reports__result[aria-busy="false"] canvas').first().waitFor();
  await page.locator('.mp-reports__charts').scrollIntoViewIfNeeded();
  await take(page, 'reports-1920');
}

async function toursImport(browser: Browser): Promise<void> {
  const page = await open(browser, 'admin@example.com');
  await page.goto(`${base}/tours/import`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'route-comma.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(path.join(root, 'demo', 'tours', 'route-comma.csv')),
  });
  await page.getByText(/^Rows read/).waitFor();
  await take(page, 'tours-import');
}

async function tablets(browser: Browser): Promise<void> {
  const page = await open(browser, 'staff@example.com');
  await page.goto(`${base}/tablets`);
  // staff act for a company: Riverside's tablets
  await page.getByRole('button', { name: /^Company/ }).click();
  await page.getByRole('option', { name: 'Riverside Water Works', exact: true }).click();
  await page.getByText('Tablet North').waitFor();
  await take(page, 'tablets');
}

async function phone(browser: Browser): Promise<void> {
  const page = await open(browser, 'admin@example.com', true);
  await page.goto(`${base}/devices`);
  await page.getByRole('link', { name: /^\d{8}$/ }).or(page.getByRole('button', { name: /^\d{8}$/ })).first().click();
  await take(page, 'phone-device-details');
}

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of [reports, toursImport, tablets, phone]) await shot(browser);
} finally {
  await browser.close();
}
