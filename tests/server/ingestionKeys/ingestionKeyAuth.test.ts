import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../src/core/contract/contract.ts';
import type { IngestionKeyCreated } from '../../../src/core/contract/ingestionKeys.ts';
import { serverUrl } from '../../../server/http/mountEndpoint.ts';
import { ingestionKeys } from '../../../server/db/ingestionKeySchema.ts';
import { readouts } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addModule, telegramOf, type TestModule } from '../telegrams/telegramSupport.ts';
import { call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { createIngestionKey } from './ingestionKeySupport.ts';

const INGEST = '/api/telegrams/';

let server: TestServer;
let key: IngestionKeyCreated;
let own: TestModule;
let other: TestModule;
let admin: string;
let riverside: number;

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  riverside = ids['Riverside Water Works'];
  admin = (await login(server, 'admin@example.com')).access;
  key = await createIngestionKey(server, admin, { name: 'Gateway', company: riverside });
  own = await addModule(server, riverside, '31000001');
  // a customer of the same distributor: the distributor's admin sees it, the Riverside key does not
  other = await addModule(server, ids['Hillcrest Utilities'], '31000002');
});
afterAll(() => server?.close());

interface IngestReply {
  counts: Record<string, number>;
  results: Array<{ outcome: string; installation: string | null }>;
}

const post = (secret: string, json: unknown, headers: Record<string, string> = {}) =>
  call<IngestReply>(server, 'POST', INGEST, { token: secret, json, headers });
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 6, minutes)).toISOString();
const keyRow = async (id: string) =>
  (await server.built.ctx.db.select().from(ingestionKeys).where(eq(ingestionKeys.id, id)))[0];

describe('an ingestion key posting telegrams', () => {
  it('stores readings of its company’s modules, gets `foreign` for another company’s, and notes its use', async () => {
    expect((await keyRow(key.id)).lastUsedAt).toBeNull();
    const before = Date.now();
    const reply = await post(key.key, {
      telegrams: [
        { hex: telegramOf(own.id, own.key, { total_m3: 4.25 }), received_at: at(0) },
        { hex: telegramOf(other.id, other.key, { total_m3: 9 }), received_at: at(0) },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.results.map((r) => r.outcome)).toEqual(['stored', 'foreign']);
    expect(reply.body.results[0].installation).toBe(own.installationUuid);
    const { db } = server.built.ctx;
    const stored = await db.select().from(readouts).where(eq(readouts.installationId, own.installationId));
    expect(stored.map((row) => row.source)).toEqual(['wmbus']);
    expect(await db.select().from(readouts).where(eq(readouts.installationId, other.installationId))).toEqual([]);
    const used = (await keyRow(key.id)).lastUsedAt;
    expect(used?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const listed = await call<{ results: Array<{ id: string; last_used_at: string | null }> }>(
      server,
      'GET',
      '/api/ingestion-keys/',
      { token: admin },
    );
    expect(listed.body.results.find((row) => row.id === key.id)?.last_used_at).toBe(used?.toISOString());
  });

  it('posts text/plain lines as receivers print them', async () => {
    const reply = await call<IngestReply>(server, 'POST', INGEST, {
      token: key.key,
      raw: `${telegramOf(own.id, own.key, { total_m3: 4.5 })};${at(30)}\n`,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.counts.stored).toBe(1);
  });
});

describe('a key that is not usable', () => {
  const refused = async (secret: string) => {
    const reply = await post(secret, { telegrams: [] }, { 'Accept-Language': 'de' });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const detail: unknown = expect.stringContaining('Einspeiseschlüssel');
    expect(reply.body).toEqual({ detail, code: 'ingestion_key_invalid' });
  };

  it('is refused with a translated 401 when unknown', async () => {
    await refused(`mpi_${'A'.repeat(43)}`);
    await refused('mpi_');
  });

  it('is refused once revoked', async () => {
    const revokedKey = await createIngestionKey(server, admin, { name: 'Revoked', company: riverside });
    expect((await post(revokedKey.key, { telegrams: [] })).status).toBe(200);
    const revoked = await call(server, 'POST', `/api/ingestion-keys/${revokedKey.id}/revoke/`, { token: admin });
    expect(revoked.status).toBe(200);
    await refused(revokedKey.key);
  });

  it('is refused once expired', async () => {
    const expiring = await createIngestionKey(server, admin, {
      name: 'Expiring',
      company: riverside,
      expires_at: '2099-01-01T00:00:00Z',
    });
    expect((await post(expiring.key, { telegrams: [] })).status).toBe(200);
    await server.built.ctx.db
      .update(ingestionKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ingestionKeys.id, expiring.id));
    await refused(expiring.key);
    expect((await keyRow(expiring.id)).lastUsedAt).not.toBeNull();
  });
});

describe('every other route', () => {
  const endpoints = Object.entries(contract).flatMap(([resource, byName]) =>
    Object.entries(byName)
      .filter(([, endpoint]) => endpoint.spec.scope !== 'public' && !endpoint.spec.ingestion)
      .map(([name, endpoint]) => ({ id: `${resource}.${name}`, endpoint })),
  );

  it('covers the telegram reads and decoding, and more than the ingestion endpoints', () => {
    const ids = endpoints.map((e) => e.id);
    expect(ids).toContain('telegram.decode');
    expect(ids).toContain('ingestionKey.list');
    expect(ids.length).toBeGreaterThan(100);
  });

  it('refuses an ingestion key with a 401 before reading anything', async () => {
    const answers = await Promise.all(
      endpoints.map(async ({ id, endpoint }) => {
        const path = serverUrl(endpoint).replace(/:([A-Za-z_]\w*)/g, '1');
        const hasBody = endpoint.spec.method !== 'GET' && endpoint.spec.method !== 'DELETE';
        const reply = await call(server, endpoint.spec.method, path, {
          token: key.key,
          ...(hasBody && { json: { telegram: telegramOf(own.id, own.key, { total_m3: 1 }) } }),
        });
        return { id, status: reply.status, code: (reply.body as { code?: string } | undefined)?.code };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 401 || answer.code !== 'ingestion_key_not_accepted')).toEqual([]);
  });

  it('answers GET telegrams/ (a method no route has) and decode with a translated 401: key not accepted', async () => {
    for (const [method, path] of [
      ['GET', INGEST],
      ['POST', '/api/telegrams/decode/'],
    ]) {
      const reply = await call(server, method, path, {
        token: key.key,
        json: method === 'POST' ? { telegram: telegramOf(own.id, own.key, { total_m3: 1 }) } : undefined,
        headers: { 'Accept-Language': 'fr' },
      });
      expect(reply.status, `${method} ${path}`).toBe(401);
      const detail: unknown = expect.stringContaining('clé d’ingestion');
      expect(reply.body).toEqual({ detail, code: 'ingestion_key_not_accepted' });
    }
  });
});
