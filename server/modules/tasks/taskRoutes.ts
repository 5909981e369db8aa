import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { task } from '../../../src/core/contract/tasks.ts';
import type { AppContext } from '../../AppContext.ts';
import { tasks } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { taskStatus } from '../../jobs/taskStatus.ts';

const RECENT = 50;

/** The caller's own tasks, newest first, so a reloaded page finds what it started. */
export function taskRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    const body = (row: typeof tasks.$inferSelect, lang: string) => {
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
    };

    r.get('/api/tasks/', { schema: { tags: ['tasks'], response: { 200: z.array(task) } } }, async (request) => {
      const rows = await db
        .select()
        .from(tasks)
        .where(eq(tasks.userId, request.caller.user.id))
        .orderBy(desc(tasks.createdAt))
        .limit(RECENT);
      return rows.map((row) => body(row, pickLanguage(request.headers['accept-language'])));
    });

    r.get(
      '/api/tasks/:id/',
      { schema: { tags: ['tasks'], params: z.object({ id: z.uuid() }), response: { 200: task } } },
      async (request) => {
        const [row] = await db
          .select()
          .from(tasks)
          .where(and(eq(tasks.id, request.params.id), eq(tasks.userId, request.caller.user.id)));
        if (!row) throw notFound();
        return body(row, pickLanguage(request.headers['accept-language']));
      },
    );
  };
}
