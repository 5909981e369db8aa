import { useContext } from 'react';
import type { MenuEntry } from '../../features/common/index.ts';
import { MenuEntriesContext } from './MenuEntriesContext.ts';

export function useMenuEntries(): readonly MenuEntry[] {
  return useContext(MenuEntriesContext);
}
