import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommModuleKeyDetail } from '../../../src/core/contract/keys.ts';
import { commModuleKeys } from '../../../server/db/keySchema.ts';
import { inMemoryMasterKey, masterKeyOf, resolveMasterKeys } from '../../../server/vault/masterKeys.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const fresh = randomBytes(32);
let server: TestServer;
beforeAll(async () => {
  // the seeded keys are wrapped by the in-memory key; the new key comes first, the old one still unwraps
  const keysMasterKey = `${fresh.toString('base64')},${inMemoryMasterKey().key.toString('hex')}`;
  server = await serverFor({ config: { keysMasterKey } });
});
afterAll(() => server?.close());

describe('master key rotation', () => {
  it('re-wraps every data key under the new master key at start, and the keys still open', async () => {
    const rows = await server.built.ctx.db
      .select({ id: commModuleKeys.masterKeyId, uuid: commModuleKeys.commModUuid })
      .from(commModuleKeys);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set([masterKeyOf(fresh).id]));
    const { access } = await login(server, 'staff@example.com');
    const detail = await call<CommModuleKeyDetail>(server, 'GET', `/api/keys/${rows[0].uuid}/`, { token: access });
    expect(detail.status).toBe(200);
    expect(detail.body.key.aes_key ?? detail.body.key.app_key).toMatch(/^[0-9A-F]{32}$/);
  });

  it('generates a master key beside the data folder, readable by the server only, and keeps it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-keys-'));
    try {
      const [first] = resolveMasterKeys({ dataDir, inMemory: false });
      const file = path.join(`${dataDir}.keys`, 'keys-master-key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(first.key);
      expect(resolveMasterKeys({ dataDir, inMemory: false })[0].id).toBe(first.id);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}.keys`, { recursive: true, force: true });
    }
  });
});
