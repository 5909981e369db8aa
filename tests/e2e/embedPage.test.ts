import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedKeys } from '../../server/db/embedKeySchema.ts';
import { DEMO_EMBED_KEY } from '../../server/seed/seedEmbedKeys.ts';
import { recordPageErrors, screenshot } from './support/browser.ts';
import { startPartnerSite, type PartnerSite } from './support/partnerSite.ts';
import { portalSuite } from './support/suite.ts';
import { apiTokens } from '../support/apiTokens.ts';

const suite = portalSuite();
let site: PartnerSite;
beforeAll(async () => {
  site = await startPartnerSite();
});
afterAll(() => site?.close());

async function adminToken(): Promise<string> {
  return (await apiTokens(suite.server, 'admin@example.com')).access;
}

/** The seeded demo key lists the demo partner page's port; a company admin adds this test's partner site to it. */
async function allowOnDemoKey(origin: string): Promise<void> {
  const [demo] = await suite.server.built.ctx.db
    .select({ id: embedKeys.id, origins: embedKeys.origins })
    .from(embedKeys)
    .where(eq(embedKeys.name, 'Demo partner page'));
  const reply = await fetch(`${suite.server.apiBase}embed-keys/${demo.id}/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ origins: [...demo.origins, origin] }),
  });
  expect(reply.status).toBe(200);
}

describe('the embedding guide at /embed/', () => {
  it('describes each element from custom-elements.json, with a snippet that works pasted on a partner site', async () => {
    const context = await suite.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const page = await context.newPage();
    const errors = recordPageErrors(page);
    const response = await page.goto(`${suite.server.url}/embed`);
    expect(page.url()).toBe(`${suite.server.url}/embed/`);
    expect(response?.status()).toBe(200);

    for (const tag of ['meter-map', 'report-chart', 'tour-table', 'meter-portal'])
      await page.getByRole('heading', { level: 2, name: new RegExp(`^<${tag}>`) }).waitFor();
    // the contents list is in the page from the start (nothing moves when the descriptions arrive) and names
    // what the manifest describes
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await contents.allInnerTexts()).toEqual([
      'Getting started',
      '<meter-map>',
      '<report-chart>',
      '<tour-table>',
      '<meter-portal>',
      'Theming',
      'TypeScript and React',
    ]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/embed keys/);
    // the tables are the manifest's: the key attribute, the map's event with its detail, its height property
    const attributes = page.getByRole('table', { name: 'Attributes of <meter-map>' });
    await attributes.getByRole('rowheader', { name: 'embed-key', exact: true }).waitFor();
    const events = page.getByRole('table', { name: /^Events of <meter-map>/ });
    expect(await events.getByRole('row', { name: /point-select/ }).innerText()).toContain('serial?: string');
    const css = page.getByRole('table', { name: 'CSS custom properties of <meter-map>' });
    expect(await css.getByRole('row', { name: /--mp-map-height/ }).innerText()).toContain('420px');

    // the copy button works from the keyboard
    const copy = page.getByRole('button', { name: 'Copy the <meter-map> snippet' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await page.locator('#el-meter-map-snippet').innerText();
    expect(copied).toBe(shown);
    expect(copied).toContain('embed-key="mpk_…"');
    expect(copied).toContain(`src="${suite.server.url}/elements/meter-map.js"`);
    expect(copied).toContain(`api-base="${suite.server.url}/api/"`);
    await page.locator('#el-meter-map').scrollIntoViewIfNeeded();
    await screenshot(page, 'embed-guide', { fullPage: false });
    expect(errors).toEqual([]);

    // pasted into a blank page on another origin, with the demo key in place of the placeholder
    await allowOnDemoKey(site.origin);
    const pasted = site.page(
      '/pasted.html',
      `<!doctype html><html lang="en"><head><title>Pasted</title></head><body>\n${copied.replace('embed-key="mpk_…"', `embed-key="${DEMO_EMBED_KEY}"`)}\n</body></html>`,
    );
    const partner = await (await suite.newContext()).newPage();
    const partnerErrors = recordPageErrors(partner);
    await partner.goto(pasted);
    await partner.locator('meter-map .mp-map-cluster, meter-map .mp-map-point').first().waitFor({ timeout: 30_000 });
    await screenshot(partner, 'embed-guide-pasted', { fullPage: false });
    expect(partnerErrors.filter((error) => !/favicon/.test(error))).toEqual([]);
  });
});
