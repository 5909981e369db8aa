import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { fieldError, msg, type HttpError } from '../HttpError.ts';
import { checkRow } from './checkRow.ts';
import type { UploadLimits } from './UploadLimits.ts';

/** text parsed between two looks at other requests: some 2,500 rows, about 15 ms of parsing */
const SLICE_CHARS = 64 * 1024;

export interface CsvOptions {
  delimiter: string;
  /** trims every cell (the parser's `trim`) */
  trim?: boolean;
  /** the answer to a broken record (quotes, column count) on the given line */
  malformed: (line: number, reason: string) => HttpError;
  /**
   * Takes each checked record with the file line it ends on, instead of collecting them: the answer is then
   * empty and memory stays flat however long the file. An HttpError it throws refuses the file.
   */
  onRecord?: (record: string[], line: number) => void;
  /** lines before the text's first, when it is the rest of a file read on from there */
  lineOffset?: number;
}

/**
 * The records of a CSV upload, parsed as a stream between slices of which other requests get their turn
 * (a 20,000-row file parsed at once held the embedded database's only thread for 130 ms). Rows, columns
 * and cell lengths are checked as each record arrives (`text` whole, or in chunks as a file is read); a record longer than the limit is stopped while it
 * is read, so one gigantic cell is never held whole.
 */
export async function readCsvRows(
  text: string | AsyncIterable<string>,
  options: CsvOptions,
  limits: UploadLimits,
): Promise<string[][]> {
  const parser = parse({
    bom: true,
    delimiter: options.delimiter,
    skip_empty_lines: true,
    trim: options.trim ?? false,
    relax_column_count: false,
    max_record_size: limits.recordChars,
    info: true,
  });
  const rows: string[][] = [];
  let count = 0;
  let refused: HttpError | undefined;
  const offset = options.lineOffset ?? 0;
  parser.on('data', ({ record, info }: { record: string[]; info: { lines: number } }) => {
    if (refused) return;
    try {
      checkRow(record, info.lines + offset, ++count, limits);
      if (options.onRecord) options.onRecord(record, info.lines + offset);
      else rows.push(record);
    } catch (error) {
      refused = error as HttpError;
      parser.destroy();
    }
  });
  const done = finished(parser);
  done.catch(() => undefined); // awaited below; a parse error must not count as unhandled meanwhile
  try {
    for await (const chunk of typeof text === 'string' ? [text] : text) {
      // slices end at a line break, so no character is ever cut in two
      for (let at = 0; at < chunk.length && !parser.destroyed;) {
        const cut = chunk.indexOf('\n', at + SLICE_CHARS);
        const next = cut < 0 ? chunk.length : cut + 1;
        parser.write(chunk.slice(at, next));
        at = next;
        await yieldToEventLoop();
      }
      if (parser.destroyed) break;
    }
    if (!parser.destroyed) parser.end();
    await done;
  } catch (error) {
    parser.destroy();
    if (refused) throw refused;
    const line = ((error as { lines?: number }).lines ?? parser.info.lines) + offset;
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE')
      throw fieldError('file', msg('rowTooLong', { row: line, n: limits.recordChars }));
    throw options.malformed(line, error instanceof Error ? error.message : '');
  }
  if (refused) throw refused;
  return rows;
}
