/** A unit as people write it: the API's and the billing files' plain `m3` and `m3/h` with a superscript three. */
export function unitLabel(unit: string | undefined): string | undefined {
  return unit ? unit.replace(/\bm3\b/g, 'm³') : undefined;
}
