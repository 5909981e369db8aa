import type { ChangeEvent } from 'react';
import type { FormErrorState } from './formErrors.ts';

/** What a TextInput or PasswordInput takes from its form: label, name, value, the field's messages, change. */
export interface BoundField {
  label: string;
  name: string;
  value: string;
  errors: string[] | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Binds a form's fields by name to their labels and messages; each call gives one field's input props. */
export function fieldBinder<F extends string>(labels: Record<F, string>, errors: FormErrorState<F>) {
  return (name: F, value: string, setValue: (value: string) => void): BoundField => ({
    label: labels[name],
    name,
    value,
    errors: errors.fields[name],
    onChange: (event) => setValue(event.target.value),
  });
}
