import { z } from 'zod';

/** The longest telegram text taken: a wireless M-Bus frame has at most 256 bytes, with CRCs and spaces well below. */
export const MAX_TELEGRAM_CHARS = 1200;
/** Telegrams per ingestion request. */
export const MAX_TELEGRAMS = 10_000;

/** `telegrams/decode`: one telegram, with a key or (left out) the stored key of its module. */
export const telegramDecodeRequest = z.object({
  telegram: z.string().trim().min(1).max(MAX_TELEGRAM_CHARS),
  key: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'A key is 32 hex digits.')
    .optional(),
});
export type TelegramDecodeRequest = z.infer<typeof telegramDecodeRequest>;

/** One data record as the telegram carries it. */
export const telegramRecord = z.object({
  dif: z.string(),
  vif: z.string(),
  storage: z.number().int(),
  tariff: z.number().int(),
  subunit: z.number().int(),
  function: z.string(),
  quantity: z.string(),
  unit: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
});

/** The readings a water meter's telegram may carry; only those it carries are present. */
export const telegramValues = z.object({
  total_m3: z.number().optional(),
  target_m3: z.number().optional(),
  target_date: z.string().optional(),
  flow_m3h: z.number().optional(),
  meter_datetime: z.string().optional(),
  battery_years: z.number().optional(),
  flow_temperature_c: z.number().optional(),
  external_temperature_c: z.number().optional(),
  operating_time_h: z.number().optional(),
  on_time_h: z.number().optional(),
  actuality_duration_s: z.number().optional(),
  error_flags: z.number().optional(),
});

/** A decoded telegram: its meter, security mode, values, status flags and every data record. */
export const telegramDecoded = z.object({
  manufacturer: z.string(),
  id: z.string(),
  version: z.number().int(),
  device_type: z.number().int(),
  medium: z.string(),
  security_mode: z.number().int(),
  values: telegramValues,
  status: z.array(z.string()),
  records: z.array(telegramRecord),
});
export type TelegramDecoded = z.infer<typeof telegramDecoded>;

/** One received telegram: the frame in hex, when and how strongly it was received. */
export const receivedTelegram = z.object({
  hex: z.string().max(MAX_TELEGRAM_CHARS),
  received_at: z.iso.datetime({ offset: true }).optional(),
  rssi: z.number().int().min(-200).max(50).optional(),
});
export type ReceivedTelegram = z.infer<typeof receivedTelegram>;

/**
 * `telegrams`: up to 10,000 received telegrams (as JSON, or as text/plain with one `hex` or `hex;timestamp`
 * per line, read into this shape before validation).
 */
export const telegramIngest = z.object({ telegrams: z.array(receivedTelegram) });
export type TelegramIngest = z.infer<typeof telegramIngest>;

export const TELEGRAM_OUTCOMES = [
  'stored',
  'duplicate',
  'unknown_module',
  'key_missing',
  'key_wrong',
  'malformed',
  'foreign',
] as const;
export type TelegramOutcome = (typeof TELEGRAM_OUTCOMES)[number];

/** What became of one telegram, in the order sent. */
export const telegramResult = z.object({
  index: z.number().int(),
  outcome: z.enum(TELEGRAM_OUTCOMES),
  manufacturer: z.string().nullable(),
  id: z.string().nullable(),
  /** the installation the reading was stored for */
  installation: z.string().nullable(),
  detail: z.string().optional(),
});
export type TelegramResult = z.infer<typeof telegramResult>;

export const telegramIngestResult = z.object({
  /** telegrams per outcome */
  // each outcome a property of its own (a record keyed by an enum documents required keys without properties)
  counts: z.object(
    Object.fromEntries(TELEGRAM_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<
      (typeof TELEGRAM_OUTCOMES)[number],
      z.ZodNumber
    >,
  ),
  results: z.array(telegramResult),
});
export type TelegramIngestResult = z.infer<typeof telegramIngestResult>;
