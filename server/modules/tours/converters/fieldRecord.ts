import type { TourField } from '../../../../src/core/domain/tourFields.ts';

/**
 * An empty record of a register's fields without a prototype: values read from a file are only ever its
 * own properties, and no name in a file or mapping can reach Object.prototype through it.
 */
export const fieldRecord = (): Partial<Record<TourField, string>> =>
  Object.create(null) as Partial<Record<TourField, string>>;
