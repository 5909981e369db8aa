export { DataGrid, type DataGridColumn, type DataGridProps, type DataGridSelection, type RowKey } from './DataGrid.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { nextOrdering, sortStateOf, type SortState } from './ordering.ts';
export { pageRange, type PageRange } from './pageRange.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
export { ColumnChooser, type ColumnChoice } from './ColumnChooser.tsx';
