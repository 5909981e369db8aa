/** The fields of an RCM-LRW10 uplink, as the codec reads them (codecs/rcmLrw10.js). */
export interface RcmLrw10Frame {
  /** 1 standard, 2 without due date */
  protocol?: number;
  /** 8 digits */
  meterId: string;
  /** 0x07 water */
  medium?: number;
  /** byte 8 */
  status?: number;
  actualityDuration?: number;
  /** byte 11: 0x13 litres */
  vif?: number;
  register: number;
  /** byte 16 */
  flags?: number;
  batterySemesters?: number;
  linkError?: boolean;
  checksum?: number;
}

const GWF = 0x1ee6;

/** The 20 bytes of an RCM-LRW10 uplink: for tests and the simulator. */
export function encodeRcmLrw10(frame: RcmLrw10Frame): number[] {
  const digits = frame.meterId.padStart(8, '0');
  const bcd = [6, 4, 2, 0].map((at) => parseInt(digits.slice(at, at + 2), 16));
  const le = (value: number, count: number) =>
    Array.from({ length: count }, (_, i) => Math.floor(value / 256 ** i) % 256);
  const checksum = frame.checksum ?? 0;
  return [
    frame.protocol ?? 1,
    ...le(GWF, 2),
    ...bcd,
    frame.medium ?? 0x07,
    frame.status ?? 0,
    ...le(frame.actualityDuration ?? 0, 2),
    frame.vif ?? 0x13,
    ...le(frame.register, 4),
    frame.flags ?? 0,
    ((frame.batterySemesters ?? 0) << 3) | (frame.linkError ? 0x04 : 0),
    checksum >> 8,
    checksum & 0xff,
  ];
}
