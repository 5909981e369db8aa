import { useTranslation } from 'react-i18next';
import { dateFormats } from '../../core/domain/dateFormats.ts';

export interface FormattedDateProps {
  value: string | null | undefined;
  /** the long format (weekday, date and time) in place of the short one */
  long?: boolean;
  /** the short format with the time of day: for moments several of which may fall on one day */
  withTime?: boolean;
}

/**
 * A timestamp in the UI language: the short format in grids, with the long one as its tooltip, or the long
 * one where a panel shows it whole.
 */
export function FormattedDate({ value, long = false, withTime = false }: FormattedDateProps) {
  const { i18n } = useTranslation();
  const formats = dateFormats(i18n.language);
  if (!value) return <>{formats.short(value)}</>;
  return (
    <time dateTime={value} title={long ? undefined : formats.long(value)} className="mp-nowrap">
      {long ? formats.long(value) : withTime ? formats.dateTime(value) : formats.short(value)}
    </time>
  );
}
