import { readFile } from 'node:fs/promises';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { fillDateTime, readDateTime } from './support/dateTimeField.ts';
import { portal, ROLES, signIn, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
const SERIAL = '21040082';

async function openReports(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await suite.newContext()).newPage();
  const errors = recordPageErrors(page);
  await page.goto(`${suite.server.url}/login`);
  await signIn(page, 'standalone', email);
  await page.waitForURL('**/dashboard');
  await portal(page, 'standalone').getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('**/reports**');
  return { page, errors };
}

/** Picks the meter with this serial number, or the first the user may chart. */
async function pickMeter(page: Page, serial?: string): Promise<void> {
  await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
  if (serial) await page.getByRole('combobox').fill(serial);
  await page
    .getByRole('option', { name: serial ? new RegExp(serial) : undefined })
    .first()
    .click();
  await page.getByRole('group', { name: 'Export readouts' }).waitFor();
}

/** Report series calls made so far. */
function recordReportCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/installations\/[^/]+\/reports\/?$/.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

/** A date-and-time value `days` days before today at `hour` o'clock, in the browser's zone (UTC here). */
function localInput(daysAgo: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, 0, 0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Holds matching requests until released, so a state that passes quickly can be looked at. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => matches(url),
    async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    },
  );
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

describe('readouts tasks on the Reports screen', () => {
  it('generates readouts as a task: pending, then completed with a report, and the charts are fetched again', async () => {
    const { page, errors } = await openReports(ROLES.admin);
    const reportCalls = recordReportCalls(page);
    await pickMeter(page, SERIAL);
    const panel = page.getByRole('dialog', { name: 'Tasks' });
    const result = await holdRequests(page, (url) => url.pathname.includes('/readouts/result'));

    await page.getByRole('button', { name: 'Generate readouts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate readouts' });
    // the dialog starts from the charted range (today)
    expect(await readDateTime(dialog, 'From')).toBe(localInput(0, 0));
    await fillDateTime(dialog, 'From', localInput(1, 0));
    await fillDateTime(dialog, 'To', localInput(1, 3));
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => toast(page, 'standalone', 'Readout generation started').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    // the panel opens on the new task, pending while its result is not in
    const pending = panel.locator('.mp-tasks__item--pending');
    await expect.poll(() => pending.innerText()).toContain('Generate readouts for 1 meter');
    await expect.poll(() => result.count()).toBeGreaterThan(0);
    await screenshot(page, 'report-tasks-generation-pending');
    const callsBefore = reportCalls.length;
    await result.release();

    const done = panel.locator('.mp-tasks__item--completed');
    await expect.poll(() => done.innerText(), { timeout: 15_000 }).toContain('12 readouts written');
    expect(await done.innerText()).toMatch(/Generate readouts for 1 meter[\s\S]*Completed[\s\S]*1 meter/);
    await expect.poll(() => toast(page, 'standalone', 'Generate readouts for 1 meter completed').count()).toBe(1);
    // the charted series are asked for again once the task has written readouts
    await expect.poll(() => reportCalls.length).toBeGreaterThan(callsBefore);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Download report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^task-\d{1,5}-report\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      title: string;
      status: string;
      report: { meters: number; readouts_written: number };
    };
    expect(file).toMatchObject({
      title: 'Generate readouts for 1 meter',
      status: 'completed',
      report: { meters: 1, readouts_written: 12 },
    });
    await screenshot(page, 'report-tasks-generation-completed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows each export as a task completed with the server’s file name, and one cut off by a reload as failed', async () => {
    const { page, errors } = await openReports(ROLES.admin);
    await pickMeter(page, SERIAL);
    const tasksButton = page.locator('.mp-header').getByRole('button', { name: /^Tasks/ });
    const panel = page.getByRole('dialog', { name: 'Tasks' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(new RegExp(`^readouts_${SERIAL}_.+\\.csv$`));
    await toast(page, 'standalone', 'Export successful!').waitFor();
    await tasksButton.click();
    const exported = panel.locator('.mp-tasks__item--completed', { hasText: `Readouts export of ${SERIAL} (CSV)` });
    await expect.poll(() => exported.innerText()).toContain(`File: ${fileName}`);
    expect(await exported.innerText()).toContain('Format: CSV');
    await page.keyboard.press('Escape');

    // an export still running when the page reloads can never finish: it fails instead of staying pending
    const json = await holdRequests(page, (url) => url.pathname.includes('/readouts.json'));
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect.poll(() => json.count()).toBe(1);
    await tasksButton.click();
    await expect
      .poll(() => panel.locator('.mp-tasks__item--pending').innerText())
      .toContain(`Readouts export of ${SERIAL} (JSON)`);
    await page.reload();
    await json.release();
    await tasksButton.click();
    const interrupted = panel.locator('.mp-tasks__item--failed', { hasText: `Readouts export of ${SERIAL} (JSON)` });
    await expect.poll(() => interrupted.innerText()).toContain('The page was reloaded before the download finished');
    expect(await panel.locator('.mp-tasks__item--pending').count()).toBe(0);
    expect(await panel.locator('.mp-tasks__item--completed').count()).toBe(1);
    await screenshot(page, 'report-tasks-exports');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a basic user the exports but no readout generation', async () => {
    const { page, errors } = await openReports(ROLES.user);
    await pickMeter(page);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Generate readouts' }).count()).toBe(0);
    expect(await page.locator('.mp-reports__actions button').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
