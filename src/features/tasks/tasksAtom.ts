import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, type RESET } from 'jotai/utils';
import { isPortalTask, type PortalTask } from './portalTask.ts';

type SetTasks = PortalTask[] | typeof RESET | ((previous: PortalTask[]) => PortalTask[] | typeof RESET);
export type TasksAtom = WritableAtom<PortalTask[], [SetTasks], void>;

/** Namespaced per user: a task's result is only answered to the user who started it. */
export const tasksStorageKey = (userKey: string) => `meterPortal.tasks.${userKey}`;

const atoms = new WeakMap<Storage, Map<string, TasksAtom>>();

/**
 * The tasks of one user, kept in the portal's storage so they survive a reload. The atom is only a
 * description; its value lives in each portal runtime's own jotai store, so two elements never share tasks.
 */
export function tasksAtomFor(storage: Storage, userKey: string): TasksAtom {
  let byUser = atoms.get(storage);
  if (!byUser) atoms.set(storage, (byUser = new Map<string, TasksAtom>()));
  let tasksAtom = byUser.get(userKey);
  if (!tasksAtom) {
    const json = createJSONStorage<PortalTask[]>(() => storage);
    tasksAtom = atomWithStorage<PortalTask[]>(
      tasksStorageKey(userKey),
      [],
      {
        ...json,
        getItem: (key, initial) => {
          const stored: unknown = json.getItem(key, initial);
          return Array.isArray(stored) ? stored.filter(isPortalTask) : initial;
        },
      },
      { getOnInit: true },
    );
    byUser.set(userKey, tasksAtom);
  }
  return tasksAtom;
}
