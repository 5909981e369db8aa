import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerateReadoutsResult } from '../../../src/core/contract/readouts.ts';
import { installationLatest, installations, readouts, tasks } from '../../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import de from '../../../locales/de.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import pl from '../../../locales/pl.json' with { type: 'json' };
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { selectMeters } from '../../support/selectMeters.ts';

let server: TestServer;
let token: string;
const meters: Record<string, typeof installations.$inferSelect> = {};
beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const { db } = server.built.ctx;
  const rows = await db
    .insert(installations)
    .values(
      ['SEC-A', 'SEC-B', 'SEC-C'].map((serialNumber) => ({
        serialNumber,
        meterType: 'afm',
        companyId: ids['Riverside Water Works'],
      })),
    )
    .returning();
  for (const row of rows) meters[row.serialNumber] = row;
  token = (await login(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

const start = (json: unknown, language = 'en') =>
  call<{ task_id: string }>(server, 'POST', '/api/generate-readouts/', {
    token,
    json,
    headers: { 'Accept-Language': language },
  });

async function poll(taskId: string, language = 'en') {
  for (let i = 0; i < 400; i++) {
    const reply = await call<GenerateReadoutsResult>(server, 'GET', `/api/readouts/result/?task_id=${taskId}`, {
      token,
      headers: { 'Accept-Language': language },
    });
    if (reply.status !== 200 || reply.body.status !== 'pending') return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('task did not finish');
}

const readoutsOf = (id: number) =>
  server.built.ctx.db
    .select({ ts: readouts.ts, totalVolume: readouts.totalVolume })
    .from(readouts)
    .where(eq(readouts.installationId, id))
    .orderBy(asc(readouts.ts));

const meterRow = async (id: number) => (await selectMeters(server.built.ctx.db).where(eq(installations.id, id)))[0];

/** Makes every `event` on readouts of one meter fail inside the database, as a crash mid-statement would. */
async function failReadouts(event: 'INSERT' | 'DELETE', meterId: number, name: string) {
  const { db } = server.built.ctx;
  await db.execute(
    sql.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE ${event} ON readouts FOR EACH ROW WHEN (${event === 'INSERT' ? 'NEW' : 'OLD'}.installation_id = ${meterId}) EXECUTE FUNCTION ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON readouts`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}

describe('a failure in the middle of one meter’s replace', () => {
  it('leaves that meter’s old readouts, newest reading and volume as they were', async () => {
    const { db } = server.built.ctx;
    const a = meters['SEC-A'];
    const b = meters['SEC-B'];
    const old = [0, 1, 2].map((i) => ({
      installationId: b.id,
      ts: new Date(Date.UTC(2024, 4, 1, 6, 15 * i)),
      totalVolume: 100 + i,
    }));
    await db.insert(readouts).values(old);
    const lastReadoutAt = new Date(Date.UTC(2024, 4, 1, 6, 30));
    await db
      .update(installationLatest)
      .set({ lastReadoutAt, volumeM3: 102 })
      .where(eq(installationLatest.installationId, b.id));

    // SEC-A is replaced first and succeeds; SEC-B's old readings are deleted, then its insert fails
    const restore = await failReadouts('INSERT', b.id, 'fail_sec_b_insert');
    let done: Awaited<ReturnType<typeof poll>>;
    try {
      const started = await start({ serials: ['SEC-A', 'SEC-B'], date_from: '2024-05-01', date_to: '2024-05-01' });
      expect(started.status).toBe(202);
      done = await poll(started.body.task_id);
    } finally {
      await restore();
    }

    expect(await readoutsOf(b.id)).toEqual(old.map(({ ts, totalVolume }) => ({ ts, totalVolume })));
    const after = await meterRow(b.id);
    expect(after.lastReadoutAt).toEqual(lastReadoutAt);
    expect(after.volumeM3).toBe(102);
    // the meter before it got its new readings, with its newest reading stored in the same transaction
    const written = await readoutsOf(a.id);
    expect(written).toHaveLength(96);
    expect((await meterRow(a.id)).lastReadoutAt).toEqual(written[written.length - 1].ts);
    expect(done.body).toEqual({ status: 'failed', detail: en.server.readoutGenerationFailed });
  });
});

describe('a failed task', () => {
  it('answers with a translated message and logs the database error instead of returning it', async () => {
    const c = meters['SEC-C'];
    // its month's partition made first: else the generation would make it, moving this reading out of the
    // DEFAULT partition, and the injected failure would fire there rather than in the generation's DELETE
    const june = new Date('2024-06-01T00:00:00Z');
    await ensureReadoutPartitions(server.built.ctx.db, june, june);
    await server.built.ctx.db
      .insert(readouts)
      .values({ installationId: c.id, ts: new Date('2024-06-01T00:00:00Z'), totalVolume: 5 });
    const logged = vi.spyOn(server.built.app.log, 'error');
    const restore = await failReadouts('DELETE', c.id, 'fail_sec_c_delete');
    let taskId: string;
    try {
      const started = await start({ serials: ['SEC-C'], date_from: '2024-06-01', date_to: '2024-06-01' });
      taskId = started.body.task_id;
      const done = await poll(taskId, 'de');
      expect(done.body).toEqual({ status: 'failed', detail: de.server.readoutGenerationFailed });
    } finally {
      await restore();
    }
    const calls = [...logged.mock.calls] as unknown as Array<[{ err: Error; task: string }]>;
    logged.mockRestore();
    expect(calls).toHaveLength(1);
    const [[logEntry]] = calls;
    expect(logEntry.task).toBe(taskId);
    expect(String((logEntry.err.cause as Error).message)).toMatch(/^Failed query: delete from "readouts"/);

    const listed = await call<Array<{ id: string; detail: string | null }>>(server, 'GET', '/api/tasks/', {
      token,
      headers: { 'Accept-Language': 'pl' },
    });
    const detail = listed.body.find((task) => task.id === taskId)?.detail;
    expect(detail).toBe(pl.server.readoutGenerationFailed);
    // stored as a message key: neither the query nor the database's words reach any answer
    const [row] = await server.built.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row.detail).toBe('readoutGenerationFailed');
  });

  it('that failed before message keys were stored shows the plain message, not its raw text', async () => {
    const { db } = server.built.ctx;
    const admin = await userId(server, 'admin@example.com');
    const [row] = await db
      .insert(tasks)
      .values({
        kind: 'generate_readouts',
        title: 'Generate readouts',
        userId: admin,
        status: 'failed',
        detail: 'Failed query: delete from "readouts" where ("readouts"."installation_id" in ($1) and …)',
        finishedAt: new Date(),
      })
      .returning();
    const reply = await call<{ detail: string }>(server, 'GET', `/api/tasks/${row.id}/`, { token });
    expect(reply.body.detail).toBe(en.server.taskFailed);
  });
});

describe('the period of a generation', () => {
  it('is refused after tomorrow and before 2000, in the caller’s language, without touching any meter', async () => {
    const before = await meterRow(meters['SEC-A'].id);
    const late = await start({ serials: ['SEC-A'], date_from: '9999-01-01', date_to: '9999-01-02' });
    expect(late.status).toBe(400);
    expect(Object.keys(late.body).sort()).toEqual(['date_from', 'date_to']);
    expect((late.body as unknown as Record<string, string[]>).date_from).toEqual([
      expect.stringMatching(/^Ensure this date is not later than \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.$/),
    ]);

    const tomorrow = new Date(Date.now() + 86_400_000 + 3_600_000).toISOString().slice(0, 19) + 'Z';
    expect((await start({ serials: ['SEC-A'], date_from: '2024-05-01', date_to: tomorrow })).body).toEqual({
      date_to: [expect.stringMatching(/^Ensure this date is not later than /)],
    });

    const early = await start({ serials: ['SEC-A'], date_from: '1999-12-31', date_to: '2000-01-02' }, 'de');
    expect(early.body).toEqual({ date_from: ['Stelle sicher, dass dieses Datum nicht vor 2000-01-01 liegt.'] });
    expect(await meterRow(meters['SEC-A'].id)).toEqual(before);
  });

  it('accepts today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const started = await start({ serials: ['SEC-A'], date_from: today, date_to: today });
    expect(started.status).toBe(202);
    expect((await poll(started.body.task_id)).body.status).toBe('completed');
  });
});
