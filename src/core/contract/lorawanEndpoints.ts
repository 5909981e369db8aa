import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('lorawan', () => import('./lorawan.ts'));

/** LoRaWAN: the payload codecs network servers run, and the events of their integrations. */
export const lorawanEndpoints = {
  /** the codec script of a device type (JavaScript, `decodeUplink`) as a device profile takes it */
  codec: endpoint({
    scope: 'system',
    permission: null,
    method: 'GET',
    path: 'device-types/:type/codec.js',
    params: 'codecParams',
    response: null,
    summary: 'The LoRaWAN payload codec (decodeUplink) of a device type, as JavaScript',
  }),
  /** an event of ChirpStack v4's HTTP integration: adding readings is device management, as for telegrams */
  chirpstack: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'integrations/chirpstack',
    // the integration posts with its company's ingestion key (or a user's token)
    ingestion: true,
    query: 'chirpstackQuery',
    body: 'chirpstackEvent',
    response: 'lorawanEventResult',
    summary: 'Take an event of ChirpStack v4’s HTTP integration (up, status, join; others are acknowledged)',
  }),
  /** a message of The Things Stack v3's webhook, taken as ChirpStack's events are */
  tts: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'integrations/tts',
    // the webhook posts with its company's ingestion key (or a user's token) as an additional header
    ingestion: true,
    body: 'ttsMessage',
    response: 'lorawanEventResult',
    summary: 'Take a message of The Things Stack v3’s webhook (uplink_message, join_accept; others are acknowledged)',
  }),
};
