import type { ReadoutRow } from './ReadoutRow.ts';

const CHUNK_BYTES = 8 * 1024 * 1024;
/** field count + 15 length words + the widest data of a row */
const MAX_ROW_BYTES = 2 + 15 * 4 + 84;
const PG_EPOCH_SECONDS = 946_684_800;
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');

/**
 * Encodes readout rows in PostgreSQL's binary COPY format (header, per row a field count and
 * length-prefixed big-endian values, trailer). No number is turned into text on either side, which on
 * PGlite makes COPY about three times as fast as CSV. The column order is that of `COPY_COLUMNS`.
 */
export function binaryCopyEncoder() {
  let chunks: Array<Buffer<ArrayBuffer>> = [];
  let buf: Buffer<ArrayBuffer> = Buffer.allocUnsafe(CHUNK_BYTES);
  let o = 0;
  let rows = 0;
  const nullField = () => {
    buf.writeInt32BE(-1, o);
    o += 4;
  };
  const f8 = (v: number | null) => {
    if (v === null) return nullField();
    buf.writeInt32BE(8, o);
    buf.writeDoubleBE(v, o + 4);
    o += 12;
  };
  const i4 = (v: number | null) => {
    if (v === null) return nullField();
    buf.writeInt32BE(4, o);
    buf.writeInt32BE(v, o + 4);
    o += 8;
  };
  const i2 = (v: number | null) => {
    if (v === null) return nullField();
    buf.writeInt32BE(2, o);
    buf.writeInt16BE(v, o + 4);
    o += 6;
  };
  /** timestamptz: microseconds since 2000-01-01 as a signed 64-bit integer, written as two words */
  const ts = (epochSeconds: number) => {
    const micros = (epochSeconds - PG_EPOCH_SECONDS) * 1_000_000;
    buf.writeInt32BE(8, o);
    const high = Math.floor(micros / 2 ** 32);
    buf.writeInt32BE(high, o + 4);
    buf.writeUInt32BE(micros - high * 2 ** 32, o + 8);
    o += 12;
  };
  const reset = () => {
    chunks = [HEADER];
    buf = Buffer.allocUnsafe(CHUNK_BYTES);
    o = 0;
    rows = 0;
  };
  reset();
  return {
    add(r: ReadoutRow) {
      if (o + MAX_ROW_BYTES > buf.length) {
        chunks.push(buf.subarray(0, o));
        buf = Buffer.allocUnsafe(CHUNK_BYTES);
        o = 0;
      }
      buf.writeInt16BE(15, o);
      o += 2;
      i4(r.installationId);
      ts(r.epoch);
      f8(r.totalVolume);
      f8(r.flow);
      f8(r.level1);
      f8(r.meanVelocity);
      i4(r.sensorStatus);
      f8(r.temperature);
      f8(r.batteryVoltage);
      i2(r.battery1Status);
      i2(r.battery2Status);
      i4(r.batteryLifetime);
      i2(r.signalStrength);
      i2(r.spreadingFactor);
      i4(r.alertFlags);
      rows++;
    },
    get rows() {
      return rows;
    },
    /** the whole COPY payload of the rows added since the last take, trailer included */
    take(): Blob {
      const trailer = Buffer.from([0xff, 0xff]);
      const blob = new Blob([...chunks, buf.subarray(0, o), trailer]);
      reset();
      return blob;
    },
  };
}
