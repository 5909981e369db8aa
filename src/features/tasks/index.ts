/** Async tasks of the signed-in user: the header's panel, and what screens use to start and save them. */
export { TasksButton } from './TasksButton.tsx';
export { useTasks, type NewLocalTask, type TasksControls } from './useTasks.ts';
export { tasksPanelOpenAtom } from './tasksPanelOpenAtom.ts';
export { saveFile } from './saveFile.ts';
export type { NewPortalTask, PortalTask } from './portalTask.ts';
