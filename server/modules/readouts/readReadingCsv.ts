import { fieldError, msg } from '../../http/HttpError.ts';
import { checkRow } from '../../http/uploads/checkRow.ts';
import { readCsvRows } from '../../http/uploads/readCsvRows.ts';
import { uploadLimits, type UploadLimits } from '../../http/uploads/UploadLimits.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { MAX_IMPORT_ROWS, READING_FIELDS, type ReadingFields } from './readingFields.ts';

const REQUIRED = ['serial', 'ts', 'volume_m3'] as const;
const LIMITS = uploadLimits({ unpackedBytes: 0, rows: MAX_IMPORT_ROWS, headerRows: 1 });
/** lines split between two looks at other requests */
const SLICE_LINES = 4_000;
const QUOTE = '"';
const CR = 13;

/**
 * Reads an import CSV (header row first; chunks that end at line breaks) a reading at a time. Lines without
 * a quote are split at their commas here, which is most of the time of an import saved; from the first line with a quote (or one the
 * split cannot take: a wrong count of cells, an overlong line) on, the full CSV parser reads the rest, so
 * quoted cells, line breaks in quotes and broken quotes are told as it tells them. `onReading` gets the
 * same object each time: it must not keep it.
 */
export async function readReadingCsv(
  chunks: AsyncIterable<string>,
  onReading: (fields: ReadingFields) => void,
): Promise<void> {
  let columns: Map<string, number> | null = null;
  const index = (name: (typeof READING_FIELDS)[number]) => columns!.get(name) ?? -1;
  let places: number[] = [];
  const fields: ReadingFields = { row: 0, serial: '', ts: '', volume_m3: '', flow_m3h: '', battery: '', alerts: '' };
  let count = 0;
  const split: string[] = [];
  const take = (cells: string[], line: number) => {
    if (!columns) {
      columns = new Map(cells.map((name, at) => [name.trim().toLowerCase(), at]));
      if (REQUIRED.some((name) => !columns!.has(name))) throw fieldError('file', msg('importColumns'));
      places = READING_FIELDS.map(index);
      return;
    }
    const cell = (at: number) => (at < 0 ? undefined : cells[at]);
    fields.row = line;
    fields.serial = cell(places[0]);
    fields.ts = cell(places[1]);
    fields.volume_m3 = cell(places[2]);
    fields.flow_m3h = cell(places[3]);
    fields.battery = cell(places[4]);
    fields.alerts = cell(places[5]);
    onReading(fields);
  };

  let header = '';
  let width = -1;
  let line = 0;
  const source = chunks[Symbol.asyncIterator]();
  for (let first = true; ; first = false) {
    const next = await source.next();
    if (next.done) break;
    const text = next.value;
    let at = first && text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let nextQuote = text.indexOf(QUOTE, at);
    while (at < text.length) {
      const end = text.indexOf('\n', at);
      const stop = end < 0 ? text.length : end;
      const lineEnd = stop > at && text.charCodeAt(stop - 1) === CR ? stop - 1 : stop;
      line += 1;
      if (lineEnd === at) {
        at = stop + 1;
        continue;
      }
      if (nextQuote >= 0 && nextQuote < at) nextQuote = text.indexOf(QUOTE, at);
      if ((nextQuote >= 0 && nextQuote < lineEnd) || lineEnd - at > LIMITS.recordChars) break;
      split.length = 0;
      for (let from = at; ;) {
        const comma = text.indexOf(',', from);
        if (comma < 0 || comma >= lineEnd) {
          split.push(text.slice(from, lineEnd));
          break;
        }
        split.push(text.slice(from, comma));
        from = comma + 1;
      }
      if (width >= 0 && split.length !== width) break;
      checkRow(split, line, ++count, LIMITS);
      if (width < 0) {
        width = split.length;
        // with its own line break: the full parser reads the rest's breaks as the header's
        header = text.slice(at, end < 0 ? stop : stop + 1);
      }
      take(split, line);
      at = stop + 1;
      if (count % SLICE_LINES === 0) await yieldToEventLoop();
    }
    if (at < text.length) {
      await readRest(rest(text.slice(at), source), header, line - 1, count, take);
      break;
    }
  }
  if (!columns) throw fieldError('file', msg('emptyFile'));
}

/** the rest of a chunk, then the chunks after it */
async function* rest(first: string, source: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
}

/**
 * The rest of the file from the line after `linesBefore`, through the full parser: after the header line
 * (when there was one), so the parser counts cells against it.
 */
async function readRest(
  rest: AsyncIterable<string>,
  header: string,
  linesBefore: number,
  count: number,
  take: (cells: string[], line: number) => void,
): Promise<void> {
  const limits: UploadLimits = { ...LIMITS, rows: LIMITS.rows - Math.max(0, count - 1), headerRows: header ? 1 : 0 };
  let skipHeader = header !== '';
  await readCsvRows(
    withHeader(header, rest),
    {
      delimiter: ',',
      lineOffset: header ? linesBefore - 1 : linesBefore,
      malformed: (row, reason) => fieldError('file', msg('rowMalformed', { row, reason })),
      onRecord: (record, row) => {
        if (skipHeader) skipHeader = false;
        else take(record, row);
      },
    },
    limits,
  );
}

async function* withHeader(header: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  let first = true;
  for await (const chunk of rest) {
    yield first ? `${header}${chunk}` : chunk;
    first = false;
  }
}
