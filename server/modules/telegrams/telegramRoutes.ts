import type { FastifyInstance } from 'fastify';
import { telegramEndpoints as endpoints } from '../../../src/core/contract/telegramEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mountEndpoint } from '../../http/mountEndpoint.ts';
import { decodeWithStoredKey } from './decodeWithStoredKey.ts';
import { ingestTelegrams } from './ingestTelegrams.ts';
import { readTelegramLines } from './readTelegramLines.ts';

/** 10,000 telegrams of up to 256 bytes in hex with their times: well under this. */
const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Telegrams: decode one, or ingest many as readings. Registered as a plugin of its own so that its
 * text/plain reader (one telegram a line, as receivers print them) serves these routes only; every other
 * route keeps answering plain text with a 415.
 */
export const telegramRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, readTelegramLines(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  await mountEndpoint(app, endpoints.decode, ({ body, caller, scope, request }) =>
    decodeWithStoredKey(body, { db: ctx.db, vault: ctx.keyVault, caller, scope, request }),
  );

  await mountEndpoint(app, endpoints.ingest, ({ body, scope }) => ingestTelegrams(ctx, { scope }, body.telegrams), {
    bodyLimit: INGEST_BODY_LIMIT,
  });
};
