import { createContext } from 'react';
import type { MenuEntry } from '../../features/common/index.ts';

/** The menu entries of the registered features of this instance. */
export const MenuEntriesContext = createContext<readonly MenuEntry[]>([]);
