import type { Converter } from '../../../../src/core/contract/tours.ts';
import { parseDateTime } from '../../../domain/parseDateTime.ts';

/** A number as the converter writes it; null for an empty cell, NaN for anything else. */
export function parseTourNumber(text: string | undefined, converter: Pick<Converter, 'decimal_comma'>): number | null {
  const raw = (text ?? '').trim().replace(/\s/g, '');
  if (raw === '') return null;
  const normal = converter.decimal_comma ? raw.replace(/\./g, '').replace(',', '.') : raw;
  return /^[-+]?\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN;
}

/** A date-time as the converter writes it (UTC); null for an empty cell, an invalid Date for anything else. */
export function parseTourDate(text: string | undefined, converter: Pick<Converter, 'date_format'>): Date | null {
  const raw = (text ?? '').trim();
  if (raw === '') return null;
  if (converter.date_format === 'dd.mm.yyyy') {
    const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(raw);
    if (!m) return new Date(NaN);
    const [, d, mo, y, h = '0', mi = '0', s = '0'] = m;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    // Date.UTC rolls 31.13. or 30.02. over into a later month, and 25:00 into the next day
    const real = date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(mo) - 1 && Number(h) < 24;
    return real && Number(mi) < 60 && Number(s) < 60 ? date : new Date(NaN);
  }
  // a calendar date (Date alone takes 2026-02-30 as 2 March), UTC without an offset
  return parseDateTime(raw)?.date ?? new Date(NaN);
}

/** A number written back in the converter's own notation. */
export function formatTourNumber(value: number | null, converter: Pick<Converter, 'decimal_comma'>): string {
  if (value === null) return '';
  const text = String(Math.round(value * 1000) / 1000);
  return converter.decimal_comma ? text.replace('.', ',') : text;
}

export function formatTourDate(value: Date | null, converter: Pick<Converter, 'date_format'>): string {
  if (value === null) return '';
  if (converter.date_format === 'iso') return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
}
