import { useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetPortal } from '../root/WidgetPortal.tsx';
import type { SelectId, SelectItem } from './selectItems.ts';
import type { SelectPanel } from './useSelectPanel.ts';

export interface SelectListboxProps<T> {
  panel: SelectPanel<T>;
  setFloating: (node: HTMLElement | null) => void;
  floatingStyles: CSSProperties;
  listboxId: string;
  labelId: string;
  searchable: boolean;
  multiple: boolean;
  isSelected: (id: SelectId) => boolean;
  renderOption?: (option: T) => ReactNode;
}

/** The open panel of a select: search field, grouped options, and the empty and truncated notes. */
export function SelectListbox<T>({
  panel,
  setFloating,
  floatingStyles,
  listboxId,
  labelId,
  searchable,
  multiple,
  isSelected,
  renderOption,
}: SelectListboxProps<T>) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { visible, groups, active, setActive, pick, query, setQuery, onKeyDown, truncated } = panel;
  const indexOf = useMemo(() => new Map(visible.map((item, index) => [item, index])), [visible]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = visible[active] ? optionId(active) : undefined;

  useLayoutEffect(() => {
    (searchRef.current ?? listRef.current)?.focus();
  }, []);
  useLayoutEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const option = (item: SelectItem<T>) => {
    const index = indexOf.get(item) ?? -1;
    const selected = isSelected(item.id);
    const classes = [
      'mp-select__option',
      index === active ? 'mp-select__option--active' : '',
      selected ? 'mp-select__option--selected' : '',
    ];
    return (
      <div
        key={`${item.id}`}
        id={optionId(index)}
        data-index={index}
        role="option"
        aria-selected={selected}
        className={classes.filter(Boolean).join(' ')}
        onPointerDown={(event) => event.preventDefault()}
        onPointerMove={() => index !== active && setActive(index)}
        onClick={() => pick(item)}
      >
        {multiple ? <span className="mp-select__check" aria-hidden="true" /> : null}
        {renderOption ? renderOption(item.option) : item.label}
      </div>
    );
  };

  return (
    <WidgetPortal>
      <div ref={setFloating} className="mp-select__panel mp-surface" style={floatingStyles}>
        {searchable ? (
          <input
            ref={searchRef}
            type="search"
            role="combobox"
            className="mp-input mp-select__search"
            aria-label={t('widgets.select.search')}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
        ) : null}
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple || undefined}
          aria-activedescendant={searchable ? undefined : activeId}
          tabIndex={searchable ? -1 : 0}
          className="mp-select__list"
          onKeyDown={searchable ? undefined : onKeyDown}
        >
          {groups.map((group) =>
            group.group === undefined ? (
              group.items.map(option)
            ) : (
              <div key={`group-${group.group}`} role="group" aria-label={group.group}>
                <div className="mp-select__group" aria-hidden="true">
                  {group.group}
                </div>
                {group.items.map(option)}
              </div>
            ),
          )}
        </div>
        {visible.length === 0 ? (
          <p className="mp-select__note" role="status">
            {t('widgets.select.noResults')}
          </p>
        ) : null}
        {truncated ? <p className="mp-select__note">{t('widgets.select.moreResults')}</p> : null}
      </div>
    </WidgetPortal>
  );
}
