import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { codecSource, encodeRcmLrw10, encodeSonicoNano, LORAWAN_CODEC_FILES } from '../../../src/core/lorawan/index.ts';

describe('codec files', () => {
  it.each(Object.keys(LORAWAN_CODEC_FILES) as Array<keyof typeof LORAWAN_CODEC_FILES>)(
    '%s imports and exports nothing, and runs alone in an empty context',
    (type) => {
      const source = codecSource(type);
      expect(source).not.toMatch(/^\s*(import|export)\b|\brequire\(/m);
      const context: Record<string, unknown> = {};
      runInNewContext(source, context);
      expect(typeof context.decodeUplink).toBe('function');
      const input =
        type === 'rcmlrwotaa'
          ? { bytes: encodeRcmLrw10({ meterId: '20221031', register: 1500 }), fPort: 1 }
          : encodeSonicoNano({ volumeRaw: 1500, multiplier: 0 });
      const out = (context.decodeUplink as (input: unknown) => { data: Record<string, unknown> })(input);
      expect(out.data.volume_m3).toBe(1.5);
    },
  );
});
