import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installationAlertCounts, type InstallationAlertCounts } from '../../../src/core/contract/installations.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { ALERT_STATES } from '../../../src/core/domain/alertStates.ts';
import { alerts, installations } from '../../../server/db/deviceSchema.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite({ signIn: ['staff@example.com', 'user@example.com'] });
const { ids, tokens } = suite;

const get = <T = InstallationAlertCounts>(email: string, path: string) =>
  call<T>(suite.server, 'GET', path, { token: tokens[email] });

/** Meters with an open alert of each state, counted in the database: of one company, or of all. */
async function countsInDatabase(companyId?: number): Promise<Record<string, number>> {
  const rows = await suite.server.built.ctx.db
    .select({ state: alerts.state, n: countDistinct(alerts.installationId) })
    .from(alerts)
    .innerJoin(installations, eq(installations.id, alerts.installationId))
    .where(and(isNull(alerts.endedAt), companyId === undefined ? undefined : eq(installations.companyId, companyId)))
    .groupBy(alerts.state);
  return Object.fromEntries(ALERT_STATES.map((state) => [state, Number(rows.find((r) => r.state === state)?.n ?? 0)]));
}

const asRecord = (counts: InstallationAlertCounts) => Object.fromEntries(counts.map((row) => [row.state, row.count]));

describe('installations/alert-counts/', () => {
  it('answers every state in one call, as many as the list filtered by that state counts', async () => {
    const reply = await get('staff@example.com', '/api/installations/alert-counts/');
    expect(reply.status).toBe(200);
    installationAlertCounts.parse(reply.body);
    expect(reply.body.map((row) => row.state)).toEqual([...ALERT_STATES]);
    expect(asRecord(reply.body)).toEqual(await countsInDatabase());
    expect(reply.body.some((row) => row.count > 0)).toBe(true);
    for (const { state, count } of reply.body.filter((row) => row.count > 0)) {
      const list = await get<Page<unknown>>('staff@example.com', `/api/installations/?alert=${state}&limit=1`);
      expect(list.body.count, state).toBe(count);
    }
  });

  it("counts only the caller's companies, and a foreign company's filter counts nothing", async () => {
    const hillcrest = ids['Hillcrest Utilities'];
    const foreign = await get('staff@example.com', `/api/installations/alert-counts/?company=${hillcrest}`);
    expect(asRecord(foreign.body)).toEqual(await countsInDatabase(hillcrest));
    // the boundary below hides something: the other company has open alerts
    expect(foreign.body.some((row) => row.count > 0)).toBe(true);

    const own = await get('user@example.com', '/api/installations/alert-counts/');
    expect(asRecord(own.body)).toEqual(await countsInDatabase(ids['Riverside Water Works']));
    const filtered = await get('user@example.com', `/api/installations/alert-counts/?company=${hillcrest}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.every((row) => row.count === 0)).toBe(true);
  });

  it('refuses a malformed filter on its field and a caller without a token', async () => {
    const wrong = await get<unknown>('staff@example.com', '/api/installations/alert-counts/?company=abc');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ company: ['A valid integer is required.'] });
    expect((await call(suite.server, 'GET', '/api/installations/alert-counts/')).status).toBe(401);
  });

  it('is in the OpenAPI document with its filters and its answer', async () => {
    type Operation = {
      parameters: Array<{ name: string }>;
      responses: Record<string, { content?: Record<string, { schema: { type?: string } }> }>;
    };
    const schema = await call<{ paths: Record<string, { get: Operation }> }>(suite.server, 'GET', '/api/schema/');
    const operation = schema.body.paths['/api/installations/alert-counts/'].get;
    expect(operation.parameters.map((p) => p.name).sort()).toEqual(['company', 'meter_type']);
    expect(operation.responses['200'].content?.['application/json'].schema.type).toBe('array');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403']));
  });
});
