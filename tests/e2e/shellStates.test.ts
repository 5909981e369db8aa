import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { recordPageErrors } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

/**
 * This file's server serves a copy of the built page, so one test can ship a "next version" of the service
 * worker without touching the build the other files use.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'meter-portal-shell-'));
const repo = path.resolve(import.meta.dirname, '../..');
mkdirSync(path.join(root, 'dist'));
cpSync(path.join(repo, 'dist/portal'), path.join(root, 'dist/portal'), { recursive: true });
cpSync(path.join(repo, 'embed'), path.join(root, 'embed'), { recursive: true });
const suite = portalSuite({ config: { staticRoot: root } });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the shell end to end', () => {
  it('announces a new version and activates it on Reload', async () => {
    const context = await suite.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    recordPageErrors(page);
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.user);
    await page.waitForURL('**/dashboard');
    // the first version installs; the next visit is under its control, as a returning user's would be
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.getByText(en.update.message).count()).toBe(0);

    // the next deployment: a service worker that differs by a byte
    appendFileSync(path.join(root, 'dist/portal/sw.js'), '\n// next version\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: en.update.message });
    await banner.waitFor({ timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));

    await banner.getByRole('button', { name: en.update.reload }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, {
      timeout: 30_000,
    });
    await portal(page, 'standalone').getByRole('heading').first().waitFor();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    expect(await page.getByText(en.update.message).count()).toBe(0);

    // the worker answers navigations with the portal's page, but not those to the server's own guides
    await page.goto(`${suite.server.url}/embed/`);
    await page.getByRole('heading', { level: 1, name: 'Embedding the elements on your site' }).waitFor();
  });

  it('gives way to the error layout when a screen takes longer than 10 s to load', async () => {
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');
    // from now on no script arrives: the next screen's chunk is held back
    await page.route('**/assets/*.js', () => undefined);
    const started = Date.now();
    await portal(page, 'standalone').getByRole('link', { name: 'Devices' }).click();
    await page
      .getByRole('status')
      .filter({ has: page.locator('.mp-loading__spinner') })
      .waitFor();
    await page.getByText(en.app.fatalError).waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  });
});
