import { ALERT_STATES } from '../../../src/core/domain/alertStates.ts';
import type { ReadoutExportRow } from '../../../src/core/contract/readouts.ts';

/** The export formats written by PostgreSQL itself. */
export type TextFormat = 'csv' | 'json' | 'xml';

type Column = keyof ReadoutExportRow;
type Source =
  { kind: 'serial' } | { kind: 'ts' } | { kind: 'alerts' } | { kind: 'float' | 'int' | 'word'; column: string };

/** Where each export column comes from in the readouts table. */
const SOURCES: Record<Column, Source> = {
  serial_number: { kind: 'serial' },
  ts: { kind: 'ts' },
  total_volume: { kind: 'float', column: 'total_volume' },
  flow: { kind: 'float', column: 'flow' },
  level1: { kind: 'float', column: 'level1' },
  mean_velocity: { kind: 'float', column: 'mean_velocity' },
  sensor_status: { kind: 'int', column: 'sensor_status' },
  temperature: { kind: 'float', column: 'temperature' },
  battery_voltage: { kind: 'float', column: 'battery_voltage' },
  battery1_status: { kind: 'int', column: 'battery1_status' },
  battery2_status: { kind: 'int', column: 'battery2_status' },
  battery_lifetime: { kind: 'int', column: 'battery_lifetime' },
  signal_strength: { kind: 'int', column: 'signal_strength' },
  spreading_factor: { kind: 'int', column: 'spreading_factor' },
  alerts: { kind: 'alerts' },
  // one of READING_SOURCES: a plain word, nothing a format must escape
  source: { kind: 'word', column: 'source' },
  // one of READING_QUALITIES, as plain
  quality: { kind: 'word', column: 'quality' },
};

/** Marks the serial cell in the database's text; the meter's encoded serial replaces it (readoutTextBatches). */
export const SERIAL_MARK = '\u0001';
/** Brackets a number the database cannot write as JavaScript would; readoutTextBatches writes it again. */
export const NUMBER_MARK = '\u0002';

/**
 * A double as JavaScript's String(x) writes it, from PostgreSQL's shortest round-trip text, which has the
 * same digits from 1e-4 up to 1e15. Below, PostgreSQL writes an exponent where JavaScript does so only
 * below 1e-6, and pads it to two digits: rewritten here. From 1e15 up, PostgreSQL writes an exponent where
 * JavaScript writes whole numbers up to 1e21, and from 2^53 the two pick different digits when the
 * shortest decimal lies exactly halfway between two doubles (JavaScript takes the boundary, PostgreSQL
 * does not): such numbers, never a plausible reading, are bracketed by NUMBER_MARK and written by
 * JavaScript itself.
 */
function jsNumber(column: string, special: NumberSpecials): string {
  const text = `${column}::text`;
  const mantissa = `split_part(${text}, 'e', 1)`;
  const exponent = `split_part(${text}, 'e', 2)::int`;
  const sign = `CASE WHEN ${column} < 0 THEN '-' ELSE '' END`;
  const digits = `replace(ltrim(${mantissa}, '-'), '.', '')`;
  return `CASE WHEN abs(${column}) >= 1e-4 AND abs(${column}) < 1e15 THEN ${text}
    WHEN ${column} = 0 THEN ${special.zero(text)}
    WHEN ${column} IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) THEN ${special.nonFinite(text)}
    WHEN abs(${column}) >= 1e15 THEN E'\\x02' || ${text} || E'\\x02'
    WHEN ${exponent} >= -6 THEN ${sign} || '0.' || repeat('0', -${exponent} - 1) || ${digits}
    ELSE ${mantissa} || 'e-' || (-${exponent})::text END`;
}

interface NumberSpecials {
  /** zero and negative zero, which String(-0) writes as '0' and the XML builder as '-0' */
  zero(text: string): string;
  /** NaN and ±Infinity */
  nonFinite(text: string): string;
}

/** How each format writes a number (String(x) in CSV, JSON.stringify in JSON, the XML builder in XML). */
const NUMBER_SPECIALS: Record<TextFormat, NumberSpecials> = {
  csv: { zero: () => `'0'`, nonFinite: (text) => text },
  json: { zero: () => `'0'`, nonFinite: () => `'null'` },
  xml: { zero: (text) => text, nonFinite: (text) => text },
};

/** The alert states of the flags joined by ';' (bit i is ALERT_STATES[i]), '' when none is set. */
function alertsText(): string {
  const names = ALERT_STATES.map((state, bit) => `CASE WHEN alert_flags & ${1 << bit} <> 0 THEN '${state}' END`);
  return `CASE WHEN alert_flags = 0 THEN '' ELSE concat_ws(';', ${names.join(', ')}) END`;
}

/** Date.toISOString(): milliseconds cut off (to_char's MS truncates as a JavaScript Date does), in UTC. */
const TS_TEXT = `to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The SQL text of one value of `column` as `format` writes it, or null for a SQL NULL. */
export function cellSql(format: TextFormat, column: Column): string {
  const source = SOURCES[column];
  const quoted = (text: string) => (format === 'json' ? `'"' || ${text} || '"'` : text);
  switch (source.kind) {
    case 'serial':
      return `E'\\x01'`;
    case 'ts':
      return quoted(TS_TEXT);
    case 'alerts':
      return quoted(alertsText());
    case 'int':
      return `${source.column}::text`;
    case 'word':
      return quoted(source.column);
    case 'float':
      return jsNumber(source.column, NUMBER_SPECIALS[format]);
  }
}
