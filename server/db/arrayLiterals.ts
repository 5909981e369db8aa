/**
 * PostgreSQL array literals, each passed as one parameter (`${numberArray(ids)}::int[]`): one parameter
 * however many values, where thousands of separate parameters cost more to bind than the rows to write.
 */
export const numberArray = (values: ReadonlyArray<number | null>): string =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** Every element quoted, so no text can break out of the literal. */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((text) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
