/** The texts of a rule form's number fields, from the rules as the server answers them. */
export function textsOf<K extends string>(rules: Readonly<Record<K, number>>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, String(rules[key])])) as Record<K, string>;
}

/** The numbers of a rule form's texts (checked with `notNumbers` first). */
export function numbersOf<K extends string>(texts: Readonly<Record<K, string>>, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, Number(texts[key])])) as Record<K, number>;
}

/** The fields whose text is no number, each with `message`; what the server refuses beyond that it says itself. */
export function notNumbers<K extends string>(
  texts: Readonly<Record<K, string>>,
  keys: readonly K[],
  message: string,
): Partial<Record<K, string[]>> {
  return Object.fromEntries(
    keys
      .filter((key) => texts[key].trim() === '' || !Number.isFinite(Number(texts[key])))
      .map((key) => [key, [message]]),
  ) as Partial<Record<K, string[]>>;
}
