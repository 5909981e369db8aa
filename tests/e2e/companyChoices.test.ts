import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromMenu, portal, ROLES } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** Opens a select by its label and picks the option whose name matches. */
async function pick(page: Page, label: RegExp, option: RegExp) {
  await portal(page, 'standalone')
    .getByRole('button', { name: label })
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.getByRole('option', { name: option }).first().click();
}

const subtitle = (page: Page) => page.locator('.mp-page__subtitle, .mp-list-screen__subtitle').first().innerText();
const tabletRows = (page: Page) => page.getByRole('table', { name: 'Tablets' }).locator('tbody tr');

describe('pickers offer what the server accepts', () => {
  it('lets a distributor choose only its own keys for a transfer, across pages', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Keys', '/keys');
    const selectAll = page.getByRole('button', { name: /^Select all \d+ matching$/ });
    await selectAll.waitFor();
    const matching = Number(/\d+/.exec(await selectAll.innerText())![0]);
    expect(matching).toBeGreaterThan(0);
    // a customer's keys are listed but cannot be chosen
    const rows = page.getByRole('table', { name: 'Keys' }).locator('tbody tr');
    const customerRow = rows.filter({ hasText: 'Riverside Water Works' }).first();
    if ((await customerRow.count()) > 0) expect(await customerRow.getByRole('checkbox').isDisabled()).toBe(true);
    await selectAll.click();
    await expect.poll(() => page.locator('.mp-keys__selected').innerText()).toBe(`${matching} keys selected`);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => page.locator('.mp-keys__selected').innerText()).toBe('Select keys to transfer them');
    expect(errors).toEqual([]);
  });

  it('shows a basic user without the transfer permission no selection boxes', async () => {
    const { page } = await openFromMenu(suite, ROLES.user, 'Keys', '/keys');
    const rows = page.getByRole('table', { name: 'Keys' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await page.getByRole('table', { name: 'Keys' }).getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
  });
});

describe('staff act for a company', () => {
  it('choose the company on Tablets: the header counts the list, and registration goes to that company', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.staff, 'Tablets', '/tablets');
    await pick(page, /^Company/, /^Riverside Water Works/);
    await expect.poll(() => subtitle(page)).toBe('2 of 5 tablets active');
    await expect.poll(() => tabletRows(page).allInnerTexts()).toHaveLength(2);
    await page.getByRole('button', { name: 'Register tablet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Staff tablet');
    await dialog.getByRole('textbox', { name: /^Android ID/ }).fill('e2e-staff-tablet');
    await dialog.getByRole('button', { name: /^Register/ }).click();
    await expect.poll(() => subtitle(page)).toBe('3 of 5 tablets active');
    await expect.poll(() => tabletRows(page).allInnerTexts()).toHaveLength(3);
    expect(errors).toEqual([]);
  });
});

describe('switching the company profile', () => {
  it('refreshes the tablets header and list without a reload', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Tablets', '/tablets');
    await expect.poll(() => subtitle(page)).toMatch(/^\d+ of \d+ tablets active$/);
    // the active company (Aqua Distribution) has no tablets of its own
    await expect.poll(() => tabletRows(page).first().innerText()).not.toContain('Tablet North');
    await page.getByRole('button', { name: /^Company profile: Aqua Distribution/ }).click();
    await page.getByRole('menuitem', { name: 'Riverside Water Works' }).click();
    await expect.poll(() => subtitle(page), { timeout: 5_000 }).toMatch(/^[23] of 5 tablets active$/);
    await expect.poll(() => tabletRows(page).filter({ hasText: 'Tablet North' }).count(), { timeout: 5_000 }).toBe(1);
    // back to the distributor, as the later tests of this file expect the admin to act from it
    await page.getByRole('button', { name: /^Company profile: Riverside Water Works/ }).click();
    await page.getByRole('menuitem', { name: 'Aqua Distribution' }).click();
    await expect.poll(() => tabletRows(page).filter({ hasText: 'Tablet North' }).count(), { timeout: 5_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the device creation dialog', () => {
  /** The option names a select of the dialog offers, read with the list open and closed again. */
  async function offered(page: Page, label: RegExp): Promise<string[]> {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: label })
      .first()
      .click({ position: { x: 8, y: 8 } });
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = (await options.allInnerTexts()).map((name) => name.trim());
    await page.keyboard.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    return names;
  }

  async function pickIn(page: Page, label: RegExp, option: string) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: label })
      .first()
      .click({ position: { x: 8, y: 8 } });
    await page.getByRole('option', { name: option, exact: true }).first().click();
  }

  // the server's picker walk (tests/server/pickers) posts every offered pair; here the dialog offers them and saves
  it.each([
    { role: 'staff', email: ROLES.staff, base: 29_100_000 },
    { role: 'a distributor admin', email: ROLES.admin, base: 29_200_000 },
  ])(
    'offers $role the companies and their profiles, and creates a device with each company',
    async ({ email, base }) => {
      const { page, errors } = await openFromMenu(suite, email, 'Devices', '/devices');
      const dialog = page.getByRole('dialog', { name: 'Create AFM devices' });
      const companies: string[] = [];
      const profilesOf = new Map<string, string>();
      for (let index = 0; index === 0 || index < companies.length; index += 1) {
        await page.getByRole('button', { name: 'Create devices' }).click();
        await dialog.waitFor();
        if (index === 0) companies.push(...(await offered(page, /^Company/)));
        await pickIn(page, /^Company/, companies[index]);
        // the profiles follow the company chosen
        const profiles = await offered(page, /^Device profile/);
        profilesOf.set(companies[index], profiles.join(', '));
        await pickIn(page, /^Device profile/, profiles[profiles.length - 1]);
        await dialog.getByRole('textbox', { name: /^Serial numbers/ }).fill(String(base + index));
        await dialog.getByRole('button', { name: 'Create', exact: true }).click();
        await expect.poll(() => dialog.count(), { message: companies[index] }).toBe(0);
      }
      expect(companies.length).toBeGreaterThan(1);
      // a company's own profiles are offered with it only
      expect(new Set(profilesOf.values()).size).toBeGreaterThan(1);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
