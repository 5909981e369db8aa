import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, fieldDescriptionIds } from './Field.tsx';

/** The input types the portal allows (spec section 5). */
export type TextInputType = 'email' | 'number' | 'search' | 'tel' | 'text' | 'url';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  type?: TextInputType;
  hint?: ReactNode;
  errors?: readonly string[];
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  type = 'text',
  hint,
  errors,
  id,
  required,
  className,
  ref,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <Field controlId={controlId} label={label} hint={hint} errors={errors} required={required}>
      <input
        {...rest}
        ref={ref}
        id={controlId}
        type={type}
        required={required}
        className={className ? `mp-input ${className}` : 'mp-input'}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={fieldDescriptionIds(controlId, hint, errors)}
      />
    </Field>
  );
}
