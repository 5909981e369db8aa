import { and, eq, isNull } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installations } from '../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../server/db/measuringPointSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { addUser } from '../server/support/api.ts';
import { portal, ROLES, signIn, toast } from './support/portal.ts';
import { signedInContext } from './support/signedInContext.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** The Measuring Points screen of `email` (a stored session, see signedInContext.ts). */
async function openScreen(email: string): Promise<Page> {
  const page = await (await signedInContext(suite, email)).newPage();
  await page.goto(`${suite.server.url}/measuring-points`);
  await portal(page, 'standalone').getByRole('heading', { name: 'Measuring Points', level: 1 }).waitFor();
  return page;
}

/** The highest zoom level among the map's loaded tiles (/api/tiles/{z}/{x}/{y}.png). */
async function tileZoom(map: Locator): Promise<number> {
  const sources = await map.locator('img.leaflet-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('src')));
  return Math.max(...sources.map((src) => Number(/tiles\/(\d+)\//.exec(src ?? '')?.[1] ?? -1)));
}

/** Opens the form's meter choice, searches the serial and takes it. */
async function chooseMeter(page: Page, serial: string) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Meter/ })
    .click();
  await page.getByRole('combobox', { name: 'Search' }).fill(serial);
  await page.getByRole('option', { name: new RegExp(serial) }).click();
}

async function companyId(name: string) {
  const [row] = await suite.server.built.ctx.db.select().from(companies).where(eq(companies.name, name));
  return row?.id;
}

async function freeRiversideMeter() {
  const { db } = suite.server.built.ctx;
  const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  const [meter] = await db
    .select()
    .from(installations)
    .where(and(eq(installations.companyId, riverside.id), isNull(installations.measuringPointId)));
  return { company: riverside, meter };
}

describe('Measuring Points screen', () => {
  it('creates a measuring point by picking it on the map, with a meter chosen by search', async () => {
    const page = await openScreen(ROLES.admin);
    const errors = recordPageErrors(page);
    const app = portal(page, 'standalone');
    const { company, meter } = await freeRiversideMeter();
    await app.getByRole('button', { name: 'Create measuring point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create measuring point' });
    await dialog.locator('input[name=name]').fill('Hauptplatz 1, 4020 Linz');
    await dialog.locator('input[name=measuring_point_id]').fill('MP-E2E-0001');
    await dialog.getByRole('button', { name: /^Company/ }).click();
    await page.getByRole('option', { name: company.name }).click();
    await chooseMeter(page, meter.serialNumber);

    // Nothing is sent before a point is picked; the form says what is missing.
    await expect.poll(() => dialog.getByRole('status').first().innerText()).toBe('Please choose a point on the map');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please choose a point on the map' }).waitFor();

    // A click on the map (away from the other points' markers) places the point where the cursor is.
    const canvas = dialog.locator('[data-mp-map-canvas]');
    await dialog.locator('.mp-map-cluster, .mp-map-point').first().waitFor();
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width * 0.08, y: box.height * 0.8 } });
    await dialog.getByText(/^Position: /).waitFor();
    await dialog.locator('.mp-map-pick').waitFor();

    // The search places it exactly at typed coordinates.
    await dialog.getByRole('searchbox', { name: 'Search for a place' }).fill('48.30694, 14.28583');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: '48.30694, 14.28583' }).click();
    await dialog.getByText('Position: 48.30694, 14.28583').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'standalone', 'Created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const { db } = suite.server.built.ctx;
    const [saved] = await db.select().from(measuringPoints).where(eq(measuringPoints.measuringPointId, 'MP-E2E-0001'));
    expect(saved).toMatchObject({
      name: 'Hauptplatz 1, 4020 Linz',
      companyId: company.id,
      latitude: 48.30694,
      longitude: 14.28583,
    });
    const [assigned] = await db.select().from(installations).where(eq(installations.id, meter.id));
    expect(assigned.measuringPointId).toBe(saved.id);
    expect(new URL(page.url()).searchParams.get('point')).toBe(String(saved.id));
    await screenshot(page, 'measuring-points-created');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows 'Meter already assigned' from the server under the meter field", async () => {
    const page = await openScreen(ROLES.admin);
    const { db } = suite.server.built.ctx;
    const { company, meter } = await freeRiversideMeter();
    const [point] = await db.select().from(measuringPoints).where(eq(measuringPoints.companyId, company.id)).limit(1);
    await page.goto(`${suite.server.url}/measuring-points?edit=${point.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit measuring point' });
    await dialog.getByText(/^Position: /).waitFor();
    await chooseMeter(page, meter.serialNumber);
    // Another point takes the meter while the form is open.
    const [other] = await db
      .insert(measuringPoints)
      .values({
        name: 'Elsewhere',
        companyId: company.id,
        measuringPointId: 'MP-E2E-RACE',
        latitude: 48.3,
        longitude: 14.3,
      })
      .returning();
    await db.update(installations).set({ measuringPointId: other.id }).where(eq(installations.id, meter.id));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'standalone', 'Could not update').waitFor();
    await dialog.getByText('Meter already assigned.').waitFor();
    await page.context().close();
  });

  it('keeps the filters in the URL, shared by grid and map, and expands a cluster on click', async () => {
    const page = await openScreen(ROLES.staff);
    const app = portal(page, 'standalone');
    const map = app.locator('.mp-points__map');
    await map.locator('.mp-map-cluster').first().waitFor();
    const clustered = await map.locator('.mp-map-cluster').count();
    const zoomBefore = await tileZoom(map);
    const biggest = map.locator('.mp-map-cluster').first();
    const label = (await biggest.getAttribute('aria-label'))!;
    await biggest.click();
    await expect.poll(() => tileZoom(map)).toBeGreaterThan(zoomBefore);
    await expect.poll(() => map.locator(`[aria-label="${label}"]`).count()).toBe(0);
    expect(clustered).toBeGreaterThan(0);

    await app.getByRole('searchbox', { name: 'Search', exact: true }).fill('Linz');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Linz');
    const rows = app.getByRole('table', { name: 'Measuring points' }).locator('tbody tr');
    await expect.poll(async () => (await rows.allInnerTexts()).every((row) => row.includes('Linz'))).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    const { db } = suite.server.built.ctx;
    const inLinz = (await db.select().from(measuringPoints)).filter((p) => p.name.includes('Linz')).length;
    await expect
      .poll(() =>
        map
          .locator('.mp-map-cluster, .mp-map-point')
          .evaluateAll((markers) =>
            markers.reduce((sum, m) => sum + (m.classList.contains('mp-map-cluster') ? Number(m.textContent) : 1), 0),
          ),
      )
      .toBe(inLinz);
    await page.context().close();
  });

  it('opens a point popup with its ids, meter, volume and alerts, linking to the device', async () => {
    const page = await openScreen(ROLES.user);
    const app = portal(page, 'standalone');
    const { db } = suite.server.built.ctx;
    const [point] = await db
      .select()
      .from(measuringPoints)
      .where(eq(measuringPoints.measuringPointId, 'MP-C-2001-00001'));
    const [meter] = await db.select().from(installations).where(eq(installations.measuringPointId, point.id));
    await app.getByRole('searchbox', { name: 'Search', exact: true }).fill(point.measuringPointId);
    const map = app.locator('.mp-points__map');
    await expect.poll(() => map.locator('.mp-map-cluster, .mp-map-point').count()).toBe(1);
    await map
      .getByRole('button', { name: point.name })
      .or(map.locator(`[aria-label="${point.name}"]`))
      .first()
      .click();
    const popup = map.locator('.mp-map-popup');
    await popup.waitFor();
    const text = await popup.innerText();
    for (const value of [
      point.name,
      point.measuringPointId,
      meter.serialNumber,
      meter.commModuleSerial!,
      'Volume',
      'Alerts',
    ])
      expect(text).toContain(value);
    await popup.getByRole('link', { name: 'Open device' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/devices');
    expect(new URL(page.url()).searchParams.get('serial')).toBe(meter.serialNumber);
    await page.context().close();
  });

  it('goes full screen and back', async () => {
    const page = await openScreen(ROLES.user);
    const app = portal(page, 'standalone');
    const map = app.locator('.mp-points__map');
    await map.getByRole('button', { name: 'Enter full screen' }).click();
    await map.getByRole('button', { name: 'Exit full screen' }).waitFor();
    const frame = map.locator('.mp-map');
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(1280);
    expect((await frame.boundingBox())?.height).toBe(860);
    await map.getByRole('button', { name: 'Exit full screen' }).click();
    await map.getByRole('button', { name: 'Enter full screen' }).waitFor();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBeLessThan(1280);
    await page.context().close();
  });

  it('is in the menu and on the dashboard with view_measuringpoint, and neither without it', async () => {
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'standalone', ROLES.user);
    const app = portal(page, 'standalone');
    await app.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await app.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Measuring Points' }).waitFor();
    const card = app.locator('.mp-points-card');
    await card.locator('.mp-map-cluster, .mp-map-point').first().waitFor();
    const riverside = await companyId('Riverside Water Works');
    const count = (await suite.server.built.ctx.db.select().from(measuringPoints)).filter(
      (p) => p.companyId === riverside,
    ).length;
    await card.getByText(`${count} measuring points`).waitFor();
    await page.context().close();

    const email = 'no-points@example.com';
    await addUser(suite.server, {
      email,
      companyId: riverside,
      permissions: ['view_company', 'view_communicationdevice'],
    });
    const other = await (await suite.newContext()).newPage();
    await other.goto(`${suite.server.url}/login`);
    await signIn(other, 'standalone', email);
    const otherApp = portal(other, 'standalone');
    await otherApp.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const menu = await otherApp.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allInnerTexts();
    expect(menu.map((entry) => entry.trim())).not.toContain('Measuring Points');
    expect(await otherApp.locator('.mp-points-card').count()).toBe(0);
    await other.goto(`${suite.server.url}/measuring-points`);
    await otherApp.getByRole('heading', { name: 'No permission', level: 1 }).waitFor();
    expect(await otherApp.getByText('You do not have permission to open “Measuring Points”.').count()).toBe(1);
    await other.context().close();
  });
});
