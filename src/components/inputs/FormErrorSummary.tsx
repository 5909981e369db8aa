import { useTranslation } from 'react-i18next';
import inputsCss from './inputs.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface FormErrorSummaryProps {
  /** Messages that belong to no single field (DRF `non_field_errors` or `detail`). */
  errors: readonly string[];
}

/** The header 'Please correct the following error(s):' over the form's general errors. */
export function FormErrorSummary({ errors }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-inputs', inputsCss);
  if (!errors.length) return null;
  return (
    <div className="mp-form-errors" role="alert">
      <p className="mp-form-errors__header">{t('widgets.form.errorsHeader')}</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
