import { message } from '../../http/messages.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { createDemoCompany, removeDemoCompany } from './demoCompanyRepository.ts';

export interface CreateDemoInput {
  name: string;
  meters: number;
  mex: boolean;
}

/** The customer account of the company a Create Demo task makes: named after the task. */
const demoAccount = (taskId: string) => `DEMO-${taskId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/**
 * A demo company with simulated meters. Its customer account is named after the task, so a run repeated
 * after a lost instance finds the half-made company of the earlier run and starts over without it, and a
 * task failed as interrupted (the embedded database's next start) removes it.
 */
export const createDemoTask: TaskKind<CreateDemoInput> = {
  name: 'create_demo',
  title: (input, language) => message(language, 'demoCompanyTask', { name: input.name }),
  run: ({ db, owner, taskId }, input, progress) =>
    createDemoCompany(
      db,
      {
        name: input.name,
        meters: input.meters,
        mex: input.mex,
        userId: owner.userId,
        customerAccount: demoAccount(taskId),
      },
      (done, total) => progress({ progress: { done, total } }),
    ),
  interrupted: ({ db, taskId }) => removeDemoCompany(db, demoAccount(taskId)),
};
