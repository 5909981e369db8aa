import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from './DataGridColumn.ts';
import { nextOrdering, sortStateOf } from './ordering.ts';

export interface DataGridHeaderCellProps<T> {
  column: DataGridColumn<T>;
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
}

/** A column header; sortable columns hold a button and report their state through `aria-sort`. */
export function DataGridHeaderCell<T>({ column, ordering, onOrderingChange }: DataGridHeaderCellProps<T>) {
  const { t } = useTranslation();
  const { sortField } = column;
  const style = { width: column.width, textAlign: column.align === 'end' ? 'end' : undefined } as const;
  if (!sortField || !onOrderingChange) {
    return (
      <th scope="col" style={style}>
        {column.header}
      </th>
    );
  }
  const state = sortStateOf(ordering, sortField);
  return (
    <th scope="col" style={style} aria-sort={state}>
      <button
        type="button"
        className="mp-data-grid__sort"
        title={typeof column.header === 'string' ? t('widgets.grid.sortBy', { column: column.header }) : undefined}
        onClick={() => onOrderingChange(nextOrdering(ordering, sortField))}
      >
        {column.header}
        <svg
          className={`mp-data-grid__sort-icon mp-data-grid__sort-icon--${state}`}
          viewBox="0 0 24 24"
          width="14"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M12 5l5 6H7zM12 19l-5-6h10z" />
        </svg>
      </button>
    </th>
  );
}
