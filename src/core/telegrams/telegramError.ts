/**
 * The closed set of reasons a telegram is refused. Every failure of the decoder is one of these; callers map
 * them to answers (400 with the code) or per-telegram outcomes, never to a crash.
 */
export const TELEGRAM_ERROR_CODES = [
  'telegram_malformed',
  'telegram_crc',
  'telegram_unsupported',
  'key_missing',
  'key_wrong',
] as const;

export type TelegramErrorCode = (typeof TELEGRAM_ERROR_CODES)[number];

export class TelegramError extends Error {
  readonly code: TelegramErrorCode;

  constructor(code: TelegramErrorCode, message: string) {
    super(message);
    this.name = 'TelegramError';
    this.code = code;
  }
}

/** Shorthand for the most common refusal: the bytes do not say what they claim. */
export function malformed(message: string): TelegramError {
  return new TelegramError('telegram_malformed', message);
}
