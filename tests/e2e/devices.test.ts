import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openFromMenu, ROLES, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** A fresh page signed in as `email`, through the menu to the Devices screen, then on `path`. */
async function openSignedIn(email: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openFromMenu(suite, email, 'Devices', '/devices');
  if (path !== '/devices') await opened.page.goto(suite.server.url + path);
  return opened;
}

const search = (page: Page) => new URL(page.url()).searchParams;
const gridRows = (page: Page) => page.getByRole('table', { name: 'Devices' }).locator('tbody tr');

describe('devices screen', () => {
  it('keeps the filters in the URL: typing filters the grid, the back button restores the previous filter', async () => {
    const { page, errors } = await openSignedIn(ROLES.admin, '/devices');
    await expect.poll(() => gridRows(page).count()).toBe(100);
    await expect.poll(() => page.getByText(/^\d+ devices$/).innerText()).toMatch(/^\d{3} devices$/);

    await page.getByRole('searchbox', { name: 'Serial number' }).fill('21040082');
    await page.waitForURL(/serial=21040082(&|$)/);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    expect(await gridRows(page).first().innerText()).toContain('21040082');

    // sorting and paging live in the URL too, and a filter change starts at the first page again
    await page.getByRole('searchbox', { name: 'Serial number' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('serial'));
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/offset=100/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('DN25');
    await page.waitForURL(/search=DN25/);
    expect(search(page).has('offset')).toBe(false);
    await expect.poll(async () => (await gridRows(page).allInnerTexts()).length).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('offset') === '100' && !url.searchParams.has('search'));
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/serial=21040082(&|$)/);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Serial number' }).inputValue()).toBe('21040082');
    await expect.poll(() => gridRows(page).count()).toBe(1);

    // the device panel: state, alerts and position of the device
    await gridRows(page).first().getByRole('link', { name: '21040082' }).click();
    const panel = page.getByRole('complementary', { name: '21040082' });
    await expect.poll(() => panel.innerText()).toContain('Alerts');
    expect(search(page).get('device')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => panel.getByRole('region', { name: /map/i }).count()).toBe(1);
    await screenshot(page, 'devices-filtered-panel', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates AFM devices and shows the server’s message for a serial that exists', async () => {
    const { page, errors } = await openSignedIn(ROLES.admin, '/devices');
    await page.getByRole('button', { name: 'Create devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create AFM devices' });
    await dialog.getByRole('textbox', { name: /Serial numbers/ }).fill('E2E-AFM-1, E2E-AFM-2');
    await expect.poll(() => dialog.innerText()).toContain('2 serial numbers recognised');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Created successfully').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Serial number' }).fill('E2E-AFM-2');
    await expect.poll(() => gridRows(page).allInnerTexts()).toEqual([expect.stringContaining('E2E-AFM-2')]);

    await page.getByRole('button', { name: 'Create devices' }).click();
    await dialog.getByRole('textbox', { name: /Serial numbers/ }).fill('E2E-AFM-2, E2E-AFM-3');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Creation failed').count()).toBe(1);
    const fieldErrors = dialog.locator('.mp-field__errors');
    await expect.poll(() => fieldErrors.innerText()).toContain('Device with this serial already exists: E2E-AFM-2');
    expect(await dialog.getByRole('textbox', { name: /Serial numbers/ }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'devices-create-error', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('unregisters and registers LoRa devices as tasks, followed in the tasks panel across a reload', async () => {
    const { page, errors } = await openSignedIn(ROLES.admin, '/devices');
    const tasksButton = page.locator('.mp-header').getByRole('button', { name: /^Tasks/ });
    const panel = page.getByRole('dialog', { name: 'Tasks' });

    await page.getByRole('button', { name: 'More device actions' }).click();
    await page.getByRole('menuitem', { name: 'Unregister LoRa devices' }).click();
    const unregister = page.getByRole('dialog', { name: 'Unregister LoRa devices' });
    await unregister.getByRole('textbox').fill('21040010');
    await unregister.getByRole('button', { name: 'Unregister' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unregister 1 device?' });
    expect(await confirm.innerText()).toContain('21040010');
    await confirm.getByRole('button', { name: 'Unregister' }).click();
    await expect
      .poll(() => toast(page, 'standalone', 'Unregistered successfully').count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => panel.innerText()).toContain('LoRa unregistration of 1 device');

    await page.getByRole('button', { name: 'Register LoRa devices' }).click();
    const register = page.getByRole('dialog', { name: 'Register LoRa devices' });
    await register.getByRole('textbox').fill('21040010');
    await register.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Registered successfully').count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole('button', { name: 'Register LoRa devices' }).click();
    await register.getByRole('textbox').fill('21040010, NO-SUCH-METER');
    await register.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => toast(page, 'standalone', 'Some devices already exist and/or could not be found').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // the refusal's toast may come a moment before the panel marks its task done
    await expect.poll(() => panel.locator('.mp-tasks__item--completed').count(), { timeout: 15_000 }).toBe(3);
    expect(await panel.locator('.mp-tasks__item').first().innerText()).toMatch(/1 already existing[\s\S]*1 not found/);
    await screenshot(page, 'devices-tasks-panel', { fullPage: false });

    // the report of a completed task downloads as a JSON file
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download report' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^task-\d{1,5}-report\.json$/);
    const report = JSON.parse(await readFile(await download.path(), 'utf8')) as { report: Record<string, string[]> };
    expect(report.report).toMatchObject({ already_existing: ['21040010'], not_found: ['NO-SUCH-METER'] });

    // tasks survive a reload; clearing removes the completed ones
    await page.reload();
    await tasksButton.click();
    // the refusal's toast may come a moment before the panel marks its task done
    await expect.poll(() => panel.locator('.mp-tasks__item--completed').count(), { timeout: 15_000 }).toBe(3);
    await panel.getByRole('button', { name: 'Clear completed' }).click();
    await expect.poll(() => panel.innerText()).toContain('No tasks yet');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resumes polling a stored pending task after a reload', async () => {
    const { page } = await openSignedIn(ROLES.admin, '/devices');
    // A task started on the server, stored as pending and never polled: only the next page load can finish it.
    await page.evaluate(async () => {
      const { access } = JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as { access: string };
      const { user_uuid } = JSON.parse(localStorage.getItem('auth.current') ?? '{}') as { user_uuid: string };
      const response = await fetch('/api/devices/lora/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ devices: ['21040021', 'NOT-THERE'], action: 'register' }),
      });
      const { task_id } = (await response.json()) as { task_id: string };
      const task = {
        id: 4242,
        serverId: task_id,
        kind: 'loraRegister',
        count: 2,
        status: 'pending',
        createdAt: new Date().toISOString(),
        finishedAt: null,
        report: null,
        detail: null,
      };
      localStorage.setItem(`meterPortal.tasks.${user_uuid}`, JSON.stringify([task]));
    });
    await page.reload();
    await expect
      .poll(() => toast(page, 'standalone', 'Some devices already exist and/or could not be found').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page
      .locator('.mp-header')
      .getByRole('button', { name: /^Tasks/ })
      .click();
    const item = page.getByRole('dialog', { name: 'Tasks' }).locator('.mp-tasks__item--completed');
    await expect.poll(() => item.innerText()).toContain('Task 4242');
    expect(await item.innerText()).toMatch(/1 already existing[\s\S]*1 not found/);
    await page.context().close();
  });

  it('downloads the geoposition template and reports a malformed upload clearly', async () => {
    const { page, errors } = await openSignedIn(ROLES.admin, '/devices');
    await page.getByRole('button', { name: 'More device actions' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download geoposition template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('geopositions-template.csv');
    expect(await readFile(await download.path(), 'utf8')).toBe('serial_number,latitude,longitude\r\n');
    await expect.poll(() => toast(page, 'standalone', 'Download successful').count()).toBe(1);

    await page.getByRole('button', { name: 'More device actions' }).click();
    await page.getByRole('menuitem', { name: 'Upload geopositions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload geopositions' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'positions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('serial_number,latitude,longitude\n"21040010,47.1,8.5\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => dialog.locator('.mp-field__errors').innerText()).toContain('Malformed CSV');
    await expect.poll(() => toast(page, 'standalone', 'Malformed CSV').count()).toBe(1);

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'positions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('serial_number,latitude,longitude\n21040010,47.25,8.5\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => toast(page, 'standalone', 'Updated successfully').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a basic user no create or register actions, and the server refuses them anyway', async () => {
    const { page, errors } = await openSignedIn(ROLES.user, '/devices');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Create devices' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Register LoRa devices' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More device actions' }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Download geoposition template']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'devices-basic-user', { fullPage: false });

    const statuses = await page.evaluate(async () => {
      const { access } = JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as { access: string };
      const post = (path: string, body: unknown) =>
        fetch(`/api/${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
      return [
        await post('devices/', { serial_number: 'BASIC-1' }),
        await post('devices/lora/', { devices: ['21040432'], action: 'register' }),
      ];
    });
    expect(statuses).toEqual([
      { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
      { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
