import type { TelegramIngest } from '../../../src/core/contract/telegrams.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

/** `2026-11-27T10:15:00Z`, `2026-11-27 10:15:00` (UTC when no offset is given), with or without seconds. */
const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/;

/**
 * A text/plain body as receivers and decoders print telegrams: one a line, `hex` or `hex;timestamp`.
 * Blank lines and `#` comments are skipped. The result has the shape of the JSON body, so the one schema
 * validates both; each hex is judged later, per telegram.
 */
export function readTelegramLines(text: string): TelegramIngest {
  const telegrams: TelegramIngest['telegrams'] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const [hex, stamp] = trimmed.split(';', 2).map((part) => part.trim());
    if (stamp === undefined || stamp === '') {
      telegrams.push({ hex });
      continue;
    }
    const match = TIMESTAMP.exec(stamp);
    const time = match ? Date.parse(`${match[1]}T${match[2]}${match[3] ?? 'Z'}`) : NaN;
    if (Number.isNaN(time))
      throw fieldError('telegrams', msg('telegramLine', { row: index + 1, value: stamp.slice(0, 40) }));
    telegrams.push({ hex, received_at: new Date(time).toISOString() });
  }
  return { telegrams };
}
