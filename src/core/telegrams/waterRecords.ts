export interface WaterReading {
  total_m3: number;
  /** m3/h */
  flow_m3h?: number;
  /** the meter's clock, UTC parts are written as its local time */
  meter_datetime?: Date;
  /** GWF's manufacturer block: status bits and remaining battery life */
  gwf?: { status: number; battery_years: number };
}

/**
 * The data records of a water meter's reading (EN 13757-3 §6, Tables 4 and 10): volume as a 32-bit integer of
 * litres (DIF 0x04, VIF 0x13 = 10^-3 m3), flow as a 16-bit integer of l/h (DIF 0x02, VIF 0x3B = 10^-3 m3/h),
 * the date-time as type F (DIF 0x04, VIF 0x6D) and, for GWF modules, the manufacturer block after DIF 0x0F
 * (type byte 0x01, status, battery half-years × 8; see statusFlags.ts).
 */
export function waterRecords(reading: WaterReading): Uint8Array {
  const bytes: number[] = [0x04, 0x13, ...int(Math.round(reading.total_m3 * 1000), 4)];
  if (reading.flow_m3h !== undefined) bytes.push(0x02, 0x3b, ...int(Math.round(reading.flow_m3h * 1000), 2));
  if (reading.meter_datetime) bytes.push(0x04, 0x6d, ...typeF(reading.meter_datetime));
  if (reading.gwf)
    bytes.push(0x0f, 0x01, reading.gwf.status & 0xff, (Math.round(reading.gwf.battery_years * 2) * 8) & 0xf8);
  return Uint8Array.from(bytes);
}

/** A little-endian two's-complement integer of `size` bytes. */
function int(value: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => Number((BigInt(value) >> BigInt(8 * i)) & 0xffn));
}

/** Type F: minute (bits 0–5), hour (8–12), day (16–20), month (24–27), year − 2000 in bits 21–23 and 28–31. */
function typeF(date: Date): number[] {
  const year = date.getUTCFullYear() - 2000;
  return [
    date.getUTCMinutes() & 0x3f,
    date.getUTCHours() & 0x1f,
    (date.getUTCDate() & 0x1f) | ((year & 0x07) << 5),
    ((date.getUTCMonth() + 1) & 0x0f) | ((year & 0x78) << 1),
  ];
}
