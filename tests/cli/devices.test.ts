import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DevicesListResult } from '../../cli/commands/devicesList.ts';
import type { DevicesRegisterResult } from '../../cli/commands/devicesRegister.ts';
import { installations, meterGroups } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com', basic: 'user@example.com' } });
const admin = suite.user('admin');
const basic = suite.user('basic');

const db = () => suite.server.built.ctx.db;
const companyId = async (name: string) => (await db().select().from(companies).where(eq(companies.name, name)))[0].id;

describe('meter-portal devices list', () => {
  it('prints the filtered page as JSON for scripts', async () => {
    const hillcrest = await companyId('Hillcrest Utilities');
    const run = await admin.run([
      '--json',
      'devices',
      'list',
      '--type',
      'afm',
      '--company',
      String(hillcrest),
      '--limit',
      '5',
    ]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as DevicesListResult;
    const expected = (await db().select().from(installations).where(eq(installations.companyId, hillcrest))).filter(
      (i) => i.meterType === 'afm',
    );
    expect(result.count).toBe(expected.length);
    expect(result.rows).toHaveLength(Math.min(5, expected.length));
    for (const row of result.rows) expect([row.meter_type, row.company]).toEqual(['afm', 'Hillcrest Utilities']);
  });

  it('prints a table for people, and only the caller’s company for a basic user', async () => {
    const run = await basic.run(['devices', 'list', '--limit', '3']);
    expect(run.code).toBe(0);
    const riverside = await db()
      .select()
      .from(installations)
      .where(eq(installations.companyId, await companyId('Riverside Water Works')));
    expect(run.stdout).toContain(`3 of ${riverside.length} devices`);
    expect(run.stdout).toMatch(/Serial.*Type.*Company/);
    expect(run.stdout).not.toContain('Hillcrest');
  });

  it('refuses a non-numeric --limit before calling the server', async () => {
    const run = await admin.run(['devices', 'list', '--limit', 'ten']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--limit expects a whole number');
  });
});

describe('meter-portal devices register / unregister', () => {
  it('waits for the task, prints the report and exits 0 when every device was registered', async () => {
    const [meter] = await db().select().from(installations).where(eq(installations.meterType, 'rcmlrwotaa')).limit(1);
    await db().update(installations).set({ networkRegistered: false }).where(eq(installations.id, meter.id));
    const run = await admin.run(['--json', 'devices', 'register', meter.serialNumber]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as DevicesRegisterResult;
    expect(result.report).toEqual({ registered: [meter.serialNumber], already_existing: [], not_found: [] });
    expect(run.stderr).toContain('registering 1/1');
    const unregistered = await admin.run(['devices', 'unregister', meter.serialNumber]);
    expect(unregistered.code).toBe(0);
    expect(unregistered.stdout).toContain(`deleted (1): ${meter.serialNumber}`);
  });

  it('exits non-zero and says how many failed when a device is unknown or already registered', async () => {
    const [meter] = await db().select().from(installations).where(eq(installations.meterType, 'rcmlrwotaa')).limit(1);
    await db().update(installations).set({ networkRegistered: true }).where(eq(installations.id, meter.id));
    const run = await admin.run(['devices', 'register', `${meter.serialNumber},NO-SUCH-1`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`already existing (1): ${meter.serialNumber}`);
    expect(run.stdout).toContain('not found (1): NO-SUCH-1');
    expect(run.stderr).toContain('error: 2 of 2 devices failed');
  });

  it('reports the server’s 403 for a basic user', async () => {
    const run = await basic.run(['devices', 'register', '12345']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('You do not have permission to perform this action. (HTTP 403)');
  });
});

describe('meter-portal groups export', () => {
  it('writes the named groups as CSV to the given file', async () => {
    const groups = await db()
      .select()
      .from(meterGroups)
      .where(eq(meterGroups.companyId, await companyId('Riverside Water Works')));
    const file = path.join(admin.configDir, 'groups.csv');
    const run = await admin.run([
      'groups',
      'export',
      '--groups',
      groups.map((g) => g.uuid).join(';'),
      '--format',
      'csv',
      '-o',
      file,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`of CSV to ${file}`);
    const text = await readFile(file, 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^group\.uuid,group\.name,serial_number,/);
    const names = new Set(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[1]),
    );
    expect(names).toEqual(new Set(groups.filter((g) => text.includes(g.uuid)).map((g) => g.name)));
  });

  it('rejects an unknown format as a usage error', async () => {
    const run = await admin.run(['groups', 'export', '--format', 'pdf']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--format must be one of json, csv, xml');
  });
});
