/**
 * LoRaWAN payload codecs: the self-contained scripts a network server runs (`codecs/`), the portal's typed
 * use of them, and encoders for tests and the simulator. Node only (the scripts run in node:vm).
 */
export {
  codecSource,
  isLorawanCodecType,
  LORAWAN_CODEC_FILES,
  runCodec,
  type LorawanCodecType,
  type UplinkInput,
  type UplinkOutput,
} from './lorawanCodecs.ts';
export { codecForPort, decodeLorawan, type LorawanDecodeResult, type LorawanReading } from './decodeLorawan.ts';
export { normalizeEui } from './devEui.ts';
export { encodeRcmLrw10, type RcmLrw10Frame } from './encodeRcmLrw10.ts';
export {
  encodeSonicoNano,
  SONICO_NANO_ALARMS,
  type SonicoNanoAlarm,
  type SonicoNanoFrame,
} from './encodeSonicoNano.ts';
