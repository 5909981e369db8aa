import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 256-pixel map tile drawn here: a faint grid, and in a checkerboard every other tile faintly shaded so
 * panning is visible. Mostly transparent, so the map's bundled land and coastlines show through it. Demos
 * and tests use it so that no map waits on a tile service on the internet.
 */
export function blankTile(shade: 0 | 1): Buffer {
  const ground = shade === 0 ? [0, 0, 0, 0] : [0x40, 0x50, 0x48, 0x0c];
  const line = [0x60, 0x70, 0x68, 0x38];
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let y = 0; y < SIZE; y += 1) {
    const start = y * (1 + SIZE * 4);
    rows[start] = 0; // filter: none
    for (let x = 0; x < SIZE; x += 1) {
      const colour = x % 64 === 0 || y % 64 === 0 ? line : ground;
      rows.set(colour, start + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
