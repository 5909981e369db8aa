/** Date and number formats of the device screens, in the UI language. */
export interface DeviceFormat {
  dateTime: (iso: string | null | undefined) => string;
  volume: (m3: number | null | undefined) => string;
  number: (value: number) => string;
}

const NONE = '—';

export function createDeviceFormat(locale: string): DeviceFormat {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const number = new Intl.NumberFormat(locale);
  return {
    dateTime: (iso) => {
      if (!iso) return NONE;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? NONE : dateTime.format(date);
    },
    volume: (m3) => (m3 === null || m3 === undefined ? NONE : `${volume.format(m3)} m³`),
    number: (value) => number.format(value),
  };
}
