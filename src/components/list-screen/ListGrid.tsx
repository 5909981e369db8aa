import { DataGrid, type DataGridProps } from '../data-grid/index.ts';
import { gridPage } from './gridPage.ts';
import type { ListParams } from './useListParams.ts';

export interface ListGridProps<T> extends Omit<
  DataGridProps<T>,
  'rows' | 'loading' | 'ordering' | 'onOrderingChange' | 'page'
> {
  /** the query of one page of the list */
  list: { data?: { count: number; results: T[] }; isFetching: boolean };
  /** where the ordering and the offset live: the screen's state (useListParams) or its URL */
  params: Pick<ListParams, 'ordering' | 'setOrdering' | 'offset' | 'setOffset'>;
  /** shown under the grid when the list is empty */
  empty?: string;
}

/** A list screen's grid over one page of a server list: its rows, sorting and paging, and the empty text. */
export function ListGrid<T>({ list, params, empty, ...grid }: ListGridProps<T>) {
  return (
    <>
      <DataGrid
        {...grid}
        rows={list.data?.results ?? []}
        loading={list.isFetching}
        ordering={params.ordering}
        onOrderingChange={params.setOrdering}
        page={gridPage(list.data?.count, params.offset, params.setOffset)}
      />
      {empty && list.data?.count === 0 ? <p className="mp-empty">{empty}</p> : null}
    </>
  );
}
