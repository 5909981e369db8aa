import { useId, useMemo, type ReactNode } from 'react';
import selectCss from './select.css?inline';
import { Field, fieldDescriptionIds } from '../inputs/Field.tsx';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { toSelectItems, type SelectFields, type SelectId } from './selectItems.ts';
import { SelectListbox } from './SelectListbox.tsx';
import { SelectTrigger } from './SelectTrigger.tsx';
import type { SelectPanel } from './useSelectPanel.ts';

/** The props Select and MultiSelect share, whatever their value is. */
export interface SelectBaseProps<T> {
  label: ReactNode;
  options: readonly T[];
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

/** The options as select items, rebuilt only when the options or the field names change. */
export function useSelectItems<T>(options: readonly T[], fields: SelectFields<T> | undefined) {
  const { id, label, group, search } = fields ?? {};
  return useMemo(() => toSelectItems(options, { id, label, group, search }), [options, id, label, group, search]);
}

export interface SelectFrameProps<T> extends Omit<SelectBaseProps<T>, 'options' | 'fields' | 'clearable'> {
  panel: SelectPanel<T>;
  /** What the closed select shows; null for the placeholder. */
  valueText: string | null;
  /** The option the list opens on. */
  openAt?: SelectId;
  multiple: boolean;
  isSelected: (id: SelectId) => boolean;
  /** Empties the choice; absent when the select cannot be cleared. */
  onClear?: () => void;
}

/** A select's field, closed box and open list: everything but what its value is and how a pick changes it. */
export function SelectFrame<T>({
  label,
  placeholder,
  searchable = true,
  disabled,
  required,
  hint,
  errors,
  renderOption,
  id,
  panel,
  valueText,
  openAt,
  multiple,
  isSelected,
  onClear,
}: SelectFrameProps<T>) {
  useWidgetStyles('mp-select', selectCss);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const listboxId = `${controlId}-listbox`;

  return (
    <Field controlId={controlId} labelId={labelId} label={label} hint={hint} errors={errors} required={required}>
      <SelectTrigger
        controlId={controlId}
        labelId={labelId}
        listboxId={listboxId}
        valueText={valueText}
        placeholder={placeholder}
        open={panel.open}
        disabled={disabled}
        invalid={Boolean(errors?.length)}
        describedBy={fieldDescriptionIds(controlId, hint, errors)}
        setAnchor={panel.position.setAnchor}
        onToggle={() => (panel.open ? panel.closePanel(false) : panel.openPanel('', openAt))}
        onOpenWith={(query) => (searchable || !query ? panel.openPanel(query, openAt) : undefined)}
        onClear={
          onClear
            ? () => {
                onClear();
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
          multiple={multiple}
          isSelected={isSelected}
          renderOption={renderOption}
        />
      ) : null}
    </Field>
  );
}
