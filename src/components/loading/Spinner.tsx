import { useTranslation } from 'react-i18next';
import loadingCss from './loading.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is loading; defaults to the generic 'Loading'. */
  label?: string;
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-loading', loadingCss);
  return (
    <span className={`mp-spinner mp-spinner--${size}`} role="status">
      <span className="mp-spinner__circle" aria-hidden="true" />
      <span className="mp-visually-hidden">{label ?? t('widgets.loading')}</span>
    </span>
  );
}
