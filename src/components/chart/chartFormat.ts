/** Tick mark kinds of lightweight-charts' time axis (its `TickMarkType` enum values). */
const YEAR = 0;
const MONTH = 1;
const DAY_OF_MONTH = 2;
const TIME_WITH_SECONDS = 4;

export interface ChartFormatters {
  /** Crosshair label of a time in UTC seconds. */
  time: (seconds: number) => string;
  /** Axis label of a time in UTC seconds, coarser for year and month ticks. */
  tick: (seconds: number, tickMarkType: number) => string;
  value: (value: number) => string;
}

/**
 * Formats times in the user's language and time zone. The chart library counts in UTC seconds; formatting
 * with Intl instead of shifting timestamps keeps daylight-saving changes right.
 */
export function createChartFormatters(locale: string, timeZone?: string): ChartFormatters {
  // Building the Intl formats takes milliseconds, and each chart asks for them on every language change.
  const key = `${locale}|${timeZone ?? ''}`;
  let formatters = made.get(key);
  if (!formatters) made.set(key, (formatters = makeChartFormatters(locale, timeZone)));
  return formatters;
}

const made = new Map<string, ChartFormatters>();

function makeChartFormatters(locale: string, timeZone?: string): ChartFormatters {
  // 24 hours in every language, as the portal's other dates and its time fields
  const make = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, hourCycle: 'h23', ...options });
  const full = make({ dateStyle: 'medium', timeStyle: 'short' });
  const ticks: Record<number, Intl.DateTimeFormat> = {
    [YEAR]: make({ year: 'numeric' }),
    [MONTH]: make({ month: 'short', year: 'numeric' }),
    [DAY_OF_MONTH]: make({ day: 'numeric', month: 'short' }),
    [TIME_WITH_SECONDS]: make({ hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  };
  const clock = make({ hour: '2-digit', minute: '2-digit' });
  // `negative`: a value that rounds to zero is "0", never "-0"
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, signDisplay: 'negative' });
  return {
    time: (seconds) => full.format(seconds * 1000),
    tick: (seconds, tickMarkType) => (ticks[tickMarkType] ?? clock).format(seconds * 1000),
    value: (value) => number.format(value),
  };
}
