// Wireless M-Bus decoding on one core: GWF mode 5 telegrams (ELL, long header, 2 encrypted blocks) decoded
// from hex, beside Node's AES-128-CBC decryption of the same encrypted bytes alone. Run through `npm run bench`.
import { createDecipheriv } from 'node:crypto';
import { hexBytes } from '../../src/core/telegrams/hexBytes.ts';
import { decodeTelegram } from '../../src/core/telegrams/index.ts';
import { encryptTelegram } from '../unit/telegrams/buildTelegram.ts';
import { DECRYPTED_VECTORS } from '../unit/telegrams/telegramVectors.ts';

export interface TelegramBenchRow {
  name: string;
  value: string;
  baseline: string;
}

const KEY = '000102030405060708090A0B0C0D0E0F';
const COUNT = 1000;
/** where the vector's transport layer has its access number, and where its encrypted blocks start */
const ACCESS = 22;
const ENCRYPTED = 26;

/**
 * Runs `once(i)` over and over for about `ms` milliseconds of this process's CPU time and answers how many
 * per CPU second: CPU time, not wall time, so that other work on a shared machine does not count.
 */
function perSecond(once: (i: number) => void, ms: number): number {
  let done = 0;
  const started = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < COUNT; i++) once(i);
    done += COUNT;
    const used = process.cpuUsage(started);
    elapsed = (used.user + used.system) / 1000;
  }
  return (done / elapsed) * 1000;
}

export async function benchTelegrams(): Promise<TelegramBenchRow[]> {
  const source = hexBytes(DECRYPTED_VECTORS[1].hex);
  const telegrams = Array.from({ length: COUNT }, (_, i) => {
    const bytes = Uint8Array.from(source);
    bytes[ACCESS] = i & 0xff;
    return encryptTelegram(Buffer.from(bytes).toString('hex'), KEY);
  });
  const key = hexBytes(KEY);
  const blocks = telegrams.map((hex) => {
    const bytes = hexBytes(hex);
    const iv = new Uint8Array(16);
    iv.set(bytes.subarray(14, 22).slice(4, 6), 0);
    iv.set(bytes.subarray(14, 18), 2);
    iv.set(bytes.subarray(20, 22), 6);
    iv.fill(bytes[ACCESS], 8);
    return { iv, data: bytes.subarray(ENCRYPTED, ENCRYPTED + 32) };
  });
  let failures = 0;
  let checks = 0;
  const decodeOne = (i: number) => {
    const result = decodeTelegram(telegrams[i], { key: KEY });
    if (!result.ok) failures++;
  };
  const decryptOne = (i: number) => {
    const decipher = createDecipheriv('aes-128-cbc', key, blocks[i].iv);
    decipher.setAutoPadding(false);
    const clear = Buffer.concat([decipher.update(blocks[i].data), decipher.final()]);
    if (clear[0] === 0x2f) checks++;
  };
  perSecond(decodeOne, 300);
  perSecond(decryptOne, 300);
  const decoded = perSecond(decodeOne, 2000);
  const decrypted = perSecond(decryptOne, 2000);
  if (failures > 0 || checks === 0) throw new Error(`${failures} telegrams failed to decode`);
  return [
    {
      name: 'telegram decode, GWF mode 5 from hex (ELL, long header, 2 blocks), one core',
      value: `${Math.round(decoded).toLocaleString('en')} telegrams per CPU second (${(1e6 / decoded).toFixed(1)} µs each)`,
      baseline: `AES-128-CBC decrypt of the same 32 bytes ${Math.round(decrypted).toLocaleString('en')} per CPU second (decode ${((decoded / decrypted) * 100).toFixed(0)} %)`,
    },
  ];
}
