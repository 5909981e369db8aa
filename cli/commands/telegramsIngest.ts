import { readFile } from 'node:fs/promises';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { telegramEndpoints } from '../../src/core/contract/telegramEndpoints.ts';
import {
  MAX_TELEGRAMS,
  TELEGRAM_OUTCOMES,
  type TelegramOutcome,
  type TelegramResult,
} from '../../src/core/contract/telegrams.ts';
import { telegramLines } from '../../src/core/telegrams/index.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface TelegramsIngestResult {
  total: number;
  counts: Record<TelegramOutcome, number>;
  /** telegrams neither stored nor already there */
  failed: number;
  /** the first failures, with their line's index among the telegrams */
  failures: TelegramResult[];
}

/** Outcomes that are no failure: stored now, or stored before. */
const FINE: readonly TelegramOutcome[] = ['stored', 'duplicate'];
const SHOWN_FAILURES = 20;

/**
 * Sends a receiver's listing (one `hex` or `hex;timestamp` a line; `-` reads standard input) to the server in
 * requests of at most 10,000 telegrams, and adds up what became of each.
 */
export async function telegramsIngest(
  context: CliContext,
  file: string,
  input: { stdin: NodeJS.ReadableStream },
  onProgress?: (done: number, total: number) => void,
): Promise<TelegramsIngestResult> {
  const text = file === '-' ? await readAll(input.stdin) : await readText(file);
  const read = telegramLines(text);
  if (!read.ok)
    throw new UsageError(`line ${read.line}: "${read.value}" is not a timestamp; write hex or hex;timestamp`);
  const { telegrams } = read;
  const counts = Object.fromEntries(TELEGRAM_OUTCOMES.map((o) => [o, 0])) as Record<TelegramOutcome, number>;
  const failures: TelegramResult[] = [];
  for (let at = 0; at < telegrams.length; at += MAX_TELEGRAMS) {
    onProgress?.(at, telegrams.length);
    const body = { telegrams: telegrams.slice(at, at + MAX_TELEGRAMS) };
    const answer = await withSession(context, () => callEndpoint(context.http, telegramEndpoints.ingest, { body }));
    for (const result of answer.results) {
      counts[result.outcome] += 1;
      if (!FINE.includes(result.outcome) && failures.length < SHOWN_FAILURES)
        failures.push({ ...result, index: result.index + at });
    }
  }
  onProgress?.(telegrams.length, telegrams.length);
  const failed = telegrams.length - counts.stored - counts.duplicate;
  return { total: telegrams.length, counts, failed, failures };
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
