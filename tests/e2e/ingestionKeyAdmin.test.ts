import { describe, expect, it } from 'vitest';
import { encodeTelegram, waterRecords } from '../../src/core/telegrams/index.ts';
import { seriousViolations } from './support/axe.ts';
import { copySecretOnce, openAdminScreen } from './support/adminScreen.ts';
import { toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

/** What a receiver does with the key: posts a telegram line (of a module no company has) as text/plain. */
function postTelegram(key: string) {
  const hex = encodeTelegram({ manufacturer: 'GWF', id: '39000001', access_number: 1, records: waterRecords({ total_m3: 1 }) });
  return fetch(`${suite.server.url}/api/telegrams/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
    body: `${hex}\n`,
  });
}

describe('ingestion keys under Administration', () => {
  it('creates a key whose secret is shown once and posts telegrams, then revokes it', async () => {
    const { context, page, errors, root } = await openAdminScreen(suite, 'Ingestion Keys', '/ingestion-keys');
    // no key yet: the empty state invites to make the first one
    await root.getByText('No ingestion keys yet').waitFor();

    await root.getByRole('button', { name: 'Create ingestion key' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create ingestion key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('This field is required').waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Gateway north');
    expect(await seriousViolations(page), 'create form').toEqual([]);
    await form.getByRole('button', { name: 'Create key' }).click();
    await toast(page, 'standalone', 'Created successfully').waitFor();

    const secret = page.getByRole('dialog', { name: 'Ingestion key “Gateway north” created' });
    await secret.getByText('it will not be shown again', { exact: false }).waitFor();
    const key = await secret.getByRole('textbox', { name: 'Ingestion key' }).inputValue();
    expect(key).toMatch(/^mpi_[\w-]{43}$/);
    expect(await secret.getByRole('textbox', { name: /bearer token/ }).inputValue()).toContain(
      `curl -X POST ${suite.server.url}/api/telegrams/ -H 'Authorization: Bearer ${key}'`,
    );
    await copySecretOnce(page, secret, key, 'standalone-ingestion-key-secret');

    const row = root.getByRole('row').filter({ hasText: 'Gateway north' });
    await row.getByText(`${key.slice(0, 10)}…`).waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('Not yet').waitFor();

    // the key posts telegrams: an unknown module is told apart, and the key's use shows after a reload
    const posted = await postTelegram(key);
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { counts: { unknown_module: number } }).counts.unknown_module).toBe(1);
    await page.reload();
    await row.getByText('Not yet').waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Revoke Gateway north' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “Gateway north”?' });
    await confirm.getByText('can no longer send telegrams', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'standalone', 'Revoked successfully').waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: 'Revoke Gateway north' }).count()).toBe(0);
    expect((await postTelegram(key)).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
