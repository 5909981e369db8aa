import { setOwnPath } from '../../data/setOwnProperty.ts';

/** One exported object; nested objects are reached by dotted column names (`group.name`). */
export type ExportRow = Readonly<Record<string, unknown>>;

/**
 * The columns of an export, which every format writes exactly and in this order. A dotted name reads a
 * nested object: CSV names the cell by the dotted path, as DRF's CSV renderer flattens, while JSON and XML
 * nest it again.
 */
export interface ExportColumns {
  readonly names: readonly string[];
  /** The row's cells in column order (missing ones null), for CSV. */
  cells(row: ExportRow): unknown[];
  /**
   * The row cut down to the columns and nested by the dots (missing values null), for JSON and XML;
   * `leaf` maps each value on the way, sparing XML a second walk over every row.
   */
  tree(row: ExportRow, leaf?: (value: unknown) => unknown): Record<string, unknown>;
}

function valueAt(row: ExportRow, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

export function exportColumns(names: readonly string[]): ExportColumns {
  const paths = names.map((name) => name.split('.'));
  return {
    names,
    cells: (row) => paths.map((path) => valueAt(row, path)),
    tree(row, leaf) {
      const tree: Record<string, unknown> = {};
      for (const path of paths) {
        const value = valueAt(row, path);
        setOwnPath(tree, path, leaf ? leaf(value) : value);
      }
      return tree;
    },
  };
}
