import { createDemoTask } from '../modules/demo/createDemoTask.ts';
import { loraTask } from '../modules/devices/loraTask.ts';
import { generateReadoutsTask } from '../modules/readouts/generateReadoutsTask.ts';
import type { TaskKind } from './TaskKind.ts';

/**
 * Every kind of task by the name stored in its row (`tasks.kind`): whichever instance takes a task finds its
 * work here. The names are stored, so they never change.
 */
export const taskKinds = {
  generate_readouts: generateReadoutsTask,
  create_demo: createDemoTask,
  lora_registration: loraTask,
};

export type TaskKindName = keyof typeof taskKinds;
export type TaskInput<K extends TaskKindName> = (typeof taskKinds)[K] extends TaskKind<infer I> ? I : never;

export function taskKindOf(name: string): TaskKind<unknown> | undefined {
  return Object.hasOwn(taskKinds, name) ? taskKinds[name as TaskKindName] : undefined;
}
