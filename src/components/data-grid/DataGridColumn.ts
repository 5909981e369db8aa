import type { ReactNode } from 'react';

/** One column of a DataGrid. */
export interface DataGridColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Server field for DRF `ordering`; columns without one do not sort. */
  sortField?: string;
  align?: 'start' | 'end';
  width?: string;
}
