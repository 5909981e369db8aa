import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { copySecretOnce, openAdminScreen } from './support/adminScreen.ts';
import { screenshot } from './support/browser.ts';
import { toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();
const PARTNER = 'https://water-partner.example.org';

/** The element's exchange of a key, sent from the partner's page (Node's fetch lets the test name the Origin). */
function exchange(key: string, origin = PARTNER) {
  return fetch(`${suite.server.authBase}embed/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ key }),
  });
}

describe('embed keys under Administration', () => {
  it('creates a key whose secret is shown once and works from its origin, then revokes it', async () => {
    const { context, page, errors, root } = await openAdminScreen(suite, 'Embed Keys', '/embed-keys');

    await root.getByRole('button', { name: 'Create embed key' }).first().click();
    // dialogs open in the portal's layer, beside the app's root
    const form = page.getByRole('dialog', { name: 'Create embed key' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Town water site');
    // `*` needs a confirmation that says what it means; cancelled, the box stays clear
    const anyOrigin = form.getByRole('checkbox', { name: /^Any origin/ });
    await anyOrigin.click();
    const ask = form.getByRole('alertdialog', { name: 'Allow any website to use this key?' });
    await ask.waitFor();
    await screenshot(page, 'standalone-embed-key-form', { fullPage: false });
    expect(await seriousViolations(page), 'create form').toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await anyOrigin.isChecked()).toBe(false);
    const origins = form.getByRole('textbox', { name: /^Allowed origins/ });
    await origins.fill(`${PARTNER}/meters`);
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText(`“${PARTNER}/meters” is not an origin`, { exact: false }).waitFor();
    await origins.fill(`${PARTNER}/`);
    await form.getByRole('button', { name: 'Create key' }).click();
    await toast(page, 'standalone', 'Created successfully').waitFor();

    const secret = page.getByRole('dialog', { name: 'Embed key “Town water site” created' });
    await secret.getByText('it will not be shown again', { exact: false }).waitFor();
    const key = await secret.getByRole('textbox', { name: 'Embed key' }).inputValue();
    expect(key).toMatch(/^mpk_[\w-]{20,}$/);
    expect(await secret.getByRole('textbox', { name: 'Snippet for the Map' }).inputValue()).toContain(
      `<meter-map embed-key="${key}" api-base="${suite.server.url}/api/"`,
    );
    await copySecretOnce(page, secret, key, 'standalone-embed-key-secret');

    await root.getByRole('searchbox', { name: 'Search' }).fill('Town water');
    const row = root.getByRole('row').filter({ hasText: 'Town water site' });
    await row.getByText(`${key.slice(0, 10)}…`).waitFor();
    await row.getByText(PARTNER).waitFor();
    await row.getByText('Active').waitFor();

    // the key works, from its origin only
    const token = await exchange(key);
    expect(token.status).toBe(200);
    expect(((await token.json()) as { elements: string[] }).elements).toEqual(['map']);
    expect((await exchange(key, 'https://elsewhere.example')).status).toBe(403);

    await row.getByRole('button', { name: 'Revoke Town water site' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “Town water site”?' });
    await confirm.getByText('stop showing data at once', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'standalone', 'Revoked successfully').waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: 'Revoke Town water site' }).count()).toBe(0);
    expect((await exchange(key)).status).toBe(401);
    await screenshot(page, 'standalone-embed-keys', { fullPage: false });
    expect(await seriousViolations(page), 'list').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
