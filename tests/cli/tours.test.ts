import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToursImportResult } from '../../cli/commands/toursImport.ts';
import type { ToursListResult } from '../../cli/commands/toursList.ts';
import { companies } from '../../server/db/schema.ts';
import { tours } from '../../server/db/tourSchema.ts';
import { cliSuite } from './support/cliSuite.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../demo/tours');
const suite = cliSuite({ logins: { admin: 'admin@example.com' } });
const admin = suite.user('admin');
let riverside: string;

beforeAll(async () => {
  const [row] = await suite.server.built.ctx.db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Riverside Water Works'));
  riverside = String(row.id);
});

const tourCount = async () => (await suite.server.built.ctx.db.select({ id: tours.id }).from(tours)).length;

describe('meter-portal tours', () => {
  it('import --dry-run prints the preview and writes nothing', async () => {
    const before = await tourCount();
    const run = await admin.run([
      'tours',
      'import',
      path.join(SAMPLES, 'route.xml'),
      '--converter',
      'xml-generic',
      '--dry-run',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('12 items, 12 registers; nothing written');
    expect(run.stdout).toContain('RW00070001');
    expect(await tourCount()).toBe(before);
  });

  it('import --dry-run of a bad file lists the rejected rows and exits with 1', async () => {
    const file = path.join(os.tmpdir(), `bad-tour-${process.pid}.csv`);
    await writeFile(file, 'meter_serial,previous_value\r\nA,1\r\nB,x\r\n,2\r\n');
    const run = await admin.run(['tours', 'import', file, '--converter', 'csv-comma', '--dry-run']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Row 3: "x" in previous_value is not a number.');
    expect(run.stdout).toContain('Row 4: the meter serial is missing.');
    const real = await admin.run(['tours', 'import', file, '--converter', 'csv-comma', '--company', riverside]);
    expect(real.code).toBe(1);
    expect(real.stderr).toContain('was rejected, nothing was written');
    expect(real.stderr).toContain('Row 3: "x" in previous_value is not a number.');
  });

  it('import names the new tour state in the language of --lang', async () => {
    const file = path.join(SAMPLES, 'route-semicolon.csv');
    const args = ['tours', 'import', file, '--converter', 'csv-semicolon', '--company', riverside];
    const english = await admin.run([...args, '--name', 'CLI state en']);
    expect(english.code, english.stderr).toBe(0);
    expect(english.stdout).toMatch(/as tour "CLI state en" [0-9a-f-]{36} \(Imported\)/);
    const german = await admin.run(['--lang', 'de', ...args, '--name', 'CLI state de']);
    expect(german.code, german.stderr).toBe(0);
    expect(german.stdout).toMatch(/as tour "CLI state de" [0-9a-f-]{36} \(Importiert\)/);
    expect(german.stdout).not.toContain('(imported)');
  });

  it('imports, lists and exports a tour', async () => {
    const run = await admin.run([
      '--json',
      'tours',
      'import',
      path.join(SAMPLES, 'route-semicolon.csv'),
      '--converter',
      'csv-semicolon',
      '--company',
      riverside,
      '--name',
      'CLI tour',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const imported = JSON.parse(run.stdout) as Extract<ToursImportResult, { dryRun: false }>;
    expect(imported.result.item_count).toBe(12);
    const list = await admin.run(['--json', 'tours', 'list', '--search', 'CLI tour']);
    const listed = JSON.parse(list.stdout) as ToursListResult;
    expect(listed.rows.map((t) => t.uuid)).toEqual([imported.result.tour.uuid]);
    const table = await admin.run(['tours', 'list', '--state', 'imported']);
    expect(table.stdout).toContain('CLI tour');
    // the portal's short date, in the language of --lang
    const created = new Date(listed.rows[0].created_at);
    expect(table.stdout).toContain(
      created.toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' }),
    );
    const german = await admin.run(['--lang', 'de', 'tours', 'list', '--search', 'CLI tour']);
    expect(german.stdout).toContain(
      created.toLocaleDateString('de', { year: 'numeric', month: 'short', day: 'numeric' }),
    );
    const out = path.join(os.tmpdir(), `cli-tour-${process.pid}.csv`);
    const exported = await admin.run(['tours', 'export', imported.result.tour.uuid, '-o', out]);
    expect(exported.code, exported.stderr).toBe(0);
    const text = (await readFile(out)).toString('latin1');
    expect(text.split('\r\n')[0]).toBe(
      'item_number;address;meter_serial;measuring_point;register_id;register_kind;unit;previous_value;min_value;max_value;district;read_value;read_at',
    );
    expect(text).toContain('137,5');
  });

  it('lists converters and tablets; needs a converter', async () => {
    const converters = await admin.run(['converters', 'list']);
    expect(converters.stdout).toContain('fixed-width');
    const tablets = await admin.run(['tablets', 'list']);
    expect(tablets.stdout).toContain('Tablet North');
    const usage = await admin.run(['tours', 'import', path.join(SAMPLES, 'route.xml')]);
    expect(usage.code).toBe(2);
  });
});
