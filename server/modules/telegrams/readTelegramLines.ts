import type { TelegramIngest } from '../../../src/core/contract/telegrams.ts';
import { telegramLines } from '../../../src/core/telegrams/index.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

/**
 * A text/plain body (one `hex` or `hex;timestamp` a line) in the shape of the JSON body, so the one schema
 * validates both; a line whose timestamp is none refuses the request, naming the line.
 */
export function readTelegramLines(text: string): TelegramIngest {
  const read = telegramLines(text);
  if (!read.ok) throw fieldError('telegrams', msg('telegramLine', { row: read.line, value: read.value }));
  return { telegrams: read.telegrams };
}
