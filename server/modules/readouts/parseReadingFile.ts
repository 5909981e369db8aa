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
 * Reads an import file a reading at a time, handing each to `onReading`; a row that is not a reading at all
 * (not a JSON object) goes to `onProblem`. A CSV that cannot be read on (a broken quote) is refused whole with
 * its line, as is a CSV header without the required columns.
 */
export async function parseReadingFile(
  text: string,
  format: ReadingFileFormat,
  onReading: (fields: ReadingFields) => void,
  onProblem: (row: number, problem: Msg) => void,
): Promise<void> {
  return format === 'jsonl' ? parseJsonLines(text, onReading, onProblem) : readReadingCsv(text, onReading);
}

async function parseJsonLines(
  text: string,
  onReading: (fields: ReadingFields) => void,
  onProblem: (row: number, problem: Msg) => void,
): Promise<void> {
  let row = 0;
  let count = 0;
  for (let at = text.charCodeAt(0) === 0xfeff ? 1 : 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end < 0 ? text.length : end);
    at = end < 0 ? text.length : end + 1;
    row += 1;
    if (line.trim() === '') continue;
    if (++count > MAX_IMPORT_ROWS) throw fieldError('file', msg('tooManyItems', { n: MAX_IMPORT_ROWS }));
    if (count % SLICE_LINES === 0) await yieldToEventLoop();
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      onProblem(row, msg('rowNotJson', { row }));
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      onProblem(row, msg('rowNotJson', { row }));
      continue;
    }
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
}
