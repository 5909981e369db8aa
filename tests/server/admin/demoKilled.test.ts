import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database } from '../../../server/db/createDatabase.ts';
import { installations, meterGroups, tasks } from '../../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { call, login } from '../support/api.ts';
import { killedServerFixture } from '../support/killedServerFixture.ts';

/**
 * kill -9 in the middle of Create Demo: no half-made demo company (meters without their measuring points or
 * group) may stay active. On PGlite the next start removes what the interrupted run made; on PostgreSQL the
 * restarted instance takes the task over and finishes it. While it is being made, a demo company is inactive.
 */
const { onPostgres, withDatabase, start, asServer, killMidTask } = killedServerFixture('meter-portal-demo-killed-');

/** The demo companies (customer account DEMO-…) with what each holds. */
async function demoCompanies({ db }: Database) {
  const made = await db.select().from(companies).where(like(companies.customerAccount, 'DEMO-%'));
  return Promise.all(
    made.map(async (company) => {
      const [meters] = await db
        .select({ n: count() })
        .from(installations)
        .where(eq(installations.companyId, company.id));
      const [points] = await db
        .select({ n: count() })
        .from(measuringPoints)
        .where(eq(measuringPoints.companyId, company.id));
      const [groups] = await db.select({ n: count() }).from(meterGroups).where(eq(meterGroups.companyId, company.id));
      return { active: company.isActive, meters: meters.n, points: points.n, groups: groups.n };
    }),
  );
}

describe('kill -9 during Create Demo', () => {
  it('leaves no half-made demo company active once the server is back', async () => {
    // kill once the meters are in and their measuring points are being made
    const taskId = await killMidTask({
      email: 'staff@example.com',
      startPath: '/api/companies/create_demo/',
      json: { name: 'Killed Town', meters: 500, mex: true },
      resultPath: '/api/companies/create_demo/result/?task_id=',
      done: 2,
      what: 'Create Demo',
    });

    // the kill landed mid-work (meters in, the task unfinished), and the company is not active yet
    const [killedTask] = await withDatabase(({ db }) => db.select().from(tasks).where(eq(tasks.id, taskId)));
    expect(killedTask.status).toBe('pending');
    const [killed] = await withDatabase(demoCompanies);
    expect(killed.meters).toBe(500);
    expect(killed.active).toBe(false);

    const restarted = await start();
    try {
      const { access } = await login(asServer(restarted), 'staff@example.com');
      for (let i = 0; ; i++) {
        const reply = await call<{ status: string }>(
          asServer(restarted),
          'GET',
          `/api/companies/create_demo/result/?task_id=${taskId}`,
          { token: access },
        );
        if (reply.body.status !== 'pending') break;
        if (i > 600) throw new Error('the interrupted Create Demo never ended');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await restarted.stop();
    }
    const [task] = await withDatabase(({ db }) => db.select().from(tasks).where(eq(tasks.id, taskId)));
    const after = await withDatabase(demoCompanies);
    if (onPostgres) {
      // taken over and finished: one complete, active company
      expect(task.status).toBe('completed');
      expect(after).toEqual([{ active: true, meters: 500, points: expect.any(Number) as unknown, groups: 1 }]);
    } else {
      // failed as interrupted, and what it made removed
      expect(task).toMatchObject({ status: 'failed', detail: 'taskInterrupted' });
      expect(after).toEqual([]);
    }
  }, 240_000);
});
