import { createContext } from 'react';
import type { MenuEntry } from '../../features/auth/portal/index.ts';

/** The menu entries of the registered features of this instance. */
export const MenuEntriesContext = createContext<readonly MenuEntry[]>([]);
