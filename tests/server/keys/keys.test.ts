import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommModuleKey, CommModuleKeyDetail, KeyAccess } from '../../../src/core/contract/keys.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { keyAccessLog } from '../../../server/db/keySchema.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { caller, download, KEY_SUITE, keysOf, RIVERSIDE_KEEPER } from './keySupport.ts';

const suite = serverSuite(KEY_SUITE);
const { ids, tokens } = suite;
const as = caller(suite);

const lastLog = async () =>
  (await suite.server.built.ctx.db.select().from(keyAccessLog).orderBy(desc(keyAccessLog.id)).limit(1))[0];

describe('keys/', () => {
  it('lists the caller’s companies’ keys without key material, 100 a page', async () => {
    const basic = await as<Page<CommModuleKey>>('user@example.com', 'GET', '/api/keys/');
    expect(basic.status).toBe(200);
    const riverside = await keysOf(suite.server, ids['Riverside Water Works']);
    expect(basic.body.count).toBe(riverside.length);
    for (const key of basic.body.results) {
      expect(key.company).toBe(ids['Riverside Water Works']);
      expect(Object.keys(key)).not.toContain('key');
    }
    const staff = await as<Page<CommModuleKey>>('staff@example.com', 'GET', '/api/keys/');
    expect(staff.body.results).toHaveLength(100);
    expect(staff.body.next).toContain('offset=100');
  });

  it('filters by module type, order, search and deleted, and refuses an unknown deleted filter', async () => {
    const lora = await as<CommModuleKey[]>('staff@example.com', 'GET', '/api/keys/?module_type=rcm-lrw&no_page=true');
    expect(lora.body.length).toBeGreaterThan(0);
    expect(lora.body.every((k) => k.module_type === 'rcm-lrw' && !k.is_deleted)).toBe(true);
    const order = lora.body[0].order!;
    const byOrder = await as<CommModuleKey[]>(
      'staff@example.com',
      'GET',
      `/api/keys/?order=${encodeURIComponent(order)}&no_page=true`,
    );
    expect(byOrder.body.length).toBeGreaterThan(0);
    expect(byOrder.body.every((k) => k.order === order)).toBe(true);
    const serial = lora.body[0].module_serial;
    const found = await as<CommModuleKey[]>(
      'staff@example.com',
      'GET',
      `/api/keys/?search=${serial.slice(1)}&no_page=true`,
    );
    expect(found.body.map((k) => k.module_serial)).toContain(serial);
    const deleted = await as<CommModuleKey[]>('staff@example.com', 'GET', '/api/keys/?is_deleted=true&no_page=true');
    expect(deleted.body.every((k) => k.is_deleted)).toBe(true);
    const all = await as<Page<CommModuleKey>>('staff@example.com', 'GET', '/api/keys/?is_deleted=all&limit=1');
    const live = await as<Page<CommModuleKey>>('staff@example.com', 'GET', '/api/keys/?limit=1');
    expect(all.body.count).toBe(live.body.count + deleted.body.length);
    const bad = await as('staff@example.com', 'GET', '/api/keys/?is_deleted=maybe', undefined);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ is_deleted: ['"maybe" is not a valid choice.'] });
  });
});

describe('keys/{id}/', () => {
  it('shows the material to those who may see orders, logs the view, and hides other companies’ keys', async () => {
    const [key] = await keysOf(suite.server, ids['Riverside Water Works']);
    expect((await as('user@example.com', 'GET', `/api/keys/${key.commModUuid}/`)).status).toBe(403);
    const shown = await as<CommModuleKeyDetail>(RIVERSIDE_KEEPER, 'GET', `/api/keys/${key.commModUuid}/`);
    expect(shown.status).toBe(200);
    expect(shown.body.key.aes_key ?? shown.body.key.app_key).toMatch(/^[0-9A-F]{32}$/);
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'view', userEmail: RIVERSIDE_KEEPER, companyId: key.companyId, keyCount: 1 });
    expect(log.keyIds).toEqual([key.commModUuid]);
    expect(log.ipAddress).toMatch(/127\.0\.0\.1/);

    const [hillcrest] = await keysOf(suite.server, ids['Hillcrest Utilities']);
    const before = (await lastLog()).id;
    expect((await as(RIVERSIDE_KEEPER, 'GET', `/api/keys/${hillcrest.commModUuid}/`)).status).toBe(404);
    expect((await lastLog()).id).toBe(before);
    // the distributor's admin sees its customers' keys
    expect((await as('admin@example.com', 'GET', `/api/keys/${hillcrest.commModUuid}/`)).status).toBe(200);
  });

  it('soft-deletes with the delete permission; only staff restore', async () => {
    const [key] = await keysOf(suite.server, ids['Riverside Water Works']);
    const path = `/api/keys/${key.commModUuid}/`;
    expect((await as('user@example.com', 'PATCH', path, { is_deleted: true })).status).toBe(403);
    const deleted = await as<CommModuleKey>(RIVERSIDE_KEEPER, 'PATCH', path, { is_deleted: true });
    expect(deleted.status).toBe(200);
    expect(deleted.body.is_deleted).toBe(true);
    const listed = await as<CommModuleKey[]>(RIVERSIDE_KEEPER, 'GET', '/api/keys/?no_page=true');
    expect(listed.body.map((k) => k.comm_mod_uuid)).not.toContain(key.commModUuid);
    const onlyDeleted = await as<CommModuleKey[]>(RIVERSIDE_KEEPER, 'GET', '/api/keys/?is_deleted=true&no_page=true');
    expect(onlyDeleted.body.map((k) => k.comm_mod_uuid)).toContain(key.commModUuid);
    const [meter] = await suite.server.built.ctx.db
      .select()
      .from(installations)
      .where(eq(installations.commModUuid, key.commModUuid));
    expect(meter.keyIsDeleted).toBe(true);

    expect((await as(RIVERSIDE_KEEPER, 'PATCH', path, { is_deleted: false })).status).toBe(403);
    expect((await as('admin@example.com', 'PATCH', path, { is_deleted: false })).status).toBe(403);
    const restored = await as<CommModuleKey>('staff@example.com', 'PATCH', path, { is_deleted: false });
    expect(restored.body.is_deleted).toBe(false);
    expect((await as('staff@example.com', 'PATCH', path, { is_deleted: 'no' })).status).toBe(400);
  });
});

describe('keys/export.{format}', () => {
  it('exports exactly the filtered list with material, names the file and logs which keys went out', async () => {
    const listed = await as<CommModuleKey[]>('admin@example.com', 'GET', '/api/keys/?module_type=rcm-lrw&no_page=true');
    const csv = await download(suite.server, tokens['admin@example.com'], '/api/keys/export.csv?module_type=rcm-lrw');
    expect(csv.status).toBe(200);
    expect(csv.disposition).toBe('attachment; filename="keys.csv"');
    const lines = csv.body.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'comm_mod_uuid,module_serial,module_type,meter_serial,order,company,company_name,is_deleted,created_at,key.aes_key,key.join_eui,key.app_key',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed.body.map((k) => k.comm_mod_uuid));
    expect(lines.slice(1).every((line) => /,rcm-lrw,.*,,[0-9A-F]{16},[0-9A-F]{32}$/.test(line))).toBe(true);

    const logs = await suite.server.built.ctx.db.select().from(keyAccessLog).where(eq(keyAccessLog.action, 'export'));
    const logged = logs.filter((l) => l.format === 'csv').flatMap((l) => l.keyIds);
    expect(logged.sort()).toEqual(listed.body.map((k) => k.comm_mod_uuid).sort());
    expect(logs[0].query).toEqual({ module_type: 'rcm-lrw' });

    const json = await download(
      suite.server,
      tokens['admin@example.com'],
      '/api/keys/export.json?search=L0&is_deleted=all',
    );
    const rows = JSON.parse(json.body.toString('utf8')) as CommModuleKeyDetail[];
    const searched = await as<CommModuleKey[]>(
      'admin@example.com',
      'GET',
      '/api/keys/?search=L0&is_deleted=all&no_page=true',
    );
    expect(rows.map((r) => r.comm_mod_uuid)).toEqual(searched.body.map((k) => k.comm_mod_uuid));
    const xml = await download(suite.server, tokens['admin@example.com'], '/api/keys/export.xml?module_type=rcm-gsm');
    expect(xml.body.toString('utf8')).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<root><list-item><comm_mod_uuid>/,
    );
  });

  it('refuses callers without the permission and unknown formats', async () => {
    expect((await download(suite.server, tokens['user@example.com'], '/api/keys/export.csv')).status).toBe(403);
    expect((await download(suite.server, tokens['admin@example.com'], '/api/keys/export.pdf')).status).toBe(404);
    expect((await download(suite.server, tokens['admin@example.com'], '/api/keys/export/?format=xml')).type).toContain(
      'xml',
    );
  });
});

describe('keys/access-log/', () => {
  it('shows staff and company admins the log of their companies, nobody else', async () => {
    const [key] = await keysOf(suite.server, ids['Hillcrest Utilities']);
    await as('staff@example.com', 'GET', `/api/keys/${key.commModUuid}/`);
    const admin = await as<Page<KeyAccess>>(
      'admin@example.com',
      'GET',
      `/api/keys/access-log/?company=${ids['Hillcrest Utilities']}`,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.results[0]).toMatchObject({
      action: 'view',
      user_email: 'staff@example.com',
      keys: [key.commModUuid],
    });
    expect(admin.body.results.every((r) => r.company === ids['Hillcrest Utilities'])).toBe(true);
    expect((await as(RIVERSIDE_KEEPER, 'GET', '/api/keys/access-log/')).status).toBe(403);
    expect((await as('user@example.com', 'GET', '/api/keys/access-log/')).status).toBe(403);
    const staff = await as<Page<KeyAccess>>('staff@example.com', 'GET', '/api/keys/access-log/');
    expect(staff.body.count).toBeGreaterThanOrEqual(admin.body.count);
  });
});

describe('key custody', () => {
  it('keeps no key material in plain text anywhere in the database files', async () => {
    const shown: string[] = [];
    for (const key of (await keysOf(suite.server, ids['Aqua Distribution'])).slice(0, 5)) {
      const detail = await as<CommModuleKeyDetail>('staff@example.com', 'GET', `/api/keys/${key.commModUuid}/`);
      shown.push(
        ...[detail.body.key.aes_key, detail.body.key.app_key, detail.body.key.join_eui].filter((v): v is string => !!v),
      );
    }
    expect(shown.length).toBeGreaterThanOrEqual(5);
    const dump = suite.server.built.database.dump;
    if (!dump) return; // PostgreSQL: its files are not ours to read
    await suite.server.built.ctx.db.execute('CHECKPOINT');
    const files = Buffer.from(await (await dump()).arrayBuffer());
    // the scan does read the tables' text: a company name is found
    expect(files.includes(Buffer.from('Riverside Water Works'))).toBe(true);
    for (const secret of shown) {
      expect(files.includes(Buffer.from(secret))).toBe(false);
      expect(files.includes(Buffer.from(secret.toLowerCase()))).toBe(false);
      expect(files.includes(Buffer.from(secret, 'hex'))).toBe(false);
    }
  });
});
