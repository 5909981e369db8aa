import type { PaginationProps } from '../data-grid/index.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';

/** The DataGrid's paging for a server list of `count` rows; none while it fits on one page or is still loading. */
export function gridPage(
  count: number | undefined,
  offset: number,
  onOffsetChange: (offset: number) => void,
): PaginationProps | undefined {
  return count !== undefined && count > GRID_LIMIT ? { count, limit: GRID_LIMIT, offset, onOffsetChange } : undefined;
}
