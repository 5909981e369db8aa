import type { ReactNode } from 'react';

export interface FormSubmitProps {
  /** disables the button while the form's request runs */
  pending: boolean;
  children: ReactNode;
  /** buttons before the submit one, such as a dialog's cancel */
  before?: ReactNode;
}

/** A form's action row with its primary submit button. */
export function FormSubmit({ pending, children, before }: FormSubmitProps) {
  return (
    <div className="mp-form-actions">
      {before}
      <button type="submit" className="mp-button mp-button--primary" disabled={pending}>
        {children}
      </button>
    </div>
  );
}
