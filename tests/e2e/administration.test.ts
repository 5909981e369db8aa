import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { mailedLink, menuEntries, portal, ROLES, signIn, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

async function signedIn(email: string, password?: string): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  await page.goto(`${suite.server.url}/login`);
  await signIn(page, 'standalone', email, password);
  await page.waitForURL('**/dashboard');
  return page;
}

/** Opens a select by its label and picks the option whose name matches. */
async function pick(page: Page, label: RegExp, option: RegExp) {
  // at the box's start: a chosen value's clear button covers its end
  await portal(page, 'standalone')
    .getByRole('button', { name: label })
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.getByRole('option', { name: option }).first().click();
}

/** Follows the activation link mailed to `email`, chooses the password and lands on the sign-in page. */
async function activate(page: Page, email: string, password: string) {
  const link = new URL(await mailedLink(suite.server.outboxDir, email, 'activate'));
  await page.goto(suite.server.url + link.pathname);
  const root = portal(page, 'standalone');
  await root.getByLabel(/^New password/).fill(password);
  await root.getByLabel(/^Confirm password/).fill(password);
  await root.getByRole('button', { name: 'Activate account' }).click();
  await toast(page, 'standalone', 'Your account has been activated').waitFor();
  await page.waitForURL('**/login');
}

describe('administration', () => {
  it('creates a company, activates it through the mailed link and signs in as its admin', async () => {
    const page = await signedIn(ROLES.staff);
    const root = portal(page, 'standalone');
    await root.getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL('**/companies');
    await root.getByRole('link', { name: 'Create Company' }).click();
    await page.waitForURL('**/companies/create');
    await expect.poll(() => page.title()).toBe('Create Company - Meter Portal');
    await root.locator('input[name=name]').fill('Meadow Water');
    await root.locator('input[name=customer_account]').fill('C-8801');
    await root.locator('input[name=mailing_list]').fill('alerts@meadow.example.com, not an address');
    await root.getByRole('button', { name: 'Create company' }).click();
    await root.getByText('"not an address" is not a valid e-mail address.').first().waitFor();
    await root.locator('input[name=mailing_list]').fill('alerts@meadow.example.com, ,ops@meadow.example.com');
    await root.getByRole('button', { name: 'Create company' }).click();
    await toast(page, 'standalone', 'Created successfully').waitFor();
    await page.waitForURL('**/companies/*/activate');
    await root.locator('input[name=email]').fill('boss@meadow.example.com');
    await screenshot(page, 'standalone-activate-company');
    await root.getByRole('button', { name: 'Activate', exact: true }).click();
    await toast(page, 'standalone', 'Activation email has been sent').waitFor();
    await page.context().close();

    const admin = await (await suite.newContext()).newPage();
    await activate(admin, 'boss@meadow.example.com', 'meadow2go');
    await signIn(admin, 'standalone', 'boss@meadow.example.com', 'meadow2go');
    await admin.waitForURL('**/dashboard');
    expect(await menuEntries(admin, 'standalone')).toContain('Users');
    await admin.context().close();
  });

  it('imports a company from the CRM', async () => {
    const page = await signedIn(ROLES.staff);
    const root = portal(page, 'standalone');
    await root.getByRole('link', { name: 'Import Company (CRM)' }).click();
    await page.waitForURL('**/crm-import');
    await root.locator('input[name=query]').fill('lakeside');
    await root.getByRole('button', { name: 'Search' }).click();
    await root.getByRole('button', { name: 'Choose' }).click();
    await root.getByText('Is the company a distributor?').first().waitFor();
    await root.getByRole('radio', { name: 'No' }).check();
    await root.locator('input[name=admin_email]').fill('water@lakeside.example.com');
    await root.getByRole('button', { name: 'Import' }).click();
    await toast(page, 'standalone', 'Created successfully').waitFor();
    await root.locator('input[name=query]').fill('lakeside');
    await root.getByRole('button', { name: 'Search' }).click();
    await root.getByText('Already imported').waitFor();
    await page.context().close();
  });

  it('creates a user, refuses the staff role outside the provider, and the user’s menu follows the permissions', async () => {
    const staff = await signedIn(ROLES.staff);
    const root = portal(staff, 'standalone');
    await root.getByRole('link', { name: 'Users' }).click();
    await staff.waitForURL('**/users');
    await root.getByRole('link', { name: 'Create User' }).click();
    await staff.waitForURL('**/users/create');
    await root.locator('input[name=email]').fill('field.tech@example.com');
    await pick(staff, /^Role/, /^Basic$/);
    await pick(staff, /^Company/, /Riverside Water Works/);
    await pick(staff, /^Sonico profile/, /^03 Technician$/);
    await root.getByRole('button', { name: 'Create user' }).click();
    await toast(staff, 'standalone', 'Created successfully').waitFor();
    await staff.waitForURL(/\/users\/[0-9a-f-]{36}$/);

    await pick(staff, /^Role/, /^Staff$/);
    await root.getByText('Give the staff role only to employees of the provider organisation.').waitFor();
    await root.getByRole('button', { name: 'Change role' }).click();
    await toast(staff, 'standalone', 'Staff members should be part of the GWF organization').waitFor();

    const tech = await (await suite.newContext()).newPage();
    await activate(tech, 'field.tech@example.com', 'fieldwork9');
    await signIn(tech, 'standalone', 'field.tech@example.com', 'fieldwork9');
    await tech.waitForURL('**/dashboard');
    expect(await menuEntries(tech, 'standalone')).toContain('Devices');

    const permissions = root.getByRole('group', { name: 'Riverside Water Works' });
    await permissions.getByRole('checkbox', { name: 'View communication devices' }).uncheck();
    await screenshot(staff, 'standalone-edit-user-permissions');
    await root.getByRole('button', { name: 'Save permissions' }).click();
    await toast(staff, 'standalone', 'Updated successfully').waitFor();

    await tech.reload();
    await expect.poll(async () => (await menuEntries(tech, 'standalone')).includes('Devices')).toBe(false);
    expect(await menuEntries(tech, 'standalone')).toContain('Measuring Points');
    await staff.context().close();
    await tech.context().close();
  });

  it('gives Create Demo its own address and title, and closes it back to the companies', async () => {
    const page = await signedIn(ROLES.staff);
    const root = portal(page, 'standalone');
    await page.goto(`${suite.server.url}/companies`);
    await root.getByRole('link', { name: 'Create Demo' }).click();
    await page.waitForURL('**/companies/demo');
    await expect.poll(() => page.title()).toBe('Create Demo - Meter Portal');
    const dialog = page.getByRole('dialog', { name: 'Create Demo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/companies$/);
    await expect.poll(() => page.title()).toBe('Companies - Meter Portal');
    await page.context().close();
  });

  it('changes a validation threshold of a company, keeps it, and refuses a nonsense one at its field', async () => {
    const page = await signedIn(ROLES.staff);
    const root = portal(page, 'standalone');
    const open = async () => {
      await page.goto(`${suite.server.url}/companies`);
      await root.getByRole('button', { name: 'Riverside Water Works' }).click();
      const form = root.getByRole('form', { name: 'Validation rules' });
      await form.getByLabel('Frozen register: intervals').waitFor();
      return form;
    };
    let form = await open();
    await form.getByLabel('Frozen register: intervals').fill('48');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'standalone', 'Updated successfully').waitFor();
    form = await open();
    await expect.poll(() => form.getByLabel('Frozen register: intervals').inputValue()).toBe('48');

    const digits = form.getByLabel('Rollover: register digits');
    await digits.fill('40');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => digits.getAttribute('aria-invalid')).toBe('true');
    const described = (await digits.getAttribute('aria-describedby'))!.split(' ');
    const texts = await Promise.all(described.map((id) => root.locator(`[id="${id}"]`).textContent()));
    expect(texts.join(' ')).toContain('Ensure this value is less than or equal to 12.');
    form = await open();
    await expect.poll(() => form.getByLabel('Rollover: register digits').inputValue()).toBe('8');
    await page.context().close();
  });

  it('keeps the administration screens free of serious accessibility violations', async () => {
    const page = await signedIn(ROLES.staff);
    const root = portal(page, 'standalone');
    const check = async (name: string) => {
      await page.waitForTimeout(300);
      await screenshot(page, name);
      expect(await seriousViolations(page), name).toEqual([]);
    };
    await page.goto(`${suite.server.url}/companies`);
    await root.getByRole('button', { name: 'Riverside Water Works' }).click();
    await root.getByRole('heading', { name: 'Leak rules' }).waitFor();
    await check('a11y-standalone-companies');
    for (const [path, heading] of [
      ['/companies/create', 'Create Company'],
      ['/crm-import', 'Import Company (CRM)'],
      ['/users', 'Users'],
      ['/users/create', 'Create User'],
      ['/sonico-profiles', 'Sonico Profiles'],
    ]) {
      await page.goto(suite.server.url + path);
      await root.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await check(`a11y-standalone${path.replaceAll('/', '-')}`);
    }
    await page.context().close();
  });
});
