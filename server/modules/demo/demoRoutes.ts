import type { DemoResult } from '../../../src/core/contract/companies.ts';
import { companyEndpoints as endpoints } from '../../../src/core/contract/companyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { resultTaskRepository, taskResultBody } from '../../domain/resultTasks.ts';
import { startTask } from '../../jobs/startTask.ts';
import { createDemoTask } from './createDemoTask.ts';

/** Create Demo (staff): a demo company with simulated meters, made by a task of the tasks panel. */
export const demoRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  await mount(endpoints.createDemo, async ({ body, caller, request }) => {
    const starter = {
      userId: caller.user.id,
      companyId: null,
      language: pickLanguage(request.headers['accept-language']),
    };
    return {
      task_id: await startTask(ctx, starter, createDemoTask, { name: body.name, meters: body.meters, mex: body.mex }),
    };
  });

  await mount(endpoints.demoResult, async ({ query, caller, scope, request }) => {
    const id = query.task_id?.trim();
    if (!id) throw fieldError('task_id', msg('required'));
    const row = await resultTaskRepository(db, scope).startedBy(id, createDemoTask.name, caller.user.id);
    return taskResultBody<DemoResult>(row, request.headers['accept-language']);
  });
});
