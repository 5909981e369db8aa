import { z } from 'zod';

/** `device-types/:type/codec.js`: the device type whose LoRaWAN codec is asked for. */
export const codecParams = z.object({ type: z.string().max(64) });

/** `integrations/chirpstack/?event=`: the kind of event ChirpStack's HTTP integration posts (`up`, `status`, `join`, …). */
export const chirpstackQuery = z.object({ event: z.string().trim().min(1).max(40) });

/** The longest FRMPayload in base64: LoRaWAN carries at most 242 bytes (324 characters), with room for padding. */
export const MAX_LORAWAN_DATA_CHARS = 400;

const gatewayReception = z.looseObject({
  gatewayId: z.string().max(64).optional(),
  rssi: z.number().optional(),
  snr: z.number().optional(),
});

/**
 * One event body of ChirpStack v4's HTTP integration (JSON marshaler): the fields the portal reads, every
 * other field let through. `up`: `data` (base64 FRMPayload), `fPort`, `fCnt`, `object` (ChirpStack's own
 * decoding, if its device profile has a codec), `rxInfo` per gateway, `txInfo.modulation.lora`; `status`:
 * `batteryLevel` (%); `join`: the device joined.
 */
export const chirpstackEvent = z.looseObject({
  deduplicationId: z.string().max(100).optional(),
  time: z.string().max(64).optional(),
  deviceInfo: z
    .looseObject({
      devEui: z.string().max(64).optional(),
      deviceName: z.string().max(200).optional(),
    })
    .optional(),
  fPort: z.number().int().min(0).max(255).optional(),
  fCnt: z.number().int().min(0).max(4_294_967_295).optional(),
  data: z.string().max(MAX_LORAWAN_DATA_CHARS).optional(),
  object: z.record(z.string(), z.unknown()).optional(),
  rxInfo: z.array(gatewayReception).max(100).optional(),
  txInfo: z
    .looseObject({
      frequency: z.number().optional(),
      modulation: z
        .looseObject({
          lora: z.looseObject({ spreadingFactor: z.number().int().optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
  batteryLevel: z.number().optional(),
  batteryLevelUnavailable: z.boolean().optional(),
  margin: z.number().optional(),
});
export type ChirpstackEvent = z.infer<typeof chirpstackEvent>;

const ttsGateway = z.looseObject({
  gateway_ids: z.looseObject({ gateway_id: z.string().max(64).optional() }).optional(),
  rssi: z.number().optional(),
  channel_rssi: z.number().optional(),
  snr: z.number().optional(),
});

/**
 * One message of The Things Stack v3's webhook (JSON): the fields the portal reads, every other field let
 * through. The message's kind is the key it carries: `uplink_message` (`frm_payload` base64, `f_port`, `f_cnt`,
 * `decoded_payload`, `rx_metadata` per gateway, `settings.data_rate.lora.spreading_factor`, `received_at`),
 * `join_accept`, or another (acknowledged). `correlation_ids` name the message (`as:up:…`) for replays.
 */
export const ttsMessage = z.looseObject({
  end_device_ids: z
    .looseObject({
      device_id: z.string().max(200).optional(),
      dev_eui: z.string().max(64).optional(),
    })
    .optional(),
  correlation_ids: z.array(z.string().max(200)).max(50).optional(),
  received_at: z.string().max(64).optional(),
  uplink_message: z
    .looseObject({
      f_port: z.number().int().min(0).max(255).optional(),
      f_cnt: z.number().int().min(0).max(4_294_967_295).optional(),
      frm_payload: z.string().max(MAX_LORAWAN_DATA_CHARS).optional(),
      decoded_payload: z.record(z.string(), z.unknown()).optional(),
      rx_metadata: z.array(ttsGateway).max(100).optional(),
      settings: z
        .looseObject({
          data_rate: z
            .looseObject({
              lora: z.looseObject({ spreading_factor: z.number().int().optional() }).optional(),
            })
            .optional(),
        })
        .optional(),
      received_at: z.string().max(64).optional(),
    })
    .optional(),
  join_accept: z.looseObject({ received_at: z.string().max(64).optional() }).optional(),
});
export type TtsMessage = z.infer<typeof ttsMessage>;

/**
 * What became of an event: a reading stored (or already stored: a replay), a battery level or join noted,
 * or why nothing was stored. Every outcome is answered with 200, since ChirpStack retries any other status.
 */
export const LORAWAN_OUTCOMES = [
  'stored',
  'duplicate',
  'battery',
  'joined',
  'ignored',
  'unknown_device',
  'foreign',
  'undecodable',
  'malformed',
] as const;
export type LorawanOutcome = (typeof LORAWAN_OUTCOMES)[number];

export const lorawanEventResult = z.object({
  event: z.string(),
  outcome: z.enum(LORAWAN_OUTCOMES),
  /** why nothing (more) was stored */
  reason: z.string().nullable(),
  /** the device EUI as the portal spells it: 16 hex digits, upper case */
  dev_eui: z.string().nullable(),
  installation: z.string().nullable(),
  /** the codec the payload was decoded with */
  codec: z.string().nullable(),
  warnings: z.array(z.string()),
  /** fields of ChirpStack's `object` whose value differs from the portal's decoding */
  disagreements: z.array(z.string()),
});
export type LorawanEventResult = z.infer<typeof lorawanEventResult>;
