import { message } from '../../http/messages.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { createDemoCompany } from './demoCompanyRepository.ts';

export interface CreateDemoInput {
  name: string;
  meters: number;
  mex: boolean;
}

/**
 * A demo company with simulated meters. Its customer account is named after the task, so a run repeated
 * after a lost instance finds the half-made company of the earlier run and starts over without it.
 */
export const createDemoTask: TaskKind<CreateDemoInput> = {
  title: (input, language) => message(language, 'demoCompanyTask', { name: input.name }),
  run: ({ db, owner, taskId }, input, progress) =>
    createDemoCompany(
      db,
      {
        name: input.name,
        meters: input.meters,
        mex: input.mex,
        userId: owner.userId,
        customerAccount: `DEMO-${taskId.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      },
      (done, total) => progress({ progress: { done, total } }),
    ),
};
