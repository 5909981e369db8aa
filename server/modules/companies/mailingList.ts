import { z } from 'zod';
import { fieldErrors, msg } from '../../http/HttpError.ts';

const address = z.email();

/**
 * The alert e-mails as stored: from a list or the form's comma-separated text, blank entries dropped,
 * surrounding spaces trimmed. Every entry that is not an address is named in the field error.
 */
export function parseMailingList(input: string | readonly string[]): string[] {
  const entries = (typeof input === 'string' ? input.split(',') : input).map((e) => e.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !address.safeParse(entry).success);
  if (wrong.length > 0) throw fieldErrors({ mailing_list: wrong.map((entry) => msg('invalidMailingEntry', { entry })) });
  return [...new Set(entries)];
}
