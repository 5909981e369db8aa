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
  installationId: Int32Array;
  ms: Float64Array;
  volume: Float64Array;
  flow: Float64Array;
  battery: Int16Array;
  alertFlags: Int32Array;

  constructor(capacity = FIRST_CAPACITY) {
    this.installationId = new Int32Array(capacity);
    this.ms = new Float64Array(capacity);
    this.volume = new Float64Array(capacity);
    this.flow = new Float64Array(capacity);
    this.battery = new Int16Array(capacity);
    this.alertFlags = new Int32Array(capacity);
  }

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
}

/** rows per piece of `stagedCsvPieces` */
const PIECE_ROWS = 20_000;

/**
 * The staged readings as CSV without a header, as `readouts` takes them (`READOUT_COLUMNS`: instants in ISO
 * 8601, empty is null, source `import`), in pieces of whole lines.
 */
export function* stagedCsvPieces(staged: StagedReadings, rows = PIECE_ROWS): Generator<string> {
  const { installationId, ms, volume, flow, battery, alertFlags } = staged;
  // head-end files give many meters' readings at one instant: each instant is written out once
  let lastMs = NaN;
  let instant = '';
  for (let start = 0; start < staged.length; start += rows) {
    let piece = '';
    for (let at = start; at < Math.min(start + rows, staged.length); at += 1) {
      const f = flow[at];
      const b = battery[at];
      if (ms[at] !== lastMs) instant = new Date((lastMs = ms[at])).toISOString();
      piece +=
        `${installationId[at]},${instant},${volume[at]},${f === f ? f : ''},${b === NO_BATTERY ? '' : b},` +
        `${alertFlags[at]},import\n`;
    }
    yield piece;
  }
}

/** the columns of `stagedCsvPieces` in `readouts` */
export const READOUT_COLUMNS = 'installation_id, ts, total_volume, flow, battery1_status, alert_flags, source';

/** the columns of `stagedCsvPieces`, as a staging table declares them */
export const STAGED_COLUMNS = 'i int, ts timestamptz, tv float8, f float8, b smallint, af int, s text';
