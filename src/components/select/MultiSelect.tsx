import { useTranslation } from 'react-i18next';
import type { SelectId } from './selectItems.ts';
import { SelectFrame, useSelectItems, type SelectBaseProps } from './SelectFrame.tsx';
import { useSelectPanel } from './useSelectPanel.ts';

export interface MultiSelectProps<T> extends SelectBaseProps<T> {
  value: readonly SelectId[];
  onChange: (value: SelectId[], options: T[]) => void;
  /** Beyond this many choices the closed select shows a count instead of the labels. */
  maxLabels?: number;
}

/** A multiple-choice select box with search, groups and clear; the list stays open while picking. */
export function MultiSelect<T>({
  options,
  value,
  onChange,
  fields,
  clearable = true,
  maxRendered = 200,
  maxLabels = 3,
  ...frame
}: MultiSelectProps<T>) {
  const { t } = useTranslation();
  const items = useSelectItems(options, fields);
  const chosen = new Set(value);
  const selected = items.filter((item) => chosen.has(item.id));
  const emit = (ids: SelectId[]) =>
    onChange(
      ids,
      ids.map((itemId) => items.find((item) => item.id === itemId)?.option).filter((option) => option !== undefined),
    );
  const panel = useSelectPanel({
    items,
    maxRendered,
    closeOnPick: false,
    onPick: (item) => emit(chosen.has(item.id) ? value.filter((v) => v !== item.id) : [...value, item.id]),
  });

  let valueText: string | null = null;
  if (selected.length > maxLabels) valueText = t('widgets.select.selected', { count: selected.length });
  else if (selected.length) valueText = selected.map((item) => item.label).join(', ');

  return (
    <SelectFrame
      {...frame}
      panel={panel}
      valueText={valueText}
      multiple
      isSelected={(itemId) => chosen.has(itemId)}
      onClear={clearable ? () => emit([]) : undefined}
    />
  );
}
