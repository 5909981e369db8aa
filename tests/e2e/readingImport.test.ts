import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openFromMenu, ROLES, toast } from './support/portal.ts';
import { portalSuite } from './support/suite.ts';

const suite = portalSuite();

const csv = (rows: string[]) => Buffer.from(['serial,ts,volume_m3', ...rows].join('\n') + '\n');

describe('Devices → Import readings', () => {
  it('refuses a file with its row numbers, writes a good one, and replaces when asked', async () => {
    const { page, errors } = await openFromMenu(suite, ROLES.admin, 'Devices', '/devices');
    await page.getByRole('button', { name: 'More device actions' }).click();
    await page.getByRole('menuitem', { name: 'Import readings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import readings' });
    const file = dialog.locator('input[type=file]');

    await file.setInputFiles({
      name: 'readings.csv',
      mimeType: 'text/csv',
      buffer: csv(['21040010,2025-01-01T00:00:07Z,100.5', 'NO-SUCH-METER,2025-01-01T00:00:07Z,1']),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => dialog.locator('.mp-field__errors').innerText()).toMatch(/Row 3\b.*NO-SUCH-METER/s);
    await expect.poll(() => toast(page, 'standalone', 'The file was not imported').count()).toBe(1);
    await screenshot(page, 'reading-import-refused', { fullPage: false });

    const good = csv(['21040010,2025-01-01T00:00:07Z,100.5', '21040010,2025-01-01T00:15:07Z,100.75']);
    await file.setInputFiles({ name: 'readings.csv', mimeType: 'text/csv', buffer: good });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => dialog.getByRole('status').innerText())
      .toBe('2 rows for 1 meters: 2 new, 0 kept, 0 replaced.');
    await expect.poll(() => toast(page, 'standalone', '2 rows imported').count()).toBe(1);

    await dialog.getByRole('radio', { name: "Replace it with the file's reading" }).check();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => dialog.getByRole('status').innerText())
      .toBe('2 rows for 1 meters: 0 new, 0 kept, 2 replaced.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
