/** rows a new column holds before it first grows */
const FIRST_CAPACITY = 4_096;
/** a battery level the file did not give */
const NO_BATTERY = -1;

/**
 * The checked readings of an import file as typed columns, one entry per row in file order: installation
 * ids instead of serials, instants as epoch milliseconds; an absent flow is NaN, an absent battery -1. Five
 * million rows take some 170 MB, where arrays of numbers and nulls took several times that.
 */
export class StagedReadings {
  length = 0;
  installationId = new Int32Array(FIRST_CAPACITY);
  ms = new Float64Array(FIRST_CAPACITY);
  volume = new Float64Array(FIRST_CAPACITY);
  flow = new Float64Array(FIRST_CAPACITY);
  battery = new Int16Array(FIRST_CAPACITY);
  alertFlags = new Int32Array(FIRST_CAPACITY);

  push(installationId: number, ms: number, volume: number, flow: number | null, battery: number | null, flags: number) {
    if (this.length === this.ms.length) this.grow();
    const at = this.length++;
    this.installationId[at] = installationId;
    this.ms[at] = ms;
    this.volume[at] = volume;
    this.flow[at] = flow ?? NaN;
    this.battery[at] = battery ?? NO_BATTERY;
    this.alertFlags[at] = flags;
  }

  private grow() {
    const capacity = this.ms.length * 2;
    const grown = <T extends Int32Array | Float64Array | Int16Array>(column: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(column);
      return next;
    };
    this.installationId = grown(this.installationId, (n) => new Int32Array(n));
    this.ms = grown(this.ms, (n) => new Float64Array(n));
    this.volume = grown(this.volume, (n) => new Float64Array(n));
    this.flow = grown(this.flow, (n) => new Float64Array(n));
    this.battery = grown(this.battery, (n) => new Int16Array(n));
    this.alertFlags = grown(this.alertFlags, (n) => new Int32Array(n));
  }

  /** the earliest and latest instant staged */
  span(): { first: number; last: number } {
    let first = Infinity;
    let last = -Infinity;
    for (let at = 0; at < this.length; at += 1) {
      const ms = this.ms[at];
      if (ms < first) first = ms;
      if (ms > last) last = ms;
    }
    return { first, last };
  }

  /** the installations that get readings, each once */
  meters(): number[] {
    return [...new Set(this.installationId.subarray(0, this.length))];
  }
}

/** rows per piece of `stagedCsvPieces` */
const PIECE_ROWS = 20_000;

/**
 * The staged readings as CSV without a header: in the column order of `STAGED_COLUMNS` (empty is null), or
 * for `readouts` as that table takes them (instants in ISO 8601, source `import`).
 */
export function* stagedCsvPieces(
  staged: StagedReadings,
  shape: 'staged' | 'readouts' = 'staged',
  rows = PIECE_ROWS,
): Generator<string> {
  const { installationId, ms, volume, flow, battery, alertFlags } = staged;
  const readouts = shape === 'readouts';
  for (let start = 0; start < staged.length; start += rows) {
    let piece = '';
    for (let at = start; at < Math.min(start + rows, staged.length); at += 1) {
      const f = flow[at];
      const b = battery[at];
      const instant = readouts ? new Date(ms[at]).toISOString() : ms[at];
      piece +=
        `${installationId[at]},${instant},${volume[at]},${f === f ? f : ''},${b === NO_BATTERY ? '' : b},` +
        `${alertFlags[at]}${readouts ? ',import' : ''}\n`;
    }
    yield piece;
  }
}

/** The columns of `stagedCsv`, as a staging table declares them. */
export const STAGED_COLUMNS = 'i int, ms float8, tv float8, f float8, b smallint, af int';

const orNull = (text: string) => (text === '' ? null : Number(text));

/** Reads back whole lines of what `stagedCsvPieces` wrote, adding them to `staged`. */
export function readStagedCsv(csv: string, staged = new StagedReadings()): StagedReadings {
  for (let at = 0; at < csv.length;) {
    const end = csv.indexOf('\n', at);
    const line = csv.slice(at, end < 0 ? csv.length : end);
    at = end < 0 ? csv.length : end + 1;
    if (line === '') continue;
    const [i, ms, tv, f, b, af] = line.split(',');
    staged.push(Number(i), Number(ms), Number(tv), orNull(f), orNull(b), Number(af));
  }
  return staged;
}
