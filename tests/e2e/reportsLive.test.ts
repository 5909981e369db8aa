import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GenerateReadoutsResult } from '../../src/core/contract/readouts.ts';
import { alerts, installations } from '../../server/db/deviceSchema.ts';
import { call, login } from '../server/support/api.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { portal, ROLES, signIn } from './support/portal.ts';
import { recordReportCalls } from './support/reportCalls.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
const SERIAL = '21040082';
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

// A quarter-hour boundary of yesterday: the page's clock starts 90 s before it, so the first draw ends one
// bucket short of it, and two fast-forwarded minutes later live mode has moved into the bucket it opens.
const today = new Date();
const BOUNDARY = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 12, 15);
const iso = (time: number) => new Date(time).toISOString();

/** Simulated quarter-hour readings of the meter up to and including the boundary, through the API. */
async function generateReadings(): Promise<void> {
  const { access } = await login(suite.server, ROLES.admin);
  const started = await call<{ task_id: string }>(suite.server, 'POST', '/api/generate-readouts/', {
    token: access,
    json: { serials: [SERIAL], date_from: iso(BOUNDARY - 4 * 3_600_000), date_to: iso(BOUNDARY + MINUTE) },
  });
  expect(started.status).toBe(202);
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await call<GenerateReadoutsResult>(
      suite.server,
      'GET',
      `/api/readouts/result/?task_id=${started.body.task_id}`,
      { token: access },
    );
    if (result.body.status === 'completed') return;
    expect(result.body.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('generating readouts did not finish');
}

/** Replaces the meter's alerts by one ended and one open episode inside the charted hours. */
async function setAlerts(): Promise<void> {
  const { db } = suite.server.built.ctx;
  const [meter] = await db.select().from(installations).where(eq(installations.serialNumber, SERIAL));
  await db.delete(alerts).where(eq(alerts.installationId, meter.id));
  await db.insert(alerts).values([
    {
      installationId: meter.id,
      state: 'battery_low',
      startedAt: new Date(BOUNDARY - 150 * MINUTE),
      endedAt: new Date(BOUNDARY - 120 * MINUTE),
    },
    { installationId: meter.id, state: 'backflow', startedAt: new Date(BOUNDARY - 70 * MINUTE), endedAt: null },
  ]);
}

/** The latest date_before asked for 'Last 3 hours' (the meter's first draw asks for 'Today'). */
function latestBefore(calls: URL[]): number {
  const bounds = calls.map((url) => ['date_after', 'date_before'].map((key) => Date.parse(url.searchParams.get(key)!)));
  return Math.max(...bounds.filter(([after, before]) => before - after === 3 * 3_600_000).map(([, before]) => before));
}

describe('reports screen in live mode', () => {
  it('adds the next point after a minute when live, and asks nothing when not', async () => {
    await generateReadings();
    await setAlerts();
    const page = await (await suite.newContext()).newPage();
    const errors = recordPageErrors(page);
    await page.clock.install({ time: BOUNDARY - 90_000 });
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.admin);
    await page.waitForURL('**/dashboard');
    await portal(page, 'standalone').getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('button', { name: /^Meter(?! type)/ }).click();
    await page.getByRole('combobox').fill(SERIAL);
    await page.getByRole('option', { name: new RegExp(SERIAL) }).click();
    const calls = recordReportCalls(page);
    await page.getByRole('button', { name: 'Last 3 hours' }).click();

    const figure = page.locator('.mp-reports__chart[data-series="totalVolume"] figure');
    const lastTime = () => figure.getAttribute('data-last-time');
    await expect.poll(lastTime).toBe(iso(BOUNDARY - QUARTER));
    await page.locator('.mp-reports__result[aria-busy="false"]').waitFor();
    const points = await figure.getAttribute('data-points');
    expect(Number(points)).toBeGreaterThan(0);
    expect(await figure.getAttribute('data-markers')).toBe('2');
    const alertList = page.getByRole('region', { name: 'Alerts in this period' }).getByRole('listitem');
    expect(await alertList.allInnerTexts()).toEqual([
      expect.stringMatching(/^Battery low\s/),
      expect.stringMatching(/^Backflow since\s/),
    ]);
    const firstBefore = latestBefore(calls);
    const drawnCalls = calls.length;

    // Not live: a minute passes, nothing is asked and nothing moves.
    await page.clock.fastForward('01:00');
    await page.waitForTimeout(500);
    expect(calls.length).toBe(drawnCalls);
    expect(await lastTime()).toBe(iso(BOUNDARY - QUARTER));

    // Live: the next minute asks for the range up to the new present, which holds the boundary's reading.
    await page.getByRole('checkbox', { name: 'Live update (every minute)' }).check();
    await page.clock.fastForward('01:00');
    await expect.poll(() => latestBefore(calls)).toBeGreaterThanOrEqual(firstBefore + MINUTE);
    expect(latestBefore(calls)).toBeGreaterThanOrEqual(BOUNDARY);
    await expect.poll(lastTime).toBe(iso(BOUNDARY));
    await page.locator('.mp-reports__result[aria-busy="false"]').waitFor();
    expect(await figure.getAttribute('data-markers')).toBe('2');
    await screenshot(page, 'reports-live-markers');
    expect(errors).toEqual([]);
  });
});
