import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CrmImportResult } from '../../cli/commands/companiesCrmImport.ts';
import { companies, users } from '../../server/db/schema.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { staff: 'staff@example.com', admin: 'admin@example.com' } });
const staff = suite.user('staff');
const admin = suite.user('admin');

const db = () => suite.server.built.ctx.db;
const byAccount = async (account: string) => (await db().select().from(companies).where(eq(companies.customerAccount, account)))[0];

describe('meter-portal companies crm-import', () => {
  it('imports one account as a distributor with its admin', async () => {
    const run = await staff.run(['--json', 'companies', 'crm-import', '--account', 'D-4102', '--distributor', 'yes', '--admin-email', 'lead@helvetic.example.com']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as CrmImportResult;
    expect(result).toMatchObject({ imported: 1, failed: 0, lines: [{ account: 'D-4102', status: 'imported', name: 'Helvetic Flow Partners' }] });
    expect(await byAccount('D-4102')).toMatchObject({ isDistributor: true, isActive: true });
  });

  it('refuses a company that exists, printing the server’s message, and exits with 1', async () => {
    const run = await staff.run(['companies', 'crm-import', '--account', 'C-2001', '--distributor', 'no', '--admin-email', 'x@riverside.example.com']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('C-2001 failed');
    expect(run.stdout).toContain('A company with this customer account already exists.');
    expect(run.stderr).toContain('1 of 1 imports failed');
  });

  it('imports a batch line by line, reporting each, and leaves nothing of a failing line', async () => {
    const file = path.join(staff.configDir, 'accounts.csv');
    await writeFile(
      file,
      'account,distributor,admin_email\nC-3103,no,water@mittelfeld.example.de\nC-0404,no,ghost@example.com\nC-3105,yes,chef@valclair.example.fr\n',
    );
    const run = await staff.run(['--json', 'companies', 'crm-import', '--file', file]);
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout) as CrmImportResult;
    expect(result.lines.map((l) => [l.line, l.account, l.status])).toEqual([
      [2, 'C-3103', 'imported'],
      [3, 'C-0404', 'failed'],
      [4, 'C-3105', 'imported'],
    ]);
    expect(result.lines[1].message).toContain('No account "C-0404" in the CRM.');
    expect(await byAccount('C-0404')).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.email, 'ghost@example.com'))).toEqual([]);
  });

  it('rejects a malformed batch whole, naming the lines, before importing anything', async () => {
    const file = path.join(staff.configDir, 'bad.csv');
    await writeFile(file, 'account,distributor,admin_email\nC-3106,maybe,a@b.example.com\nC-3107,no,not-an-email\n');
    const run = await staff.run(['companies', 'crm-import', '--file', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('line 2: distributor must be yes or no');
    expect(run.stderr).toContain('line 3: "not-an-email" is not an e-mail address');
    expect(await byAccount('C-3106')).toBeUndefined();
  });

  it('is refused to a company admin without the CRM permission', async () => {
    const run = await admin.run(['companies', 'crm-import', '--account', 'C-3108', '--distributor', 'no', '--admin-email', 'a@g.example.com']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('You do not have permission to perform this action.');
  });
});
