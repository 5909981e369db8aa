import type { ChirpstackEvent, TtsMessage } from '../../../src/core/contract/lorawan.ts';
import type { EventNaming } from './takeChirpstackEvent.ts';

/** The Things Stack's field names, for the reasons an event gets back. */
export const TTS_NAMING: EventNaming = {
  network: 'The Things Stack',
  devEui: 'end_device_ids.dev_eui',
  data: 'uplink_message.frm_payload',
  object: 'uplink_message.decoded_payload',
};

/** the message kinds of The Things Stack's webhook that the portal acts on, as ChirpStack's events */
const KINDS: Record<string, string> = { uplink_message: 'up', join_accept: 'join' };
/** the message kinds The Things Stack's webhook sends that carry nothing the portal keeps */
const OTHER_KINDS = [
  'downlink_ack',
  'downlink_nack',
  'downlink_sent',
  'downlink_failed',
  'downlink_queued',
  'downlink_queue_invalidated',
  'location_solved',
  'service_data',
];

/**
 * A message of The Things Stack v3's webhook as the ChirpStack event the portal takes: `uplink_message` an
 * `up`, `join_accept` a `join`, any other an event of its own kind (acknowledged, nothing stored). The
 * Application Server's correlation id (`as:up:…`) names the message for replays; without one, the session
 * and frame counter do.
 */
export function chirpstackShapeOfTts(message: TtsMessage): { kind: string; event: ChirpstackEvent } {
  const known = Object.keys(KINDS).find((key) => message[key] !== undefined);
  const kind = known
    ? KINDS[known]
    : (OTHER_KINDS.find((key) => message[key] !== undefined) ?? 'unknown');
  const up = message.uplink_message;
  const correlation = (message.correlation_ids ?? []).find((id) => /^as:up:/.test(id));
  const session = typeof up?.session_key_id === 'string' ? up.session_key_id : undefined;
  const deduplicationId =
    correlation ?? (session && up?.f_cnt !== undefined ? `${session}:${up.f_cnt}` : undefined);
  const devEui = message.end_device_ids?.dev_eui;
  return {
    kind,
    event: {
      deduplicationId: deduplicationId?.slice(0, 100),
      time: up?.received_at ?? message.join_accept?.received_at ?? message.received_at,
      deviceInfo: devEui === undefined ? undefined : { devEui, deviceName: message.end_device_ids?.device_id },
      fPort: up?.f_port,
      fCnt: up?.f_cnt,
      data: up?.frm_payload,
      object: up?.decoded_payload,
      rxInfo: up?.rx_metadata?.map((rx) => ({
        gatewayId: rx.gateway_ids?.gateway_id,
        rssi: rx.rssi ?? rx.channel_rssi,
        snr: rx.snr,
      })),
      txInfo: { modulation: { lora: { spreadingFactor: up?.settings?.data_rate?.lora?.spreading_factor } } },
    },
  };
}
