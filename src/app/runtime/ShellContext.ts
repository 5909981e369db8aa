import { createContext, useContext } from 'react';
import type { PortalConfig } from '../config/portalConfig.ts';
import type { Notifier } from './createNotifier.ts';

/** What the shell's own chrome needs to know about the instance it belongs to. */
export interface Shell {
  config: PortalConfig;
  toastContainerId: string;
  /** tells the notifier the toast container is on screen and how it shows toasts */
  attachToasts: Notifier['attach'];
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the portal shell');
  return shell;
}
