import type { Converter } from '../../../src/core/contract/tours.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, fieldErrors, msg } from '../../http/HttpError.ts';
import type { TourFile } from './converters/readTourFile.ts';
import { storeTour, type NewTour } from './storeTour.ts';
import type { TourRow } from './tourRepository.ts';

/** Rejected rows named in a refusal; the count says how many more there were. */
const MAX_REPORTED = 50;

/** A file with any rejected row is refused whole, with each row's number and reason. */
export function refuseRejected(file: TourFile): void {
  if (file.rejected.length === 0) return;
  const shown = file.rejected.slice(0, MAX_REPORTED).map((r) => r.reason);
  const more = file.rejected.length - shown.length;
  throw fieldErrors({ file: more > 0 ? [...shown, msg('moreRejected', { n: more })] : shown });
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
  let split: number | null = null;
  if (spec.splitBy !== null) {
    split = file.columns.findIndex((c) => c.trim().toLowerCase() === spec.splitBy!.trim().toLowerCase());
    if (split < 0) throw fieldError('split_by', msg('unknownColumn', { column: spec.splitBy }));
  }
  return db.transaction(async (tx) => {
    const store = tx as unknown as Db;
    if (split === null) return { tour: await storeTour(store, base, file.registers), children: [] };
    const parent = await storeTour(store, base, [], 'open');
    const groups = new Map<string, typeof file.registers>();
    for (const register of file.registers) {
      const value = register.source[split] ?? '';
      const group = groups.get(value);
      if (group) group.push(register);
      else groups.set(value, [register]);
    }
    const children: TourRow[] = [];
    for (const [value, registers] of groups)
      children.push(
        await storeTour(store, { ...base, name: `${spec.name} – ${value || '—'}`, parentId: parent.id }, registers),
      );
    return { tour: parent, children };
  });
}
