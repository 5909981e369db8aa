import { useTranslation } from 'react-i18next';
import { Popover } from '../popover/Popover.tsx';
import type { DataGridColumn } from './DataGridColumn.ts';

export interface ColumnChoice {
  /** ids of the columns not shown */
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}

export interface ColumnChooserProps<T> {
  columns: readonly DataGridColumn<T>[];
  choice: ColumnChoice;
}

const nameOf = <T,>(column: DataGridColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

/** A button over the grid that opens the list of its columns to show or hide; required ones stay. */
export function ColumnChooser<T>({ columns, choice }: ColumnChooserProps<T>) {
  const { t } = useTranslation();
  const toggle = (id: string) => {
    const next = new Set(choice.hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    choice.onChange(next);
  };
  return (
    <div className="mp-data-grid__tools">
      <Popover trigger={t('widgets.grid.columns')} label={t('widgets.grid.columns')} placement="bottom-end">
        <fieldset className="mp-data-grid__columns">
          <legend>{t('widgets.grid.columnsLegend')}</legend>
          {columns.map((column) => (
            <label key={column.id}>
              <input
                type="checkbox"
                checked={!choice.hidden.has(column.id)}
                disabled={column.required}
                onChange={() => toggle(column.id)}
              />
              {nameOf(column)}
            </label>
          ))}
        </fieldset>
      </Popover>
    </div>
  );
}
