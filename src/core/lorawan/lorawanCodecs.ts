import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The LoRaWAN payload codecs, one self-contained script each (`codecs/`), by the device type a device profile
 * exports them for: the portal's LoRa meter type (the RCM-LRW10 module) and the Sonico Nano meter it carries.
 */
export const LORAWAN_CODEC_FILES = {
  rcmlrwotaa: 'rcmLrw10.js',
  'sonico-nano': 'sonicoNano.js',
} as const;

export type LorawanCodecType = keyof typeof LORAWAN_CODEC_FILES;

export function isLorawanCodecType(value: unknown): value is LorawanCodecType {
  return typeof value === 'string' && Object.hasOwn(LORAWAN_CODEC_FILES, value);
}

/** The input of a codec, as network servers give it. */
export interface UplinkInput {
  bytes: readonly number[];
  fPort: number;
  recvTime?: Date;
}

/** What a codec answers: `data` unless `errors`. */
export interface UplinkOutput {
  data?: Record<string, unknown>;
  errors?: string[];
  warnings?: string[];
}

const sources = new Map<LorawanCodecType, string>();
const compiled = new Map<LorawanCodecType, (input: UplinkInput) => UplinkOutput>();

/** The codec's file as it is served: JavaScript with one global `decodeUplink`. */
export function codecSource(type: LorawanCodecType): string {
  let source = sources.get(type);
  if (source === undefined) {
    source = readFileSync(path.join(import.meta.dirname, 'codecs', LORAWAN_CODEC_FILES[type]), 'utf8');
    sources.set(type, source);
  }
  return source;
}

/**
 * Runs the served file's `decodeUplink`, evaluated once in a context of its own as a network server would:
 * the portal decodes with exactly what it exports. A codec that throws answers with an error.
 */
export function runCodec(type: LorawanCodecType, input: UplinkInput): UplinkOutput {
  let decode = compiled.get(type);
  if (!decode) {
    decode = runInNewContext(
      `${codecSource(type)}\n;decodeUplink`,
      {},
      {
        filename: LORAWAN_CODEC_FILES[type],
      },
    ) as (input: UplinkInput) => UplinkOutput;
    compiled.set(type, decode);
  }
  try {
    // the answer is made in the codec's context: copied into plain objects of this one
    return JSON.parse(
      JSON.stringify(decode({ bytes: [...input.bytes], fPort: input.fPort, recvTime: input.recvTime })),
    ) as UplinkOutput;
  } catch (error) {
    return { errors: [`codec failed: ${(error as Error).message}`] };
  }
}
