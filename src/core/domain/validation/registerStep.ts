/**
 * The register's change from one reading to the next, with a wrap at its digits counted as a rollover: a
 * register of 8 digits wraps from 99,999,999.x to 0.x m³, which is a small step forwards, not a drop. A fall
 * counts as a rollover when the previous value lay in the register's top tenth and the new one in its bottom
 * tenth.
 */
export function registerStep(before: number, after: number, digits: number): { step: number; rollover: boolean } {
  const span = 10 ** digits;
  const raw = after - before;
  if (raw < 0 && before >= span * 0.9 && after < span * 0.1) return { step: raw + span, rollover: true };
  return { step: raw, rollover: false };
}
