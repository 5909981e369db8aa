import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadoutsExportResult } from '../../cli/commands/readoutsExport.ts';
import { readouts } from '../../server/db/deviceSchema.ts';
import { cliSuite } from './support/cliSuite.ts';
import { fetchWithSession } from './support/fetchWithSession.ts';
import { firstMeter } from './support/firstMeter.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' }, folder: true });
const admin = suite.user('admin');
let afmSerial: string;
let loraSerial: string;
/** the AFM meter's eleventh newest reading: a small export */
let after: Date;

beforeAll(async () => {
  const afm = await firstMeter(suite.server, 'afm');
  afmSerial = afm.serial;
  loraSerial = (await firstMeter(suite.server, 'rcmlrwotaa')).serial;
  const [eleventh] = await suite.server.built.ctx.db
    .select({ ts: readouts.ts })
    .from(readouts)
    .where(eq(readouts.installationId, afm.id))
    .orderBy(desc(readouts.ts))
    .limit(1)
    .offset(10);
  after = new Date(eleventh.ts.getTime());
});

describe('meter-portal readouts export-afm', () => {
  it("streams one AFM meter's AFM export under the server's name, byte for byte", async () => {
    const run = await admin.run([
      '--json',
      'readouts',
      'export-afm',
      '--serial',
      afmSerial,
      '--after',
      after.toISOString(),
      '--format',
      'csv',
      '-o',
      suite.folder,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as ReadoutsExportResult;
    expect(path.basename(result.file)).toMatch(new RegExp(`^afm_${afmSerial}_\\d{8}T\\d{6}Z\\.csv$`));
    const written = await readFile(result.file, 'utf8');
    const direct = await fetchWithSession(
      admin.sessionFile,
      `${suite.server.apiBase}reports/exports/afm.csv/?serial_number=${encodeURIComponent(afmSerial)}&date_after=${encodeURIComponent(after.toISOString())}`,
    );
    expect(direct.status).toBe(200);
    expect(written).toBe(await direct.text());
    expect(written.split('\r\n')).toHaveLength(13); // header, 11 readings, the final line break
    expect(result).toMatchObject({ format: 'csv', bytes: Buffer.byteLength(written) });
  });

  it('refuses a meter that is not an AFM meter with the server’s message, and writes no file', async () => {
    const before = await readdir(suite.folder);
    const run = await admin.run(['readouts', 'export-afm', '--serial', loraSerial, '-o', suite.folder]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Meter "${loraSerial}" is not an AFM meter.`);
    expect(await readdir(suite.folder)).toEqual(before);
  });

  it('refuses an unknown format before calling the server', async () => {
    const run = await admin.run(['readouts', 'export-afm', '--format', 'pdf']);
    expect(run).toMatchObject({ code: 2, stderr: 'error: --format must be one of json, xml, csv\n' });
  });
});
