import type { SelectId } from './selectItems.ts';
import { SelectFrame, useSelectItems, type SelectBaseProps } from './SelectFrame.tsx';
import { useSelectPanel } from './useSelectPanel.ts';

export interface SelectProps<T> extends SelectBaseProps<T> {
  value: SelectId | null;
  onChange: (value: SelectId | null, option: T | null) => void;
}

/** A single-choice select box with search, groups and clear. */
export function Select<T>({
  options,
  value,
  onChange,
  fields,
  clearable = true,
  maxRendered = 200,
  ...frame
}: SelectProps<T>) {
  const items = useSelectItems(options, fields);
  const selected = items.find((item) => item.id === value) ?? null;
  const panel = useSelectPanel({
    items,
    maxRendered,
    closeOnPick: true,
    onPick: (item) => onChange(item.id, item.option),
  });

  return (
    <SelectFrame
      {...frame}
      panel={panel}
      valueText={selected?.label ?? null}
      openAt={value ?? undefined}
      multiple={false}
      isSelected={(itemId) => itemId === value}
      onClear={clearable ? () => onChange(null, null) : undefined}
    />
  );
}
