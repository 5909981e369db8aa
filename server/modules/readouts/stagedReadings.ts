/**
 * The checked readings of an import file as columns, one entry per row in file order: installation ids
 * instead of serials, instants as epoch milliseconds, null where the file gave no value.
 */
export interface StagedReadings {
  installationId: number[];
  ms: number[];
  volume: number[];
  flow: Array<number | null>;
  battery: Array<number | null>;
  alertFlags: number[];
}

export const emptyStagedReadings = (): StagedReadings => ({
  installationId: [],
  ms: [],
  volume: [],
  flow: [],
  battery: [],
  alertFlags: [],
});

const cell = (value: number | null) => (value === null ? '' : String(value));

/** rows per piece of `stagedCsvPieces` */
const PIECE_ROWS = 20_000;

/** The staged readings as CSV without a header, in the column order of `STAGED_COLUMNS` (empty is null). */
export function* stagedCsvPieces(staged: StagedReadings, rows = PIECE_ROWS): Generator<string> {
  const { installationId, ms, volume, flow, battery, alertFlags } = staged;
  for (let start = 0; start < ms.length; start += rows) {
    let piece = '';
    for (let at = start; at < Math.min(start + rows, ms.length); at += 1)
      piece +=
        `${installationId[at]},${ms[at]},${volume[at]},${cell(flow[at])},` + `${cell(battery[at])},${alertFlags[at]}\n`;
    yield piece;
  }
}

/** All of `stagedCsvPieces` as one text. */
export const stagedCsv = (staged: StagedReadings) => [...stagedCsvPieces(staged)].join('');

/** The columns of `stagedCsv`, as a staging table declares them. */
export const STAGED_COLUMNS = 'i int, ms float8, tv float8, f float8, b smallint, af int';

const orNull = (text: string) => (text === '' ? null : Number(text));

/** Reads back what `stagedCsv` wrote. */
export function readStagedCsv(csv: string): StagedReadings {
  const staged = emptyStagedReadings();
  for (const line of csv.split('\n')) {
    if (line === '') continue;
    const [i, ms, tv, f, b, af] = line.split(',');
    staged.installationId.push(Number(i));
    staged.ms.push(Number(ms));
    staged.volume.push(Number(tv));
    staged.flow.push(orNull(f));
    staged.battery.push(orNull(b));
    staged.alertFlags.push(Number(af));
  }
  return staged;
}
