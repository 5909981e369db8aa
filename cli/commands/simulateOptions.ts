import { UsageError } from '../errors.ts';

/** The options of the `simulate` commands, as typed. */
export interface SimulateOptions {
  /** messages per meter or module (default 4) */
  count?: string;
  /** minutes between them (default 15) */
  interval?: string;
  /** company id: only its meters */
  company?: string;
}

/** The `simulate` options as numbers: whole numbers up to 10,000, else a usage error. */
export function simulateOptions(options: SimulateOptions): { count: number; interval: number; company?: number } {
  return {
    count: whole('count', options.count, 4),
    interval: whole('interval', options.interval, 15),
    company: options.company === undefined ? undefined : whole('company', options.company, 0),
  };
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 10_000)
    throw new UsageError(`--${name} expects a whole number up to 10000`);
  return Number(value);
}
