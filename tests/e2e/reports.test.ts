import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { fillDateTime, readDateTime } from './support/dateTimeField.ts';
import { portal, ROLES, signIn, toast } from './support/portal.ts';
import { recordReportCalls } from './support/reportCalls.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
const SERIAL = '21040082';

async function openSignedIn(): Promise<{ page: Page; errors: string[] }> {
  const page = await (await suite.newContext()).newPage();
  const errors = recordPageErrors(page);
  await page.goto(`${suite.server.url}/login`);
  await signIn(page, 'standalone', ROLES.admin);
  await page.waitForURL('**/dashboard');
  return { page, errors };
}

interface ChartWidth {
  /** the chart's panel in the grid */
  panel: number;
  /** the box the chart library draws into */
  box: number;
  /** what the library drew: its plot and price scale side by side */
  drawn: number;
}

const chartWidths = (page: Page) =>
  page.locator('.mp-reports__chart').evaluateAll((panels) =>
    panels.map((panel) => ({
      panel: panel.getBoundingClientRect().width,
      box: panel.querySelector('.mp-chart__canvas')?.getBoundingClientRect().width ?? 0,
      drawn: panel.querySelector('.mp-chart__canvas table')?.getBoundingClientRect().width ?? 0,
    })),
  );

const granularityOf = (calls: URL[]) => calls.map((url) => url.searchParams.get('granularity'));

describe('reports screen', () => {
  it('draws a meter, redraws on a new granularity or preset and refuses a range over the cap', async () => {
    const { page, errors } = await openSignedIn();
    const calls = recordReportCalls(page);
    await portal(page, 'standalone').getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/reports**');

    await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
    await page.getByRole('combobox').fill(SERIAL);
    await page.getByRole('option', { name: new RegExp(SERIAL) }).click();
    const charts = page.locator('.mp-reports__chart');
    await expect.poll(() => charts.locator('canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => granularityOf(calls).at(-1)).toBe('quarter_hour');
    expect(calls.every((url) => url.pathname.includes('/installations/'))).toBe(true);

    await page.getByRole('button', { name: 'Last 3 hours' }).click();
    await page.getByRole('button', { name: /^Granularity/ }).click();
    await page.getByRole('option', { name: 'Hourly' }).click();
    await expect.poll(() => granularityOf(calls).at(-1)).toBe('hour');
    await page.locator('.mp-reports__result[data-granularity="hour"][aria-busy="false"]').waitFor();
    expect(await charts.locator('canvas').count()).toBeGreaterThan(0);

    // a preset keeps the granularity the user chose where its period allows it (hourly: up to 72 hours)...
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.locator('.mp-reports__result[aria-busy="false"]').waitFor();
    await expect.poll(() => granularityOf(calls).at(-1)).toBe('hour');
    // ...and else takes the nearest coarser one that it allows
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => granularityOf(calls).at(-1)).toBe('day');
    const last = calls.at(-1);
    const days =
      (Date.parse(last?.searchParams.get('date_before') ?? '') -
        Date.parse(last?.searchParams.get('date_after') ?? '')) /
      86_400_000;
    expect(Math.round(days)).toBe(7);
    await page.locator('.mp-reports__result[data-granularity="day"][aria-busy="false"]').waitFor();
    // the preset's change of the granularity is said, not silent
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'too long for' }).innerText())
      .toBe('“Last 7 days” is too long for “Hourly”: the charts show it at “Daily”.');
    await screenshot(page, 'reports-last-7-days');

    // At 1920 and 1366 px each chart takes its column's whole width, and the drawing fills its chart.
    for (const [width, least] of [
      [1920, 700],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await expect
        .poll(() => chartWidths(page))
        .toSatisfy(
          (widths: ChartWidth[]) =>
            widths.length > 0 &&
            widths.every((chart) => chart.panel >= least && Math.abs(chart.drawn - chart.box) <= 2),
        );
    }
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(await seriousViolations(page)).toEqual([]);

    // Seven days at one minute is over the two-hour cap: a message, and no call at all.
    const before = calls.length;
    await page.getByRole('button', { name: /^Granularity/ }).click();
    await page.getByRole('option', { name: '1 minute' }).click();
    await expect
      // the sign-in toast may still be up, and it is an alert too
      .poll(() => page.getByRole('alert').filter({ hasText: 'a report may cover' }).innerText())
      .toBe('At “1 minute” a report may cover at most 2 hours. Choose a shorter period or a coarser granularity.');
    await page.waitForTimeout(300);
    expect(calls.length).toBe(before);
    expect(errors).toEqual([]);

    // Leaving the screen takes the charts down cleanly: the next screen shows, not the error screen.
    await portal(page, 'standalone').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForTimeout(300);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('keeps the view in the URL: a reload shows the same report and back restores the previous view', async () => {
    const { page, errors } = await openSignedIn();
    const calls = recordReportCalls(page);
    // The dashboard's recent readouts open the meter's report.
    const recent = page.locator('.mp-readouts-card a').first();
    const recentSerial = await recent.innerText();
    await recent.click();
    await page.waitForURL(/\/reports\?meter=/);
    await expect.poll(() => page.getByRole('button', { name: /^Meter(?! type)/ }).innerText()).toContain(recentSerial);

    await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
    await page.getByRole('combobox').fill(SERIAL);
    await page.getByRole('option', { name: new RegExp(SERIAL) }).click();
    await page.getByRole('button', { name: 'Last 3 hours' }).click();
    await page.getByRole('button', { name: /^Granularity/ }).click();
    await page.getByRole('option', { name: 'Hourly' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('granularity')).toBe('hour');
    const meter = new URL(page.url()).searchParams.get('meter');
    const from = await readDateTime(page, 'From');
    // the preset's range shows in the inputs
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await page.reload();
    await page.locator('.mp-reports__result[data-granularity="hour"][aria-busy="false"]').waitFor();
    expect(new URL(page.url()).searchParams.get('meter')).toBe(meter);
    expect(await page.getByRole('button', { name: /^Meter(?! type)/ }).innerText()).toContain(SERIAL);
    expect(await page.getByRole('button', { name: 'Last 3 hours' }).getAttribute('aria-pressed')).toBe('true');
    // The same preset, counted from the reload: the minute may have moved on meanwhile.
    const reloadedFrom = await readDateTime(page, 'From');
    expect(Date.parse(reloadedFrom) - Date.parse(from)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(reloadedFrom) - Date.parse(from)).toBeLessThanOrEqual(120_000);
    const last = calls.at(-1);
    expect(last?.pathname).toContain(`/installations/${meter}/reports`);
    expect(last?.searchParams.get('granularity')).toBe('hour');
    const hours =
      (Date.parse(last?.searchParams.get('date_before') ?? '') -
        Date.parse(last?.searchParams.get('date_after') ?? '')) /
      3_600_000;
    expect(Math.round(hours)).toBe(3);

    // Back: the preset's own granularity, before hourly was chosen.
    await page.goBack();
    await expect.poll(() => granularityOf(calls).at(-1)).toBe('quarter_hour');
    expect(new URL(page.url()).searchParams.get('meter')).toBe(meter);
    await page.locator('.mp-reports__result[data-granularity="quarter_hour"][aria-busy="false"]').waitFor();
    expect(await page.getByRole('button', { name: 'Last 3 hours' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('exports the charted readouts as a file named by the server', async () => {
    const { page } = await openSignedIn();
    await page.goto(`${suite.server.url}/reports`);
    await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
    await page.getByRole('combobox').fill(SERIAL);
    await page.getByRole('option', { name: new RegExp(SERIAL) }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();

    const response = page.waitForResponse((res) => new URL(res.url()).pathname.includes('/readouts.csv'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const disposition = (await response).headers()['content-disposition'];
    const file = await download;
    expect(disposition).toBe(`attachment; filename="${file.suggestedFilename()}"`);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^readouts_${SERIAL}_.+\\.csv$`));
    const body = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(body).toString('utf8').split('\n').length).toBeGreaterThan(2);
    await toast(page, 'standalone', 'Export successful!').waitFor();

    // The reading edit dialog's date-and-time fields: estimate the gaps of the charted range's last day, its
    // start typed two days back and then moved on by one in the calendar, with the keyboard.
    await page.getByRole('button', { name: 'Edit readings' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit readings of ${SERIAL}` });
    await dialog.getByRole('radio', { name: 'Estimate the missing readings of a range' }).check();
    const to = await readDateTime(dialog, 'To');
    const daysBefore = (days: number) =>
      new Date(Date.parse(`${to.slice(0, 10)}T00:00Z`) - days * 86_400_000).toISOString().slice(0, 10) + to.slice(10);
    await fillDateTime(dialog, 'From', daysBefore(2));
    const button = dialog.getByRole('button', { name: 'From, date: calendar' });
    await button.click();
    const calendar = page.getByRole('dialog', { name: 'From, date: calendar' });
    await calendar.getByRole('grid').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await readDateTime(dialog, 'From')).toBe(daysBefore(1));
    // Escape closes the calendar, not the dialog around it
    await button.press('Enter');
    await calendar.getByRole('grid').waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await dialog.getByLabel(/^Reason/).fill('Gaps of the last day');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'standalone', 'Readings estimated:').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('<report-chart> on the demo page', () => {
  it('draws the meter of its serial attribute with the stored session, in its own shadow root', async () => {
    const { page, errors } = await openSignedIn();
    const calls = recordReportCalls(page);
    await page.goto(`${suite.server.url}/demo/`);
    const element = page.locator('report-chart');
    await element.scrollIntoViewIfNeeded();
    await expect.poll(() => element.locator('.mp-reports__chart canvas').count()).toBeGreaterThan(0);
    await expect
      .poll(() => calls.map((url) => `${url.searchParams.get('type')}@${url.searchParams.get('granularity')}`).sort())
      .toEqual(['delta_volume@day', 'total_volume@day']);
    expect(await element.getByRole('heading', { name: /Total volume/ }).count()).toBe(1);
    expect(await page.evaluate(() => document.querySelector('report-chart')?.shadowRoot !== null)).toBe(true);
    await element.screenshot({ path: 'test-results/screenshots/report-chart-element.png' });
    expect(errors).toEqual([]);
  });
});
