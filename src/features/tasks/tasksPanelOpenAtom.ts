import { atom } from 'jotai';

/** Whether the header's tasks panel is open; a screen that starts a task opens it. */
export const tasksPanelOpenAtom = atom(false);
