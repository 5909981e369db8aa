import { createDemoTask } from './modules/demo/createDemoTask.ts';
import { loraTask } from './modules/devices/loraTask.ts';
import { generateReadoutsTask } from './modules/readouts/generateReadoutsTask.ts';
import { readingImportTask } from './modules/readouts/readingImportTask.ts';
import { validationTask } from './modules/validation/validationTask.ts';
import type { TaskKind } from './jobs/TaskKind.ts';

/**
 * Every kind of task by the name stored in its row (`tasks.kind`): whichever instance takes a task finds its
 * work here. The names are stored, so they never change. The task runner (server/jobs) gets this lookup as
 * a parameter: the kinds live in the modules above it.
 */
const taskKinds: readonly TaskKind<never>[] = [
  generateReadoutsTask,
  createDemoTask,
  loraTask,
  readingImportTask,
  validationTask,
];

const byName = new Map<string, TaskKind<unknown>>(taskKinds.map((kind) => [kind.name, kind as TaskKind<unknown>]));

export function taskKindOf(name: string): TaskKind<unknown> | undefined {
  return byName.get(name);
}
