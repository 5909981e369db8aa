import { lorawanEndpoints as endpoints } from '../../../src/core/contract/lorawanEndpoints.ts';
import { codecSource, isLorawanCodecType } from '../../../src/core/lorawan/index.ts';
import { notFound } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { chirpstackShapeOfTts, TTS_NAMING } from './chirpstackShapeOfTts.ts';
import { takeChirpstackEvent } from './takeChirpstackEvent.ts';

/** LoRaWAN: the codecs as JavaScript for network servers, ChirpStack's integration events and The Things Stack's webhook. */
export const lorawanRoutes = mounter(async (mount, ctx) => {
  await mount(endpoints.codec, async ({ params, reply }) => {
    if (!isLorawanCodecType(params.type)) throw notFound();
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Content-Disposition', `inline; filename="${params.type}-codec.js"`)
      .send(codecSource(params.type));
  });

  await mount(endpoints.chirpstack, ({ query, body, caller, scope, request }) =>
    takeChirpstackEvent({ db: ctx.db, scope, caller, log: request.log }, query.event, body),
  );

  await mount(endpoints.tts, ({ body, caller, scope, request }) => {
    const { kind, event } = chirpstackShapeOfTts(body);
    return takeChirpstackEvent({ db: ctx.db, scope, caller, log: request.log, naming: TTS_NAMING }, kind, event);
  });
});
