import {
  createBrowserHistory,
  createHashHistory,
  createMemoryHistory,
  type RouterHistory,
} from '@tanstack/react-router';
import type { RoutingMode } from '../config/portalConfig.ts';

/** Browser history for the page; hash or memory history inside an element so the host's URL stays its own. */
export function historyFor(mode: RoutingMode, initialPath = '/'): RouterHistory {
  if (mode === 'hash') return createHashHistory();
  if (mode === 'memory') return createMemoryHistory({ initialEntries: [initialPath] });
  return createBrowserHistory();
}
