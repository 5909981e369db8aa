import type { DemoResult } from '../../../src/core/contract/companies.ts';
import { companyEndpoints as endpoints } from '../../../src/core/contract/companyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { resultTaskRepository, taskResultBody } from '../../jobs/resultTasks.ts';
import { startTask } from '../../jobs/startTask.ts';
import { createDemoCompany } from './demoCompanyRepository.ts';

const DEMO_TASK = 'create_demo';

/** Create Demo (staff): a demo company with simulated meters, made by a task of the tasks panel. */
export const demoRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.createDemo, async ({ body, caller, request }) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const taskId = await startTask(
      db,
      { userId: caller.user.id, companyId: null },
      {
        kind: DEMO_TASK,
        title: message(lang, 'demoCompanyTask', { name: body.name }),
        input: { ...body },
        run: (progress) =>
          createDemoCompany(db, { ...body, userId: caller.user.id }, (done, total) =>
            progress({ progress: { done, total } }),
          ),
      },
    );
    return { task_id: taskId };
  });

  await mount(endpoints.demoResult, async ({ query, caller, scope, request }) => {
    const id = query.task_id?.trim();
    if (!id) throw fieldError('task_id', msg('required'));
    const row = await resultTaskRepository(db, scope).startedBy(id, DEMO_TASK, caller.user.id);
    return taskResultBody<DemoResult>(row, request.headers['accept-language']);
  });
});
