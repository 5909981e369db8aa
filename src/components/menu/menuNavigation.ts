/** Pure index arithmetic of a menu's keyboard navigation, skipping disabled items. */
export interface NavigableItem {
  label: string;
  disabled?: boolean;
}

export function firstEnabled(items: readonly NavigableItem[]): number {
  return items.findIndex((item) => !item.disabled);
}

export function lastEnabled(items: readonly NavigableItem[]): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (!items[index].disabled) return index;
  return -1;
}

/** The next enabled index in `direction`, wrapping around the ends. */
export function stepEnabled(items: readonly NavigableItem[], from: number, direction: 1 | -1): number {
  for (let step = 1; step <= items.length; step += 1) {
    const index = (((from + direction * step) % items.length) + items.length) % items.length;
    if (!items[index].disabled) return index;
  }
  return -1;
}

/** The next enabled item after `from` whose label starts with `char` (case-insensitive), wrapping. */
export function typeahead(items: readonly NavigableItem[], from: number, char: string, locale?: string): number {
  const wanted = char.toLocaleLowerCase(locale);
  for (let step = 1; step <= items.length; step += 1) {
    const index = (from + step) % items.length;
    const item = items[index];
    if (!item.disabled && item.label.toLocaleLowerCase(locale).startsWith(wanted)) return index;
  }
  return -1;
}
