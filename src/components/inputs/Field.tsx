import type { ReactNode } from 'react';
import inputsCss from './inputs.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface FieldProps {
  /** Id of the control; label, hint and errors are tied to it. */
  controlId: string;
  label: ReactNode;
  /** Id of the label element, for controls that are not labelable (buttons acting as combo boxes). */
  labelId?: string;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  children: ReactNode;
}

/** Ids of a field's hint and error list, for the control's `aria-describedby`. */
export function fieldDescriptionIds(controlId: string, hint: unknown, errors?: readonly string[]): string | undefined {
  const ids = [hint ? `${controlId}-hint` : '', errors?.length ? `${controlId}-errors` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, control, hint and server or client errors in the layout every form of the portal shares. */
export function Field({ controlId, label, labelId, hint, errors, required, children }: FieldProps) {
  useWidgetStyles('mp-inputs', inputsCss);
  const invalid = Boolean(errors?.length);
  return (
    <div className={invalid ? 'mp-field mp-field--invalid' : 'mp-field'}>
      <label className="mp-field__label" htmlFor={controlId} id={labelId}>
        {label}
        {required ? (
          <span className="mp-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="mp-field__hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul className="mp-field__errors" id={`${controlId}-errors`}>
          {errors?.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
