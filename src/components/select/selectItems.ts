/** Select options are plain objects with an id field, a label field and optionally a group field. */
export type SelectId = string | number;

export interface SelectFields<T> {
  /** Field holding the option's id; default `id`. */
  id?: keyof T & string;
  /** Field holding the option's label; default `label`. */
  label?: keyof T & string;
  /** Field naming the option's group; options without it are listed before any group. */
  group?: keyof T & string;
  /** Further fields that the search also matches (serial numbers, customer accounts...). */
  search?: readonly (keyof T & string)[];
}

export interface SelectItem<T> {
  id: SelectId;
  label: string;
  group?: string;
  /** Lower-cased, accent-free text the search matches against. */
  haystack: string;
  option: T;
}

export interface SelectGroup<T> {
  group?: string;
  items: SelectItem<T>[];
}

/** Lower case without diacritics, so 'Zurich' finds 'Zürich' and 'athina' finds 'Αθήνα' only when spelled so. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function field(option: unknown, name: string): unknown {
  return option !== null && typeof option === 'object' ? (option as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function toSelectItems<T>(options: readonly T[], fields: SelectFields<T> = {}): SelectItem<T>[] {
  const idName = fields.id ?? 'id';
  const labelName = fields.label ?? 'label';
  return options.map((option) => {
    const id = field(option, idName);
    const label = text(field(option, labelName));
    const group = fields.group ? text(field(option, fields.group)) || undefined : undefined;
    const extra = (fields.search ?? []).map((name) => text(field(option, name)));
    return {
      id: typeof id === 'number' ? id : text(id),
      label,
      group,
      haystack: foldForSearch([label, ...extra].join(' ')),
      option,
    };
  });
}

/** Items matching every word of the query, in their original order. */
export function filterItems<T>(items: readonly SelectItem<T>[], query: string): SelectItem<T>[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  return items.filter((item) => words.every((word) => item.haystack.includes(word)));
}

/** Groups in order of first appearance; ungrouped items come first. */
export function groupItems<T>(items: readonly SelectItem<T>[]): SelectGroup<T>[] {
  const ungrouped: SelectItem<T>[] = [];
  const groups = new Map<string, SelectItem<T>[]>();
  for (const item of items) {
    if (item.group === undefined) ungrouped.push(item);
    else groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  }
  const grouped = Array.from(groups, ([group, members]) => ({ group, items: members }));
  return ungrouped.length ? [{ items: ungrouped }, ...grouped] : grouped;
}

/** Listbox order: the items as the groups display them, so arrow keys follow what is on screen. */
export function displayOrder<T>(groups: readonly SelectGroup<T>[]): SelectItem<T>[] {
  return groups.flatMap((group) => group.items);
}
