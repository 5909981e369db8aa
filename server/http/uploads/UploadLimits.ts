/**
 * What one uploaded file may cost, checked on what is actually read: the bytes a ZIP part inflates to
 * (not what the archive declares), and rows, columns and cells as the parser hands them over.
 */
export interface UploadLimits {
  /** what all parts of an archive may inflate to together */
  unpackedBytes: number;
  /** rows below the header rows */
  rows: number;
  headerRows: number;
  /** cells in one row */
  columns: number;
  /** characters in one cell */
  cellChars: number;
  /** characters in one CSV record, all its cells together */
  recordChars: number;
}

/** Excel's own limit on a cell; no import field comes near it. */
export const MAX_CELL_CHARS = 32_767;
/** A billing system's table has dozens of columns; a thousand is far past any real one. */
export const MAX_COLUMNS = 1024;
/** A CSV record is read whole before its cells can be checked: eight cells at the cell limit. */
export const MAX_RECORD_CHARS = 8 * MAX_CELL_CHARS;

export const uploadLimits = (limits: Pick<UploadLimits, 'unpackedBytes' | 'rows' | 'headerRows'>): UploadLimits => ({
  columns: MAX_COLUMNS,
  cellChars: MAX_CELL_CHARS,
  recordChars: MAX_RECORD_CHARS,
  ...limits,
});
