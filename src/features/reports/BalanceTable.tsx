import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { ApiError } from '../../core/http/ApiError.ts';

/** One column of a balance-like table: its heading and a row's cell text. */
export interface BalanceColumn<Row> {
  label: string;
  cell: (row: Row) => string;
}

export interface BalanceTableProps<Row extends { t: string }> {
  /** the heading's id and its text */
  id: string;
  title: string;
  /** shown under the heading whatever the state */
  intro?: ReactNode;
  /** the rows once loaded; the query's pending and error states */
  rows: Row[] | undefined;
  pending: boolean;
  error: unknown;
  failedText: string;
  emptyText: string;
  /** a row with nothing measured; when every row is, the empty text stands for the table */
  isEmpty: (row: Row) => boolean;
  /** the heading of the first column (each row's period, by its start) */
  periodLabel: string;
  columns: Array<BalanceColumn<Row>>;
  /** notes above the table (a gap in the data) */
  notes?: ReactNode;
}

/** The first message of a refused call's field errors (a range too long), or null for any other failure. */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return Object.values(error.fieldErrors).flat()[0] ?? null;
}

/** A section of the group report: a heading and a table of periods, with loading, error and empty states. */
export function BalanceTable<Row extends { t: string }>(props: BalanceTableProps<Row>) {
  const { i18n } = useTranslation();
  const { rows, columns } = props;
  let body: ReactNode;
  if (props.pending) body = <Skeleton lines={4} />;
  else if (!rows)
    body = (
      <p className="mp-problem" role="alert">
        {refusal(props.error) ?? props.failedText}
      </p>
    );
  else if (rows.every(props.isEmpty))
    body = (
      <p className="mp-reports__note" role="status">
        {props.emptyText}
      </p>
    );
  else {
    const when = dateFormats(i18n.language);
    body = (
      <>
        {props.notes}
        <table className="mp-table mp-reports__balance">
          <thead>
            <tr>
              <th scope="col">{props.periodLabel}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.t}>
                <th scope="row">{when.short(row.t)}</th>
                {columns.map((column) => (
                  <td key={column.label} className="mp-nowrap">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="mp-reports__balance-section" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      {props.intro}
      {body}
    </section>
  );
}
