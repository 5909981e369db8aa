import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyAccess } from '../../../src/core/contract/keys.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, userId, type TokenPair } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { download, keysOf } from './keySupport.ts';

let server: TestServer;
let riverside: number;
let staffId: string;
let adminId: string;
let admin: string;
let asAdmin: string;
beforeAll(async () => {
  server = await serverFor();
  riverside = (await companyIds(server))['Riverside Water Works'];
  staffId = await userId(server, 'staff@example.com');
  adminId = await userId(server, 'admin@example.com');
  admin = (await login(server, 'admin@example.com')).access;
  const staff = (await login(server, 'staff@example.com')).access;
  const started = await call<TokenPair>(server, 'POST', '/api/auth/impersonate/', {
    token: staff,
    json: { user: adminId },
  });
  expect(started.status, started.text).toBe(200);
  asAdmin = started.body.access;
});
afterAll(() => server?.close());

const log = async () =>
  (
    await call<Page<KeyAccess>>(server, 'GET', `/api/keys/access-log/?company=${riverside}&limit=10`, {
      token: admin,
    })
  ).body.results;

describe('the key access log during an impersonation', () => {
  it('names the customer and the staff member behind it when a key is viewed', async () => {
    const [key] = await keysOf(server, riverside);
    expect((await call(server, 'GET', `/api/keys/${key.commModUuid}/`, { token: asAdmin })).status).toBe(200);
    const [entry] = await log();
    expect(entry).toMatchObject({
      action: 'view',
      keys: [key.commModUuid],
      user: adminId,
      user_email: 'admin@example.com',
      original_user: staffId,
      original_user_email: 'staff@example.com',
    });
  });

  it('names both when keys are exported', async () => {
    const exported = await download(server, asAdmin, '/api/keys/export.csv');
    expect(exported.status).toBe(200);
    const [entry] = await log();
    expect(entry).toMatchObject({
      action: 'export',
      format: 'csv',
      user_email: 'admin@example.com',
      original_user: staffId,
      original_user_email: 'staff@example.com',
    });
  });

  it('names nobody behind a read without impersonation', async () => {
    const [key] = await keysOf(server, riverside);
    expect((await call(server, 'GET', `/api/keys/${key.commModUuid}/`, { token: admin })).status).toBe(200);
    const [entry] = await log();
    expect(entry).toMatchObject({ user_email: 'admin@example.com', original_user: null, original_user_email: null });
  });
});

describe('the OpenAPI schema of the key access log', () => {
  it('documents the staff member behind an impersonation as optional fields', async () => {
    const schema = await call(server, 'GET', '/api/schema/');
    const text = JSON.stringify(schema.body);
    expect(text).toContain('"original_user_email"');
    expect(text).toContain('The staff user who read the keys while impersonating');
  });
});
