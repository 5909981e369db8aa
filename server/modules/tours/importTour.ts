import type { Converter } from '../../../src/core/contract/tours.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, fieldErrors, msg } from '../../http/HttpError.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import type { TourFile } from './converters/readTourFile.ts';
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

/**
 * Writes a checked file as one tour, or, split by a column, as a parent tour (state open) with one child
 * tour per value; all in one transaction, so a failure leaves nothing behind.
 */
export async function importTour(
  db: Db,
  file: TourFile,
  spec: Omit<NewTour, 'converter' | 'header'> & { converter: Converter; splitBy: string | null },
): Promise<{ tour: TourRow; children: TourRow[] }> {
  refuseRejected(file);
  const { builtin: _builtin, ...converter } = spec.converter;
  void _builtin;
  const base = { ...spec, converter, header: file.header };
  const groups = spec.splitBy === null ? null : splitGroups(file, spec.splitBy);
  return db.transaction(async (tx) => {
    const store = tx as unknown as Db;
    if (groups === null) return { tour: await storeTour(store, base, file.registers), children: [] };
    const parent = await storeTour(store, base, [], 'open');
    const children: TourRow[] = [];
    for (const [value, registers] of groups) {
      children.push(
        await storeTour(store, { ...base, name: `${spec.name} – ${value || '—'}`, parentId: parent.id }, registers),
      );
      await yieldToEventLoop();
    }
    return { tour: parent, children };
  });
}
