import { fieldError, msg, type Msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { MAX_IMPORT_ROWS, type ReadingFields } from './readingFields.ts';
import { readReadingCsv } from './readReadingCsv.ts';

/** JSON lines parsed between two looks at other requests */
const SLICE_LINES = 2_000;

export type ReadingFileFormat = 'csv' | 'jsonl';

/** JSON lines by the file's name, else by its first character; anything else is CSV with a header row. */
export function readingFileFormat(fileName: string, text: string): ReadingFileFormat {
  if (/\.(jsonl|ndjson|json)$/i.test(fileName)) return 'jsonl';
  if (/\.(csv|txt)$/i.test(fileName)) return 'csv';
  return /^\uFEFF?\s*\{/.test(text) ? 'jsonl' : 'csv';
}

/**
 * Reads an import file (chunks that end at line breaks) a reading at a time, handing each to `onReading`; its
 * format by the file's name, else by its first chunk. A row that is not a reading at all (not a JSON object)
 * goes to `onProblem`. A CSV that cannot be read on (a broken quote) is refused whole with its line, as is a
 * CSV header without the required columns.
 */
export async function parseReadingFile(
  chunks: AsyncIterable<string>,
  fileName: string,
  onReading: (fields: ReadingFields) => void,
  onProblem: (row: number, problem: Msg) => void,
): Promise<void> {
  const source = chunks[Symbol.asyncIterator]();
  const first = await source.next();
  if (first.done) return;
  const all = again(first.value, source);
  return readingFileFormat(fileName, first.value) === 'jsonl'
    ? parseJsonLines(all, onReading, onProblem)
    : readReadingCsv(all, onReading);
}

/** the first chunk again, then the rest */
async function* again(first: string, source: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
}

async function parseJsonLines(
  chunks: AsyncIterable<string>,
  onReading: (fields: ReadingFields) => void,
  onProblem: (row: number, problem: Msg) => void,
): Promise<void> {
  let row = 0;
  let count = 0;
  let first = true;
  for await (const text of chunks) {
    for (let at = first && text.charCodeAt(0) === 0xfeff ? 1 : 0; at < text.length;) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? text.length : end);
      at = end < 0 ? text.length : end + 1;
      row += 1;
      if (line.trim() === '') continue;
      if (++count > MAX_IMPORT_ROWS) throw fieldError('file', msg('tooManyItems', { n: MAX_IMPORT_ROWS }));
      if (count % SLICE_LINES === 0) await yieldToEventLoop();
      readJsonLine(line, row, onReading, onProblem);
    }
    first = false;
  }
}

function readJsonLine(
  line: string,
  row: number,
  onReading: (fields: ReadingFields) => void,
  onProblem: (row: number, problem: Msg) => void,
) {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return onProblem(row, msg('rowNotJson', { row }));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return onProblem(row, msg('rowNotJson', { row }));
  const fields = value as Record<string, unknown>;
  // own properties only: a key such as __proto__ in the line is data, never a path
  const own = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  onReading({
    row,
    serial: own('serial'),
    ts: own('ts'),
    volume_m3: own('volume_m3'),
    flow_m3h: own('flow_m3h'),
    battery: own('battery'),
    alerts: own('alerts'),
  });
}
