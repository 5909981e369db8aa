import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldDescriptionIds } from './Field.tsx';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password field whose value can be shown while typing, to catch typos without a second field. */
export function PasswordInput({ label, hint, errors, id, required, className, ref, ...rest }: PasswordInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <Field controlId={controlId} label={label} hint={hint} errors={errors} required={required}>
      <div className="mp-password">
        <input
          {...rest}
          ref={ref}
          id={controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          className={className ? `mp-input ${className}` : 'mp-input'}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={fieldDescriptionIds(controlId, hint, errors)}
        />
        <button
          type="button"
          className="mp-button mp-button--icon mp-password__toggle"
          aria-controls={controlId}
          aria-pressed={visible}
          aria-label={visible ? t('widgets.password.hide') : t('widgets.password.show')}
          onClick={() => setVisible((shown) => !shown)}
          disabled={rest.disabled}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
            />
            {visible ? <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" /> : null}
          </svg>
        </button>
      </div>
    </Field>
  );
}
