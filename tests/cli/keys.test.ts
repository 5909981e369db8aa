import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysExportResult } from '../../cli/commands/keysExport.ts';
import type { KeysListResult } from '../../cli/commands/keysList.ts';
import type { TransfersListResult } from '../../cli/commands/transfersList.ts';
import type { TransferDetail } from '../../src/core/contract/transfers.ts';
import { commModuleKeys, keyAccessLog } from '../../server/db/keySchema.ts';
import { companies } from '../../server/db/schema.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' }, folder: true });
const admin = suite.user('admin');
let ids: Record<string, number>;

beforeAll(async () => {
  const rows = await suite.server.built.ctx.db.select({ id: companies.id, name: companies.name }).from(companies);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});

const liveKeys = (companyId: number) =>
  suite.server.built.ctx.db
    .select()
    .from(commModuleKeys)
    .where(and(eq(commModuleKeys.companyId, companyId), eq(commModuleKeys.isDeleted, false)))
    .orderBy(commModuleKeys.moduleSerial);

describe('meter-portal keys', () => {
  it('lists keys with filters as a table or JSON, never with material', async () => {
    const run = await admin.run(['--json', 'keys', 'list', '--type', 'rcm-lrw', '--limit', '5']);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as KeysListResult;
    expect(result.rows).toHaveLength(5);
    expect(result.rows.every((k) => k.module_type === 'rcm-lrw' && !('key' in k))).toBe(true);
    const table = await admin.run(['keys', 'list', '--company', String(ids['Hillcrest Utilities'])]);
    expect(table.stdout).toContain('Hillcrest Utilities');
    expect(table.stdout).toMatch(/\d+ of \d+ keys/);
    expect((await admin.run(['keys', 'list', '--deleted', 'maybe'])).code).toBe(2);
  });

  it('writes module types and roles as labels in the language of --lang, never as codes', async () => {
    const english = await admin.run(['keys', 'list', '--type', 'rcm-lrw', '--limit', '3']);
    expect(english.code, english.stderr).toBe(0);
    expect(english.stdout).toContain('RCM-LRW (LoRaWAN)');
    expect(english.stdout).not.toMatch(/\brcm-lrw\b/);
    // no column named as the API names the field
    expect(english.stdout).toMatch(/│ Key id\s*│/);
    expect(english.stdout).not.toContain('comm_mod_uuid');
    const whoami = await admin.run(['--lang', 'de', 'whoami']);
    expect(whoami.stdout).toMatch(/Role\s*│\s*Unternehmensadministrator/);
    expect(whoami.stdout).not.toContain('company_admin');
    expect(whoami.stdout).toMatch(/Services\s*│\s*Core, Sonico, MEX/);
    // the JSON for scripts keeps the codes
    const json = JSON.parse((await admin.run(['--json', 'whoami'])).stdout) as { role: string };
    expect(json.role).toBe('company_admin');
  });

  it('streams the filtered export to a file of the server’s name, readable by its owner only', async () => {
    const run = await admin.run([
      '--json',
      'keys',
      'export',
      '--format',
      'csv',
      '--type',
      'rcm-gsm',
      '-o',
      suite.folder,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as KeysExportResult;
    expect(path.basename(result.file)).toBe('keys.csv');
    const lines = (await readFile(result.file, 'utf8')).trim().split('\r\n');
    const listed = JSON.parse(
      (await admin.run(['--json', 'keys', 'list', '--type', 'rcm-gsm', '--limit', '1000'])).stdout,
    ) as KeysListResult;
    expect(lines).toHaveLength(listed.count + 1);
    expect(lines.slice(1).every((line) => /,rcm-gsm,.*,[0-9A-F]{32},,$/.test(line))).toBe(true);
    expect((await stat(result.file)).mode & 0o077).toBe(0);
    const [log] = await suite.server.built.ctx.db
      .select()
      .from(keyAccessLog)
      .where(eq(keyAccessLog.format, 'csv'))
      .limit(1);
    expect(log.userEmail).toBe('admin@example.com');
  });
});

describe('meter-portal transfers', () => {
  it('refuses without --yes when no one can be asked, and moves nothing', async () => {
    const [key] = await liveKeys(ids['Aqua Distribution']);
    const run = await admin.run(['transfers', 'create', '--to', 'C-2002', '--keys', key.commModUuid]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--yes');
    const [after] = await suite.server.built.ctx.db
      .select()
      .from(commModuleKeys)
      .where(eq(commModuleKeys.commModUuid, key.commModUuid));
    expect(after.companyId).toBe(ids['Aqua Distribution']);
  });

  it('transfers the keys of a file to a customer and lists the transfer', async () => {
    const keys = (await liveKeys(ids['Aqua Distribution'])).slice(0, 3).map((k) => k.commModUuid);
    const file = path.join(suite.folder, 'to-transfer.csv');
    await writeFile(file, `comm_mod_uuid\r\n${keys.join('\r\n')}\r\n`);
    const run = await admin.run([
      '--json',
      'transfers',
      'create',
      '--to',
      'Hillcrest Utilities',
      '--keys',
      file,
      '--yes',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const transfer = JSON.parse(run.stdout) as TransferDetail;
    expect(transfer).toMatchObject({ to_company: ids['Hillcrest Utilities'], key_count: 3 });
    const moved = await suite.server.built.ctx.db
      .select()
      .from(commModuleKeys)
      .where(inArray(commModuleKeys.commModUuid, keys));
    expect(moved.every((k) => k.companyId === ids['Hillcrest Utilities'])).toBe(true);

    const list = JSON.parse((await admin.run(['--json', 'transfers', 'list'])).stdout) as TransfersListResult;
    expect(list.rows[0].id).toBe(transfer.id);
    const table = await admin.run(['transfers', 'list']);
    expect(table.stdout).toContain('Hillcrest Utilities');
  });

  it('names a target the caller may not transfer to, and the server’s refusal of a foreign key', async () => {
    const [own] = await liveKeys(ids['Aqua Distribution']);
    const refused = await admin.run(['transfers', 'create', '--to', 'P-0001', '--keys', own.commModUuid, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('P-0001');
    const [foreign] = await liveKeys(ids['Riverside Water Works']);
    const mixed = await admin.run([
      'transfers',
      'create',
      '--to',
      'C-2002',
      '--keys',
      `${own.commModUuid},${foreign.commModUuid}`,
      '--yes',
    ]);
    expect(mixed.code).toBe(1);
    // the same words as the portal: the key named by its module serial, never an internal id
    expect(mixed.stderr).toContain(
      `The key of module ${foreign.moduleSerial} belongs to Riverside Water Works; this transfer moves keys of Aqua Distribution only.`,
    );
    expect(mixed.stderr).not.toContain('Invalid pk');
  });
});
