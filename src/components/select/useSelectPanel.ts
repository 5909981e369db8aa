import { useMemo, useState, type KeyboardEvent } from 'react';
import { useAnchoredPosition } from '../floating/useAnchoredPosition.ts';
import { useOutsidePress } from '../floating/useOutsidePress.ts';
import { displayOrder, filterItems, groupItems, type SelectId, type SelectItem } from './selectItems.ts';

export interface SelectPanelOptions<T> {
  items: readonly SelectItem<T>[];
  /** Rendering thousands of options would freeze the page; past this the user is asked to search. */
  maxRendered: number;
  onPick: (item: SelectItem<T>) => void;
  closeOnPick: boolean;
}

/** Open state, search query, active option and keyboard handling shared by Select and MultiSelect. */
export function useSelectPanel<T>({ items, maxRendered, onPick, closeOnPick }: SelectPanelOptions<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState('');
  const [active, setActive] = useState(0);
  const position = useAnchoredPosition({ open, matchWidth: true });

  const filtered = useMemo(() => filterItems(items, query), [items, query]);
  const groups = useMemo(() => groupItems(filtered.slice(0, maxRendered)), [filtered, maxRendered]);
  const visible = useMemo(() => displayOrder(groups), [groups]);
  const truncated = filtered.length > maxRendered;

  const setQuery = (next: string) => {
    setQueryState(next);
    setActive(0);
  };
  const openPanel = (initialQuery = '', activeId?: SelectId) => {
    const start = displayOrder(groupItems(filterItems(items, initialQuery).slice(0, maxRendered)));
    setQueryState(initialQuery);
    setActive(
      Math.max(
        0,
        start.findIndex((item) => item.id === activeId),
      ),
    );
    setOpen(true);
  };
  const closePanel = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) position.anchor?.focus();
  };
  const pick = (item: SelectItem<T>) => {
    onPick(item);
    if (closeOnPick) closePanel(true);
  };
  useOutsidePress([position.anchor, position.floating], () => closePanel(false), open);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = visible.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + 10, last),
      PageUp: Math.max(active - 10, 0),
    };
    // Home and End belong to the caret while there is a search field.
    if (event.currentTarget.getAttribute('role') === 'listbox') Object.assign(moves, { Home: 0, End: last });
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key]));
    } else if (event.key === 'Enter' && visible[active]) {
      event.preventDefault();
      pick(visible[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      closePanel(true);
    }
  };

  return {
    open,
    query,
    setQuery,
    active,
    setActive,
    groups,
    visible,
    truncated,
    openPanel,
    closePanel,
    pick,
    onKeyDown,
    position,
  };
}

export type SelectPanel<T> = ReturnType<typeof useSelectPanel<T>>;
