import { inArray } from 'drizzle-orm';
import type { Converter } from '../../../src/core/contract/tours.ts';
import type { Db } from '../../db/createDatabase.ts';
import { tours } from '../../db/tourSchema.ts';
import { fieldError, fieldErrors, msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import type { TourFile } from './converters/readTourFile.ts';
import { discardPendingTours } from './pendingTours.ts';
import { storeTour, type NewTour } from './storeTour.ts';
import type { TourRow } from './tourRepository.ts';

/**
 * Child tours one split may make. A split hands a route to readers or districts: tens of tours, rarely
 * hundreds. Splitting by a unique column made one tour per row (20,001 from a 20,000-row file).
 */
export const MAX_SPLIT_TOURS = 500;

/** Rejected rows named in a refusal; the count says how many more there were. */
const MAX_REPORTED = 50;

/** A file with any rejected row is refused whole, with each row's number and reason. */
export function refuseRejected(file: TourFile): void {
  if (file.rejected.length === 0) return;
  const shown = file.rejected.slice(0, MAX_REPORTED).map((r) => r.reason);
  const more = file.rejected.length - shown.length;
  throw fieldErrors({ file: more > 0 ? [...shown, msg('moreRejected', { n: more })] : shown });
}

/** The registers by their value in the split column, refused before anything is written past the cap. */
function splitGroups(file: TourFile, splitBy: string): Map<string, TourFile['registers']> {
  const split = file.columns.findIndex((c) => c.trim().toLowerCase() === splitBy.trim().toLowerCase());
  if (split < 0) throw fieldError('split_by', msg('unknownColumn', { column: splitBy }));
  const groups = new Map<string, TourFile['registers']>();
  for (const register of file.registers) {
    const value = register.source[split] ?? '';
    const group = groups.get(value);
    if (group) group.push(register);
    else groups.set(value, [register]);
  }
  if (groups.size > MAX_SPLIT_TOURS)
    throw fieldError('split_by', msg('tooManySplitTours', { column: splitBy, count: groups.size, n: MAX_SPLIT_TOURS }));
  return groups;
}

type ImportSpec = Omit<NewTour, 'converter' | 'header'> & { converter: Converter; splitBy: string | null };
type Imported = { tour: TourRow; children: TourRow[] };

/** The tours of a file: one, or a parent (state open) with one child per value of the split column. */
async function writeTours(
  db: Db,
  base: NewTour,
  registers: TourFile['registers'],
  groups: Map<string, TourFile['registers']> | null,
): Promise<Imported> {
  if (groups === null) return { tour: await storeTour(db, base, registers), children: [] };
  const parent = await storeTour(db, base, [], 'open');
  const children: TourRow[] = [];
  for (const [value, group] of groups) {
    children.push(await storeTour(db, { ...base, name: `${base.name} – ${value || '—'}`, parentId: parent.id }, group));
    await yieldToEventLoop();
  }
  return { tour: parent, children };
}

/**
 * The staged import of the embedded database, whose one connection a transaction holds: the tours are
 * written pending, in one short statement per chunk of registers with other requests answered between
 * them, and completed together by one UPDATE. Until then no reader sees them (pendingTours.ts); a failure
 * deletes them before the answer, and a process that died mid-way leaves them to the next start.
 */
async function stagedImport(
  db: Db,
  base: NewTour,
  registers: TourFile['registers'],
  groups: Map<string, TourFile['registers']> | null,
): Promise<Imported> {
  const written: number[] = [];
  try {
    const { tour, children } = await writeTours(db, { ...base, pending: written }, registers, groups);
    const completed = await db
      .update(tours)
      .set({ importPending: false })
      .where(inArray(tours.id, written))
      .returning();
    const byId = new Map(completed.map((row) => [row.id, row]));
    const complete = (row: TourRow) => byId.get(row.id) ?? { ...row, importPending: false };
    return { tour: complete(tour), children: children.map(complete) };
  } catch (error) {
    // a clean-up that fails too leaves the tours pending, that is invisible, until the next start
    await discardPendingTours(db, written).catch(() => undefined);
    throw error;
  }
}

/**
 * Writes a checked file as one tour, or, split by a column, as a parent tour (state open) with one child
 * tour per value, all or nothing. On PostgreSQL in one transaction (other connections are not held up); on
 * the embedded database `staged` (see stagedImport), since a transaction there stops every other request.
 */
export async function importTour(
  db: Db,
  file: TourFile,
  spec: ImportSpec,
  options: { staged?: boolean } = {},
): Promise<Imported> {
  refuseRejected(file);
  const { builtin: _builtin, ...converter } = spec.converter;
  void _builtin;
  const { splitBy: _splitBy, ...rest } = spec;
  void _splitBy;
  const base: NewTour = { ...rest, converter, header: file.header };
  const groups = spec.splitBy === null ? null : splitGroups(file, spec.splitBy);
  if (options.staged) return stagedImport(db, base, file.registers, groups);
  return db.transaction(async (tx) => writeTours(tx as unknown as Db, base, file.registers, groups));
}
