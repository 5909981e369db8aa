import type { ReactNode } from 'react';

/** One column of a DataGrid. */
export interface DataGridColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Server field for DRF `ordering`; columns without one do not sort. */
  sortField?: string;
  align?: 'start' | 'end';
  /** its name in the column chooser when `header` is not plain text */
  label?: string;
  /** a column the chooser cannot hide (the one that names the row) */
  required?: boolean;
  width?: string;
}
