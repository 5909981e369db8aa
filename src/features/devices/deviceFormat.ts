import { dateFormats } from '../../core/domain/dateFormats.ts';

/** Date and number formats of the device screens, in the UI language. */
export interface DeviceFormat {
  /** the long format (weekday, date, time) of detail panels; grids show `FormattedDate` */
  dateTime: (iso: string | null | undefined) => string;
  volume: (m3: number | null | undefined) => string;
  number: (value: number) => string;
}

const NONE = '—';

export function createDeviceFormat(locale: string): DeviceFormat {
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const number = new Intl.NumberFormat(locale);
  return {
    dateTime: dateFormats(locale).long,
    volume: (m3) => (m3 === null || m3 === undefined ? NONE : `${volume.format(m3)} m³`),
    number: (value) => number.format(value),
  };
}
