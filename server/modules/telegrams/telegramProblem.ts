import type { TelegramErrorCode } from '../../../src/core/telegrams/index.ts';
import { HttpError, msg } from '../../http/HttpError.ts';
import type { MessageKey } from '../../http/messages.ts';

const MESSAGES: Record<TelegramErrorCode, MessageKey> = {
  telegram_malformed: 'telegramMalformed',
  telegram_crc: 'telegramCrc',
  telegram_unsupported: 'telegramUnsupported',
  key_missing: 'telegramKeyMissing',
  key_wrong: 'telegramKeyWrong',
};

/** A refused telegram as a 400: the decoder's code, and a message in the caller's language. */
export function telegramProblem(code: TelegramErrorCode): HttpError {
  return new HttpError(400, { detail: msg(MESSAGES[code]), code });
}
