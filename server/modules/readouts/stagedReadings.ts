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

/** The staged readings as CSV without a header, in the column order of `STAGED_COLUMNS` (empty is null). */
export function stagedCsv(staged: StagedReadings): string {
  const lines: string[] = [];
  for (let at = 0; at < staged.ms.length; at += 1)
    lines.push(
      `${staged.installationId[at]},${staged.ms[at]},${staged.volume[at]},${cell(staged.flow[at])},` +
        `${cell(staged.battery[at])},${staged.alertFlags[at]}\n`,
    );
  return lines.join('');
}

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
