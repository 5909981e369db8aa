import { useId, useMemo, type ReactNode } from 'react';
import selectCss from './select.css?inline';
import { Field, fieldDescriptionIds } from '../inputs/Field.tsx';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { toSelectItems, type SelectFields, type SelectId } from './selectItems.ts';
import { SelectListbox } from './SelectListbox.tsx';
import { SelectTrigger } from './SelectTrigger.tsx';
import { useSelectPanel } from './useSelectPanel.ts';

export interface SelectProps<T> {
  label: ReactNode;
  options: readonly T[];
  value: SelectId | null;
  onChange: (value: SelectId | null, option: T | null) => void;
  /** Which fields hold id, label and group; defaults `id` and `label`, no groups. */
  fields?: SelectFields<T>;
  placeholder?: string;
  searchable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  /** Richer option content, for example a serial number under a name. */
  renderOption?: (option: T) => ReactNode;
  maxRendered?: number;
  id?: string;
}

/** A single-choice select box with search, groups and clear. */
export function Select<T>({
  label,
  options,
  value,
  onChange,
  fields,
  placeholder,
  searchable = true,
  clearable = true,
  disabled,
  required,
  hint,
  errors,
  renderOption,
  maxRendered = 200,
  id,
}: SelectProps<T>) {
  useWidgetStyles('mp-select', selectCss);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const listboxId = `${controlId}-listbox`;
  const { id: idField, label: labelField, group: groupField, search: searchFields } = fields ?? {};
  const items = useMemo(
    () => toSelectItems(options, { id: idField, label: labelField, group: groupField, search: searchFields }),
    [options, idField, labelField, groupField, searchFields],
  );
  const selected = items.find((item) => item.id === value) ?? null;
  const panel = useSelectPanel({
    items,
    maxRendered,
    closeOnPick: true,
    onPick: (item) => onChange(item.id, item.option),
  });

  return (
    <Field controlId={controlId} labelId={labelId} label={label} hint={hint} errors={errors} required={required}>
      <SelectTrigger
        controlId={controlId}
        labelId={labelId}
        listboxId={listboxId}
        valueText={selected?.label ?? null}
        placeholder={placeholder}
        open={panel.open}
        disabled={disabled}
        invalid={Boolean(errors?.length)}
        describedBy={fieldDescriptionIds(controlId, hint, errors)}
        setAnchor={panel.position.setAnchor}
        onToggle={() => (panel.open ? panel.closePanel(false) : panel.openPanel('', value ?? undefined))}
        onOpenWith={(query) => (searchable || !query ? panel.openPanel(query, value ?? undefined) : undefined)}
        onClear={
          clearable
            ? () => {
                onChange(null, null);
                panel.position.anchor?.focus();
              }
            : undefined
        }
      />
      {panel.open ? (
        <SelectListbox
          panel={panel}
          setFloating={panel.position.setFloating}
          floatingStyles={panel.position.floatingStyles}
          listboxId={listboxId}
          labelId={labelId}
          searchable={searchable}
          multiple={false}
          isSelected={(itemId) => itemId === value}
          renderOption={renderOption}
        />
      ) : null}
    </Field>
  );
}
