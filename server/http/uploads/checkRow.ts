import { fieldError, msg } from '../HttpError.ts';
import type { UploadLimits } from './UploadLimits.ts';

/** Refuses a row past the row limit, or one with too many or too long cells; `count` includes this row. */
export function checkRow(cells: readonly string[], row: number, count: number, limits: UploadLimits): void {
  if (count > limits.rows + limits.headerRows) throw fieldError('file', msg('tooManyItems', { n: limits.rows }));
  if (cells.length > limits.columns) throw fieldError('file', msg('rowTooManyColumns', { row, n: limits.columns }));
  for (const cell of cells)
    if (cell.length > limits.cellChars) throw fieldError('file', msg('rowCellTooLong', { row, n: limits.cellChars }));
}
