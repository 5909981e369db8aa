import { toHex } from './hexBytes.ts';
import { malformed } from './telegramError.ts';
import { COMBINABLE, extensionFb, extensionFd, primaryVif, type ValueKind, type VifMeaning } from './vifTables.ts';

export interface ValueInformation {
  /** VIF and VIFEs as sent, hex */
  vif: string;
  quantity: string;
  unit: string;
  /** power of ten the raw value is multiplied by */
  exponent: number;
  kind: ValueKind;
  next: number;
}

/** EN 13757-3 allows up to 10 VIFEs after a VIF. */
const MAX_VIFES = 10;

/**
 * The value information block at `at` (EN 13757-3 §6.4): VIF, then VIFEs while bit 7 is set. 0xFB and 0xFD
 * take their meaning from the next byte's table; 0x7C/0xFC is a plain-text unit (length byte and ASCII,
 * last character first, after the VIFEs); 0x7F/0xFF is manufacturer specific; 0x7E/0xFE any VIF. Unknown codes
 * give quantity "unknown"; the record is still read, since the DIF alone gives its length.
 */
export function readValueInformation(bytes: Uint8Array, at: number): ValueInformation {
  let pos = at;
  const vif = byteAt(bytes, pos++);
  const code = vif & 0x7f;
  let meaning: VifMeaning | undefined;
  let extended = (vif & 0x80) !== 0;
  if (vif === 0xfb || vif === 0xfd) {
    const ext = byteAt(bytes, pos++);
    meaning = (vif === 0xfb ? extensionFb : extensionFd)(ext & 0x7f);
    extended = (ext & 0x80) !== 0;
  } else if (code === 0x7c) {
    meaning = ['plain_text_unit', '', 0];
  } else if (code === 0x7e) {
    meaning = ['any', '', 0];
  } else if (code === 0x7f) {
    meaning = ['manufacturer_specific', '', 0];
  } else {
    meaning = primaryVif(code);
  }
  const [baseQuantity, baseUnit, baseExponent, kind = 'number'] = meaning ?? ['unknown', '', 0];
  let [quantity, unit, exponent] = [baseQuantity, baseUnit, baseExponent];
  const tags: string[] = [];
  let vifes = 0;
  let manufacturerVifes = code === 0x7f;
  while (extended) {
    if (++vifes > MAX_VIFES) throw malformed('A value information block has more than 10 extensions.');
    const vife = byteAt(bytes, pos++);
    extended = (vife & 0x80) !== 0;
    if (manufacturerVifes) continue;
    const c = vife & 0x7f;
    if (c >= 0x70 && c <= 0x77) exponent += (c & 7) - 6;
    else if (c === 0x7d) exponent += 3;
    else if (c === 0x7f) manufacturerVifes = true;
    else tags.push(COMBINABLE[c] ?? `vife_${toHex(bytes, pos - 1, pos).toLowerCase()}`);
  }
  if (code === 0x7c) {
    const length = byteAt(bytes, pos++);
    if (pos + length > bytes.length) throw malformed('A plain-text unit runs past the telegram.');
    unit = String.fromCharCode(...bytes.slice(pos, pos + length).reverse());
    pos += length;
  }
  if (tags.length > 0) quantity = `${quantity}_${tags.join('_')}`;
  return { vif: toHex(bytes, at, pos), quantity, unit, exponent, kind, next: pos };
}

function byteAt(bytes: Uint8Array, at: number): number {
  if (at >= bytes.length) throw malformed('The telegram ends inside a value information block.');
  return bytes[at];
}
