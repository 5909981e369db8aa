import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { createDemoTask } from '../../../server/modules/demo/createDemoTask.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor({ staticDir: false });
});
afterAll(() => server?.close());

describe('a Create Demo run repeated after its instance was lost', () => {
  it('starts over without the company the earlier run made', async () => {
    const { db, config } = server.built.ctx;
    const context = {
      db,
      config,
      log: server.built.app.log,
      keyVault: server.built.ctx.keyVault,
      taskId: randomUUID(),
      owner: { userId: await userId(server, 'staff@example.com'), companyId: null },
    };
    const input = { name: 'Rerun Town', meters: 4, mex: true };
    const first = await createDemoTask.run(context, input, async () => undefined);
    const meterIds = async (company: unknown) =>
      (
        await db
          .select({ id: installations.id })
          .from(installations)
          .where(eq(installations.companyId, company as number))
      ).map((row) => row.id);
    const readoutCount = async (ids: number[]) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(readouts)
          .where(inArray(readouts.installationId, ids))
      )[0].n;
    const earlier = await meterIds(first.company);
    expect(await readoutCount(earlier)).toBeGreaterThan(0);

    const second = await createDemoTask.run(context, input, async () => undefined);
    const made = await db.select().from(companies).where(eq(companies.name, 'Rerun Town'));
    expect(made.map((company) => company.id)).toEqual([second.company]);
    expect(await meterIds(second.company)).toHaveLength(4);
    // the earlier run's readouts went with its meters (readouts have no foreign key to do it for them)
    expect(await readoutCount(earlier)).toBe(0);
  });
});
