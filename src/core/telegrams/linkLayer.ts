import { readMeterAddress, type MeterAddress } from './meterAddress.ts';

export interface LinkLayer {
  /** C field: 0x44 SND-NR, 0x46 SND-IR, 0x08 RSP-UD … (EN 13757-4) */
  c: number;
  address: MeterAddress & { raw: Uint8Array };
  /** index of the first CI field */
  next: number;
}

/** The data-link header of a frame without CRCs: L, C, M, A (EN 13757-4 §, first block). */
export function readLinkLayer(frame: Uint8Array): LinkLayer {
  return { c: frame[1], address: readMeterAddress(frame, 2), next: 10 };
}
