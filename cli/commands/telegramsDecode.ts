import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { telegramEndpoints } from '../../src/core/contract/telegramEndpoints.ts';
import type { TelegramDecoded } from '../../src/core/contract/telegrams.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface TelegramsDecodeOptions {
  /** 32 hex digits; without it the server uses the module's stored key if you may see it */
  key?: string;
}

/** Decodes one telegram on the server (nothing is stored). */
export async function telegramsDecode(
  context: CliContext,
  hex: string,
  options: TelegramsDecodeOptions,
): Promise<TelegramDecoded> {
  if (options.key !== undefined && !/^[0-9a-fA-F]{32}$/.test(options.key))
    throw new UsageError('--key expects 32 hex digits');
  return withSession(context, () =>
    callEndpoint(context.http, telegramEndpoints.decode, { body: { telegram: hex, key: options.key } }),
  );
}
