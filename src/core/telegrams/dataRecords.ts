import { readDataField, type RecordValue } from './dataField.ts';
import { toHex } from './hexBytes.ts';
import { malformed } from './telegramError.ts';
import { readValueInformation } from './vif.ts';

export type RecordFunction = 'instantaneous' | 'maximum' | 'minimum' | 'error';

export interface TelegramRecord {
  /** DIF and DIFEs as sent, hex */
  dif: string;
  /** VIF and VIFEs as sent, hex */
  vif: string;
  storage: number;
  tariff: number;
  subunit: number;
  function: RecordFunction;
  quantity: string;
  unit: string;
  value: RecordValue;
}

export interface ApplicationData {
  records: TelegramRecord[];
  /** bytes after DIF 0x0F / 0x1F, hex */
  manufacturer_data?: string;
  /** DIF 0x1F: more records follow in the next telegram */
  more_records_follow: boolean;
}

const FUNCTIONS: RecordFunction[] = ['instantaneous', 'maximum', 'minimum', 'error'];
/** EN 13757-3 allows up to 10 DIFEs after a DIF. */
const MAX_DIFES = 10;

/**
 * The data records of the application layer (EN 13757-3 §6): DIF (data field bits 0–3, function bits 4–5,
 * storage number's lowest bit in bit 6), up to 10 DIFEs (4 more storage bits, 2 tariff bits, 1 sub-unit bit
 * each), the value information block, then the data. DIF 0x2F is a fill byte, 0x0F / 0x1F start manufacturer
 * data running to the end (0x1F: more records follow), 0x7F is a global readout request with no data; the
 * other special DIFs are reserved and make the telegram malformed.
 */
export function readDataRecords(bytes: Uint8Array, at: number): ApplicationData {
  const records: TelegramRecord[] = [];
  let pos = at;
  while (pos < bytes.length) {
    const start = pos;
    const dif = bytes[pos++];
    if (dif === 0x2f) continue;
    if (dif === 0x0f || dif === 0x1f) {
      return { records, manufacturer_data: toHex(bytes, pos), more_records_follow: dif === 0x1f };
    }
    if (dif === 0x7f) continue;
    if ((dif & 0x0f) === 0x0f) throw malformed(`The special DIF 0x${dif.toString(16)} is reserved.`);
    let storage = (dif >> 6) & 1;
    let tariff = 0;
    let subunit = 0;
    let extended = (dif & 0x80) !== 0;
    for (let n = 0; extended; n++) {
      if (n >= MAX_DIFES) throw malformed('A data record has more than 10 DIFEs.');
      if (pos >= bytes.length) throw malformed('The telegram ends inside a data information block.');
      const dife = bytes[pos++];
      storage += (dife & 0x0f) * 2 ** (1 + 4 * n);
      tariff += ((dife >> 4) & 3) * 4 ** n;
      subunit += ((dife >> 6) & 1) * 2 ** n;
      extended = (dife & 0x80) !== 0;
    }
    const dib = toHex(bytes, start, pos);
    const info = readValueInformation(bytes, pos);
    const { value, next } = readDataField(bytes, info.next, dif & 0x0f, info.kind, info.exponent);
    pos = next;
    records.push({
      dif: dib,
      vif: info.vif,
      storage,
      tariff,
      subunit,
      function: FUNCTIONS[(dif >> 4) & 3],
      quantity: info.quantity,
      unit: info.unit,
      value,
    });
  }
  return { records, more_records_follow: false };
}
