import { and, desc, eq } from 'drizzle-orm';
import { taskEndpoints as endpoints } from '../../../src/core/contract/taskEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { tasks } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { taskStatus } from '../../jobs/taskStatus.ts';

const RECENT = 50;

function taskBody(row: typeof tasks.$inferSelect, lang: string) {
  const status = taskStatus(row);
  const detail =
    status.status === 'failed'
      ? typeof status.detail === 'string'
        ? status.detail
        : message(lang, status.detail.key)
      : null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: status.status,
    report: status.status === 'completed' ? status.report : null,
    detail,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The caller's own tasks, newest first, so a reloaded page finds what it started. */
export const taskRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.list, async ({ caller, request }) => {
    const rows = await db
      .select()
      .from(tasks)
      .where(eq(tasks.userId, caller.user.id))
      .orderBy(desc(tasks.createdAt))
      .limit(RECENT);
    return rows.map((row) => taskBody(row, pickLanguage(request.headers['accept-language'])));
  });

  await mount(endpoints.get, async ({ params, caller, request }) => {
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, params.id), eq(tasks.userId, caller.user.id)));
    if (!row) throw notFound();
    return taskBody(row, pickLanguage(request.headers['accept-language']));
  });
});
