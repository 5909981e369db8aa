import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measuringPoints } from '../../server/db/measuringPointSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { createElementRuntime, type ElementRuntime } from '../../src/app/runtime/kit/createElementRuntime.ts';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { installationEndpoints } from '../../src/core/contract/installationEndpoints.ts';
import { measuringPointEndpoints } from '../../src/core/contract/measuringPointEndpoints.ts';
import { STORAGE_KEYS } from '../../src/core/domain/constants.ts';
import type { ApiError } from '../../src/core/http/ApiError.ts';
import { meterMapTexts } from '../../elements/meterMapTexts.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { MemoryStorage } from './support/MemoryStorage.ts';
import { apiTokens } from '../support/apiTokens.ts';

let server: TestServer;
let admin: { access: string; refresh: string };
let named: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer({ staticDir: false });
  admin = await apiTokens(server, 'admin@example.com');
  const rows = await server.built.ctx.db.select({ id: companies.id, name: companies.name }).from(companies);
  named = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => server?.close());

/** Node sends no Origin, so the keys allow any (the browser test covers listed origins). */
async function keyOf(company: number): Promise<string> {
  const reply = await fetch(`${server.apiBase}embed-keys/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` },
    body: JSON.stringify({ name: 'Isolation', origins: [], any_origin: true, elements: ['map'], company }),
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { key: string }).key;
}

const pointIds = async (company: number) =>
  (
    await server.built.ctx.db
      .select({ id: measuringPoints.id })
      .from(measuringPoints)
      .where(eq(measuringPoints.companyId, company))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

const mapIds = async (runtime: ElementRuntime) =>
  (await callEndpoint(runtime.http, measuringPointEndpoints.map, { query: {} }))
    .map(([id]) => id)
    .sort((a, b) => a - b);

describe('elements with embed keys of two companies on one page', () => {
  it('each trade their own key, keep their own token, cache and language, and never use the stored session', async () => {
    const riverside = named['Riverside Water Works'];
    const hillcrest = named['Hillcrest Utilities'];
    // the page's visitor happens to be signed in to the portal: the keyed elements must not use that session
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.tokens, JSON.stringify(admin));
    const start = async (embedKey: string | undefined, locale: string) =>
      createElementRuntime({
        connection: { apiBase: server.apiBase, authBase: server.authBase, embedKey, locale },
        texts: [meterMapTexts],
        storage,
        languages: ['en'],
      });
    const [linz, graz, portal] = await Promise.all([
      start(await keyOf(riverside), 'de'),
      start(await keyOf(hillcrest), 'en'),
      start(undefined, 'en'),
    ]);

    const [linzIds, grazIds] = await Promise.all([mapIds(linz), mapIds(graz)]);
    expect(linzIds).toEqual(await pointIds(riverside));
    expect(grazIds).toEqual(await pointIds(hillcrest));
    expect(linzIds.some((id) => grazIds.includes(id))).toBe(false);
    // the session's element sees every company of the distributor's admin
    expect((await mapIds(portal)).length).toBeGreaterThan(linzIds.length + grazIds.length);

    const tokens = [linz, graz, portal].map((runtime) => runtime.http.tokenStore.getTokens()?.access);
    expect(new Set(tokens).size).toBe(3);
    expect(tokens[2]).toBe(admin.access);
    expect(linz.http.tokenStore).not.toBe(graz.http.tokenStore);
    expect(linz.queryClient).not.toBe(graz.queryClient);

    // texts and the server's messages in each element's own language
    expect(linz.i18n.t('map.nothing')).toBe('Es gibt keine Messstellen anzuzeigen.');
    expect(graz.i18n.t('map.nothing')).toBe('There are no measuring points to show.');
    const refusal = (runtime: ElementRuntime): Promise<ApiError> =>
      callEndpoint(runtime.http, installationEndpoints.list, { query: {} }).then(
        () => Promise.reject(new Error('an embed token read the installations')),
        (error: unknown) => error as ApiError,
      );
    const [linzRefusal, grazRefusal] = await Promise.all([refusal(linz), refusal(graz)]);
    expect(linzRefusal.status).toBe(403);
    expect(grazRefusal.status).toBe(403);
    expect(linzRefusal.message).not.toBe(grazRefusal.message);

    // a new token for one (as after its five minutes) leaves the other's alone
    const grazToken = graz.http.tokenStore.getTokens();
    linz.http.tokenStore.setTokens({ access: 'spent.token.value', refresh: '' });
    expect(await mapIds(linz)).toEqual(linzIds);
    expect(graz.http.tokenStore.getTokens()).toBe(grazToken);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.tokens)!)).toEqual(admin);
    for (const runtime of [linz, graz, portal]) runtime.dispose();
  });
});
