import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import selectCss from './select.css?inline';
import { Field, fieldDescriptionIds } from '../inputs/Field.tsx';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { toSelectItems, type SelectFields, type SelectId } from './selectItems.ts';
import { SelectListbox } from './SelectListbox.tsx';
import { SelectTrigger } from './SelectTrigger.tsx';
import { useSelectPanel } from './useSelectPanel.ts';

export interface MultiSelectProps<T> {
  label: ReactNode;
  options: readonly T[];
  value: readonly SelectId[];
  onChange: (value: SelectId[], options: T[]) => void;
  fields?: SelectFields<T>;
  placeholder?: string;
  searchable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  renderOption?: (option: T) => ReactNode;
  maxRendered?: number;
  /** Beyond this many choices the closed select shows a count instead of the labels. */
  maxLabels?: number;
  id?: string;
}

/** A multiple-choice select box with search, groups and clear; the list stays open while picking. */
export function MultiSelect<T>({
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
  maxLabels = 3,
  id,
}: MultiSelectProps<T>) {
  const { t } = useTranslation();
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
        onToggle={() => (panel.open ? panel.closePanel(false) : panel.openPanel())}
        onOpenWith={(query) => (searchable || !query ? panel.openPanel(query) : undefined)}
        onClear={
          clearable
            ? () => {
                emit([]);
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
          multiple
          isSelected={(itemId) => chosen.has(itemId)}
          renderOption={renderOption}
        />
      ) : null}
    </Field>
  );
}
