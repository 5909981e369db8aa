/** One telegram of a receiver's listing: its hex, and when it was received if the line says. */
export interface TelegramLine {
  hex: string;
  /** ISO 8601 in UTC */
  received_at?: string;
}

export type TelegramLinesResult = { ok: true; telegrams: TelegramLine[] } | { ok: false; line: number; value: string };

/** `2026-11-27T10:15:00Z`, `2026-11-27 10:15:00` (UTC when no offset is given), with or without seconds. */
const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/;

/**
 * Telegrams as receivers and decoders print them: one a line, `hex` or `hex;timestamp`; blank lines and `#`
 * comments are skipped. Each hex is judged later, by the decoder; a timestamp that is none refuses the text,
 * naming its line (1-based).
 */
export function telegramLines(text: string): TelegramLinesResult {
  const telegrams: TelegramLine[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const [hex, stamp = ''] = trimmed.split(';', 2).map((part) => part.trim());
    if (stamp === '') {
      telegrams.push({ hex });
      continue;
    }
    const match = TIMESTAMP.exec(stamp);
    const time = match ? Date.parse(`${match[1]}T${match[2]}${match[3] ?? 'Z'}`) : NaN;
    if (Number.isNaN(time)) return { ok: false, line: index + 1, value: stamp.slice(0, 40) };
    telegrams.push({ hex, received_at: new Date(time).toISOString() });
  }
  return { ok: true, telegrams };
}
