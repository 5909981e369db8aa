import type { ReactNode } from 'react';

export interface DashboardRow {
  key: string;
  /** the first cell (a link) and the figures after it, which never wrap */
  cells: ReactNode[];
}

/** A dashboard card's table: a header row and one row per entry, or the empty text when there is none. */
export function DashboardTable({ empty, headers, rows }: { empty: string; headers: string[]; rows: DashboardRow[] }) {
  if (rows.length === 0) return <p className="mp-empty">{empty}</p>;
  return (
    <table className="mp-table">
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i} className={i === 0 ? undefined : 'mp-nowrap'}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
