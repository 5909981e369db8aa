import { sql } from 'drizzle-orm';
import { isAlertState, alertBit } from '../../../src/core/domain/alertStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { textArray } from '../../db/arrayLiterals.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { parseInstantMs } from '../../domain/parseInstantMs.ts';
import { fieldError, fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { parseReadingFile } from './parseReadingFile.ts';
import type { ReadingFields } from './readingFields.ts';
import { StagedSpool } from './stagedSpool.ts';

/** Problems a refusal names; the count of the rest follows them. */
export const MAX_REPORTED_PROBLEMS = 100;
/** The earliest instant an imported reading may have; the latest is a day after now. */
const EARLIEST = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** a battery level in percent */
const BATTERY_MAX = 100;

export interface CheckedImport {
  /** the checked readings, by installation id, in a temporary file the caller closes */
  spool: StagedSpool;
  /** the installations that get readings */
  meters: number[];
  /** the earliest and latest instant (epoch milliseconds) */
  first: number;
  last: number;
}

interface Problem {
  row: number;
  problem: Msg;
}

/**
 * Reads and checks a whole import file (chunks that end at line breaks, as it arrives) before anything is
 * written: every row must name a meter the caller may add readings to (an unknown serial and another
 * company's meter are told apart), a valid instant from 2000-01-01 to a day after now, a volume, and
 * well-formed optional values; no meter may have two readings at one instant. Any problem refuses the file,
 * naming the first problems by row and counting the others. The checked readings go to a temporary file as
 * they are read (stagedSpool.ts), so memory stays flat however long the file.
 */
export async function checkReadingImport(
  db: Db,
  scope: CompanyScope,
  file: { chunks: AsyncIterable<string>; fileName: string },
  now = new Date(),
): Promise<CheckedImport> {
  const spool = await StagedSpool.open();
  try {
    return await checkInto(spool, db, scope, file, now);
  } catch (error) {
    await spool.close();
    throw error;
  }
}

async function checkInto(
  spool: StagedSpool,
  db: Db,
  scope: CompanyScope,
  file: { chunks: AsyncIterable<string>; fileName: string },
  now: Date,
): Promise<CheckedImport> {
  const latest = now.getTime() + DAY_MS;
  // the first problems of each pass (reading the rows, then their meters), each in row order, and the count
  const problems: Problem[] = [];
  let problemCount = 0;
  let passProblems = 0;
  // the readings by serial's index (installation ids come in the second pass), with their rows
  const serialIndex = new Map<string, number>();
  /** each serial's latest instant so far: readings in time order per meter cannot repeat one */
  const latestOf: number[] = [];
  let inOrder = true;
  let rows = 0;
  let first = Infinity;
  let last = -Infinity;
  const refuse = (row: number, problem: Msg) => {
    problemCount += 1;
    if (passProblems++ < MAX_REPORTED_PROBLEMS) problems.push({ row, problem });
  };

  const onReading = (fields: ReadingFields) => {
    rows += 1;
    const { row } = fields;
    const serial = text(fields.serial);
    if (!serial) return refuse(row, msg('rowMissingSerial', { row }));
    const ms = typeof fields.ts === 'string' ? parseInstantMs(fields.ts) : null;
    if (ms === null) return refuse(row, msg('rowBadDate', { row, value: shown(fields.ts), field: 'ts' }));
    if (ms < EARLIEST || ms > latest)
      return refuse(row, msg('rowTsOutOfRange', { row, value: shown(fields.ts), max: new Date(latest).toISOString() }));
    const volume = number(fields.volume_m3);
    if (volume === null || volume === undefined)
      return refuse(row, missingOrBad(row, 'volume_m3', fields.volume_m3, volume));
    if (volume < 0) return refuse(row, msg('rowNegative', { row, field: 'volume_m3' }));
    const flow = number(fields.flow_m3h);
    if (flow === undefined)
      return refuse(row, msg('rowBadNumber', { row, value: shown(fields.flow_m3h), field: 'flow_m3h' }));
    const battery = number(fields.battery);
    if (battery === undefined)
      return refuse(row, msg('rowBadNumber', { row, value: shown(fields.battery), field: 'battery' }));
    if (battery !== null && (battery < 0 || battery > BATTERY_MAX || !Number.isInteger(battery)))
      return refuse(row, msg('rowOutOfRange', { row, field: 'battery', min: 0, max: BATTERY_MAX }));
    const flags = alertFlags(fields.alerts);
    if (typeof flags !== 'number') return refuse(row, msg('rowUnknownAlert', { row, value: flags.value }));

    let index = serialIndex.get(serial);
    if (index === undefined) {
      serialIndex.set(serial, (index = serialIndex.size));
      latestOf.push(-Infinity);
    }
    if (ms > latestOf[index]) latestOf[index] = ms;
    else inOrder = false;
    if (ms < first) first = ms;
    if (ms > last) last = ms;
    spool.push(index, ms, volume, flow, battery, flags, row);
  };
  await parseReadingFile(file.chunks, file.fileName, onReading, refuse);
  if (rows === 0 && problemCount === 0) throw fieldError('file', msg('emptyFile'));
  const serials = [...serialIndex.keys()];
  if (!inOrder) refuseRepeated(spool, serials, refuse);
  passProblems = 0;

  // every serial's meter, whatever its company: another company's meter is told apart from an unknown one
  const found = new Map<string, { id: number; companyId: number }>();
  for (let at = 0; at < serials.length; at += 10_000) {
    const rowsFound = await db
      .select({ id: installations.id, companyId: installations.companyId, serial: installations.serialNumber })
      .from(installations)
      .where(sql`${installations.serialNumber} = any(${textArray(serials.slice(at, at + 10_000))}::text[])`);
    for (const meter of rowsFound) found.set(meter.serial, meter);
  }
  const meterOf = serials.map((serial) => found.get(serial));
  if (meterOf.some((meter) => !meter || !scope.canSee(meter.companyId)))
    for (const { staged, rows: rowNumber } of spool.chunks())
      for (let at = 0; at < staged.length; at += 1) {
        const meter = meterOf[staged.installationId[at]];
        if (meter && scope.canSee(meter.companyId)) continue;
        const row = rowNumber[at];
        const serial = serials[staged.installationId[at]];
        refuse(row, meter ? msg('rowForeignMeter', { row, serial }) : msg('rowUnknownSerial', { row, serial }));
      }
  if (problemCount > 0) throw refusal(problems, problemCount);
  spool.installations = Int32Array.from(meterOf, (meter) => meter!.id);
  return { spool, meters: [...new Set(spool.installations)], first, last };
}

/**
 * Refuses every reading at an instant its meter already has a reading at in an earlier row, naming that
 * row: the readings sorted by meter, instant and row, so each run of one meter and instant starts with its
 * first row. Only needed when some meter's readings are not in time order; it takes the meters, instants
 * and rows of the whole file into memory (some 16 bytes a row).
 */
function refuseRepeated(spool: StagedSpool, serials: string[], refuse: (row: number, problem: Msg) => void) {
  const serialOf = new Int32Array(spool.length);
  const ms = new Float64Array(spool.length);
  const rowNumber = new Int32Array(spool.length);
  let n = 0;
  for (const chunk of spool.chunks()) {
    serialOf.set(chunk.staged.installationId.subarray(0, chunk.staged.length), n);
    ms.set(chunk.staged.ms.subarray(0, chunk.staged.length), n);
    rowNumber.set(chunk.rows.subarray(0, chunk.staged.length), n);
    n += chunk.staged.length;
  }
  const order = new Uint32Array(n);
  for (let at = 0; at < order.length; at += 1) order[at] = at;
  order.sort((a, b) => serialOf[a] - serialOf[b] || ms[a] - ms[b] || a - b);
  for (let at = 1, first = 0; at < order.length; at += 1) {
    const here = order[at];
    const start = order[first];
    if (serialOf[here] === serialOf[start] && ms[here] === ms[start]) {
      const row = rowNumber[here];
      refuse(row, msg('rowRepeatedReading', { row, serial: serials[serialOf[here]], first: rowNumber[start] }));
    } else first = at;
  }
}

/** The first problems by row, and how many more there were. */
function refusal(problems: Problem[], count: number) {
  const sorted = problems.sort((a, b) => a.row - b.row);
  const shownProblems = sorted.slice(0, MAX_REPORTED_PROBLEMS).map((p) => p.problem);
  const more = count - shownProblems.length;
  return fieldErrors({ file: more > 0 ? [...shownProblems, msg('moreRejected', { n: more })] : shownProblems });
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** a value as a refusal quotes it: short, and text whatever it was */
const shown = (value: unknown) => {
  const quoted = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return quoted.length > 40 ? `${quoted.slice(0, 40)}…` : quoted;
};

/** null for an absent or empty value, undefined for one that is not a finite number */
function number(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const missingOrBad = (row: number, field: string, value: unknown, parsed: number | null | undefined): Msg =>
  parsed === null ? msg('rowMissingValue', { row, field }) : msg('rowBadNumber', { row, value: shown(value), field });

/** The alert bits of `a;b` (CSV) or `["a", "b"]` (JSON), or the first name that is not an alert state. */
function alertFlags(value: unknown): number | { value: string } {
  if (value === undefined || value === null || value === '') return 0;
  const names: unknown[] = typeof value === 'string' ? value.split(/[;|]/) : Array.isArray(value) ? value : [value];
  let flags = 0;
  for (const name of names) {
    const state = typeof name === 'string' ? name.trim() : name;
    if (state === '') continue;
    if (!isAlertState(state)) return { value: shown(state) };
    flags |= alertBit(state);
  }
  return flags;
}
