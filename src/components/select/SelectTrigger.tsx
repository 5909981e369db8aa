import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectTriggerProps {
  controlId: string;
  labelId: string;
  listboxId: string;
  /** What the closed select shows; null shows the placeholder. */
  valueText: string | null;
  placeholder?: string;
  open: boolean;
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string;
  setAnchor: (node: HTMLElement | null) => void;
  onToggle: () => void;
  /** Opens on arrow keys, or with a typed character as the first search letter. */
  onOpenWith: (query: string) => void;
  onClear?: () => void;
}

/** The closed face of a select: a button naming the field and its value, and a clear button beside it. */
export function SelectTrigger({
  controlId,
  labelId,
  listboxId,
  valueText,
  placeholder,
  open,
  disabled,
  invalid,
  describedBy,
  setAnchor,
  onToggle,
  onOpenWith,
  onClear,
}: SelectTriggerProps) {
  const { t } = useTranslation();
  const valueId = `${controlId}-value`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenWith('');
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onOpenWith(event.key);
    }
  };

  return (
    <div className="mp-select">
      <button
        type="button"
        id={controlId}
        ref={setAnchor}
        className="mp-select__trigger mp-focusable"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={onToggle}
        onKeyDown={onKeyDown}
      >
        <span
          id={valueId}
          className={valueText === null ? 'mp-select__value mp-select__placeholder' : 'mp-select__value'}
        >
          {valueText ?? placeholder ?? t('widgets.select.placeholder')}
        </span>
        <svg
          className="mp-select__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {onClear && valueText !== null && !disabled ? (
        <button
          type="button"
          className="mp-button mp-button--icon mp-select__clear"
          aria-label={t('widgets.select.clear')}
          onClick={onClear}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
