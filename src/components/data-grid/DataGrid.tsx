import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import gridCss from './dataGrid.css?inline';
import { Skeleton } from '../loading/Skeleton.tsx';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import type { DataGridColumn } from './DataGridColumn.ts';
import { DataGridHeaderCell } from './DataGridHeaderCell.tsx';

export type { DataGridColumn } from './DataGridColumn.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { ColumnChooser, type ColumnChoice } from './ColumnChooser.tsx';

export type RowKey = string | number;

export interface DataGridSelection {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** rows that may be chosen (others show a disabled box); every row when absent */
  selectable?: (key: RowKey) => boolean;
}

export interface DataGridProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataGridColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  /** Rows are being fetched: skeleton rows at first, then the old rows marked busy. */
  loading?: boolean;
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
  selection?: DataGridSelection;
  /** Names a row's checkbox, for example by serial number. */
  rowLabel?: (row: T) => string;
  page?: PaginationProps;
  /** which columns the user hides: a Columns button over the grid lets them choose */
  columnChoice?: ColumnChoice;
}

/** A table for DRF lists: server-side sorting by `ordering`, limit/offset paging and row selection. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const {
    label,
    rows,
    rowKey,
    loading = false,
    ordering,
    onOrderingChange,
    selection,
    rowLabel,
    page,
    columnChoice,
  } = props;
  const allColumns = props.columns;
  const { t } = useTranslation();
  useWidgetStyles('mp-data-grid', gridCss);
  const columns = columnChoice
    ? allColumns.filter((column) => column.required || !columnChoice.hidden.has(column.id))
    : allColumns;
  const keys = rows.map(rowKey);
  const choosable = selection?.selectable ? keys.filter(selection.selectable) : keys;
  const selectedHere = selection ? choosable.filter((key) => selection.selected.has(key)).length : 0;
  const span = columns.length + (selection ? 1 : 0);

  const toggle = (key: RowKey) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const all = selectedHere === choosable.length;
    choosable.forEach((key) => (all ? next.delete(key) : next.add(key)));
    selection.onChange(next);
  };

  let body: ReactNode;
  if (loading && !rows.length) {
    body = (
      <tr>
        <td colSpan={span}>
          <Skeleton lines={5} />
        </td>
      </tr>
    );
  } else if (!rows.length) {
    body = (
      <tr>
        <td colSpan={span} className="mp-data-grid__empty">
          {t('widgets.grid.noRows')}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={keys[index]} aria-selected={selection ? selection.selected.has(keys[index]) : undefined}>
        {selection ? (
          <td className="mp-data-grid__check">
            <input
              type="checkbox"
              aria-label={rowLabel?.(row) ?? t('widgets.grid.selectRow')}
              checked={selection.selected.has(keys[index])}
              disabled={selection.selectable ? !selection.selectable(keys[index]) : undefined}
              onChange={() => toggle(keys[index])}
            />
          </td>
        ) : null}
        {columns.map((column) => (
          <td key={column.id} style={{ textAlign: column.align === 'end' ? 'end' : undefined }}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="mp-data-grid">
      {columnChoice ? <ColumnChooser columns={allColumns} choice={columnChoice} /> : null}
      {/* The box scrolls (see dataGrid.css): a named, focusable region, so the keyboard can scroll it too. */}
      <div className="mp-data-grid__scroll" role="region" aria-label={label} tabIndex={0}>
        <table className="mp-data-grid__table" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="mp-data-grid__check">
                  <input
                    type="checkbox"
                    aria-label={t('widgets.grid.selectAll')}
                    checked={choosable.length > 0 && selectedHere === choosable.length}
                    ref={(node) => {
                      if (node) node.indeterminate = selectedHere > 0 && selectedHere < choosable.length;
                    }}
                    disabled={!choosable.length}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <DataGridHeaderCell
                  key={column.id}
                  column={column}
                  ordering={ordering}
                  onOrderingChange={onOrderingChange}
                />
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {page ? <Pagination {...page} /> : null}
    </div>
  );
}
