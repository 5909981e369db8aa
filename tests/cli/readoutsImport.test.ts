import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadoutsImportResult } from '../../cli/commands/readoutsImport.ts';
import { installations, readouts } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' }, folder: true });
const admin = suite.user('admin');
const DAY = 86_400_000;
/** recent days, 7 s past the minute: no demo reading shares an instant */
const DAY0 = Math.floor(Date.now() / DAY) * DAY - 4 * DAY + 7_000;
let meters: Array<{ id: number; serial: string }>;

beforeAll(async () => {
  const { db } = suite.server.built.ctx;
  const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  meters = await db
    .select({ id: installations.id, serial: installations.serialNumber })
    .from(installations)
    .where(eq(installations.companyId, riverside.id))
    .orderBy(installations.id)
    .limit(5);
});

const imported = () =>
  suite.server.built.ctx.db
    .select()
    .from(readouts)
    .where(
      and(
        inArray(
          readouts.installationId,
          meters.map((m) => m.id),
        ),
        eq(readouts.source, 'import'),
      ),
    );

describe('meter-portal readouts import', () => {
  it('imports a CSV file, and keeps or replaces the readings on a second run', async () => {
    const file = path.join(suite.folder, 'readings.csv');
    const [a, b] = meters;
    await writeFile(
      file,
      '\uFEFFserial,ts,volume_m3,flow_m3h,battery,alerts\n' +
        `${a.serial},${new Date(DAY0).toISOString()},12.5,0.2,88,\n` +
        `${b.serial},${new Date(DAY0 + 60_000).toISOString()},7,,,backflow\n`,
    );
    const table = await admin.run(['readouts', 'import', file]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Written\s+│?\s*2/);
    const again = await admin.run(['--json', 'readouts', 'import', file]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({
      file,
      taskId: null,
      rows: 2,
      meters: 2,
      written: 0,
      kept: 2,
      replaced: 0,
    } satisfies ReadoutsImportResult);
    const replaced = await admin.run(['--json', 'readouts', 'import', file, '--on-conflict', 'replace']);
    expect((JSON.parse(replaced.stdout) as ReadoutsImportResult).replaced).toBe(2);
    expect(await imported()).toHaveLength(2);
  });

  it('prints the rows at fault and exits with 1, writing nothing; a bad option is a usage error', async () => {
    const file = path.join(suite.folder, 'bad.jsonl');
    await writeFile(
      file,
      [
        JSON.stringify({ serial: meters[0].serial, ts: new Date(DAY0 + DAY).toISOString(), volume_m3: 1 }),
        JSON.stringify({ serial: 'NO-SUCH-METER', ts: new Date(DAY0 + DAY).toISOString(), volume_m3: 1 }),
      ].join('\n'),
    );
    const before = (await imported()).length;
    const refused = await admin.run(['readouts', 'import', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('was rejected, nothing was written');
    expect(refused.stderr).toContain('Row 2: no device with serial number "NO-SUCH-METER".');
    expect((await imported()).length).toBe(before);
    expect((await admin.run(['readouts', 'import', file, '--on-conflict', 'merge'])).code).toBe(2);
    expect((await admin.run(['readouts', 'import', path.join(suite.folder, 'missing.csv')])).code).toBe(2);
  });

  it('waits for the task that writes a large file', async () => {
    const rows = 50_001;
    const lines = ['serial,ts,volume_m3'];
    for (let i = 0; i < rows; i += 1)
      lines.push(
        `${meters[i % 5].serial},${new Date(DAY0 - 10 * DAY - Math.floor(i / 5) * 60_000).toISOString()},${i}`,
      );
    const file = path.join(suite.folder, 'large.csv');
    await writeFile(file, `${lines.join('\n')}\n`);
    const run = await admin.run(['--json', 'readouts', 'import', file]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as ReadoutsImportResult;
    expect(result).toMatchObject({ rows, written: rows, kept: 0, meters: 5 });
    expect(result.taskId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
