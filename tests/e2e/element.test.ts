import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalSuite } from './support/suite.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { expectedMenu, menuEntries, portal, ROLES, signIn, toast } from './support/portal.ts';

const suite = portalSuite();

async function openDemo(): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  await page.goto(`${suite.server.url}/demo/`);
  await portal(page, 'element').getByRole('heading', { name: 'Sign in' }).waitFor();
  return page;
}

/** Boxes of the portal's parts relative to the element, with or without the hostile host styles. */
async function boxes(page: Page, hostile: boolean) {
  await page.evaluate((on) => document.getElementById('portal-section')?.classList.toggle('hostile', on), hostile);
  return page.evaluate(() => {
    const host = document.querySelector('meter-portal');
    const root = host?.shadowRoot;
    if (!host || !root) throw new Error('no <meter-portal> shadow root');
    const origin = host.getBoundingClientRect();
    const selectors = [
      '.mp-app',
      'h1',
      'input[name=email]',
      'input[name=password]',
      'form button[type=submit]',
      '.mp-brand',
      'a',
    ];
    return Object.fromEntries(
      selectors.map((selector) => {
        const box = root.querySelector(selector)?.getBoundingClientRect();
        if (!box) throw new Error(`missing ${selector}`);
        return [selector, [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round)];
      }),
    );
  });
}

describe('<meter-portal> on the partner demo page', () => {
  it('loads only the library and writes nothing to the host document', async () => {
    const page = await (await suite.newContext({ acceptCookies: false })).newPage();
    const errors = recordPageErrors(page);
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto(`${suite.server.url}/demo/`);
    const head = await page.evaluate(() => [...document.head.children].map((node) => node.outerHTML));
    const title = await page.title();
    await portal(page, 'element').getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(page, 'element', ROLES.user);
    await portal(page, 'element').getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await portal(page, 'element').getByRole('button', { name: 'Accept' }).click();

    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => [...document.head.children].map((node) => node.outerHTML))).toEqual(head);
    expect(await page.evaluate(() => document.documentElement.getAttribute('lang'))).toBe('en');
    expect(
      await page.evaluate(() => document.body.querySelectorAll(':scope > :not(header, main, footer, script)').length),
    ).toBe(0);
    expect(scripts.every((path) => path.startsWith('/elements/') || path === '/demo/demo.js')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs in as each role inside the element and shows the right menu', async () => {
    const roleLabels = { staff: 'Staff', admin: 'Company Admin', user: 'Basic' };
    for (const [name, email] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
      const page = await openDemo();
      await signIn(page, 'element', email);
      await toast(page, 'element', 'Sign in successful').waitFor();
      const menu = await menuEntries(page, 'element');
      expect(menu[0]).toBe('Dashboard');
      expect(menu).toEqual(await expectedMenu(page));
      await expect.poll(() => portal(page, 'element').locator('.mp-header').innerText()).toContain(roleLabels[name]);
      await screenshot(page, `element-dashboard-${name}`);
      await page.context().close();
    }
  });

  it('keeps its layout under a hostile host stylesheet', async () => {
    const page = await openDemo();
    const clean = await boxes(page, false);
    const hostile = await boxes(page, true);
    expect(hostile).toEqual(clean);
    // The hostile rules do reach the host's own text in the same section.
    const caption = await page.evaluate(
      () => getComputedStyle(document.querySelector('.portal-section__caption')!).fontSize,
    );
    expect(caption).toBe('40px');
    await screenshot(page, 'element-sign-in-hostile');
    await page.context().close();
  });

  it('sets the document title only when asked with set-title', async () => {
    const page = await openDemo();
    expect(await page.title()).toBe('Lakeside Water Utility — Customer service');
    await page.evaluate(() => {
      const element = document.createElement('meter-portal');
      element.setAttribute('set-title', '');
      element.setAttribute('locale', 'fr');
      document.querySelector('meter-portal')?.replaceWith(element);
    });
    await expect.poll(() => page.title()).toBe('Connexion - Meter Portal');
    await page.context().close();
  });
});
