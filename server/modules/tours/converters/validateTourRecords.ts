import type { Converter } from '../../../../src/core/contract/tours.ts';
import type { TourField } from '../../../../src/core/domain/tourFields.ts';
import { msg, type Msg } from '../../../http/HttpError.ts';
import { yieldToEventLoop } from '../../../jobs/yieldToEventLoop.ts';
import { parseTourDate, parseTourNumber } from './parseTourValues.ts';
import type { TourRecord } from './TourRecord.ts';

/** A register ready to store. */
export interface ParsedRegister {
  row: number;
  itemNumber: number;
  address: string;
  meterSerial: string;
  measuringPoint: string;
  registerId: string;
  kind: string;
  unit: string;
  previousValue: number | null;
  minValue: number | null;
  maxValue: number | null;
  readValue: number | null;
  readAt: Date | null;
  note: string;
  source: string[];
}

export interface RejectedRow {
  row: number;
  reason: Msg;
}

/** records checked between two looks at other requests (5,000 held the thread up to 160 ms) */
const SLICE_RECORDS = 1000;

const NUMBER_FIELDS = ['previous_value', 'min_value', 'max_value', 'read_value'] as const;

/**
 * Checks every record before anything is written: each bad row is reported with its number and reason,
 * and one of them rejects the file. Rows of one item share its number (or, without one, its meter serial).
 */
export async function validateTourRecords(records: TourRecord[], converter: Converter) {
  const registers: ParsedRegister[] = [];
  const rejected: RejectedRow[] = [];
  const itemBySerial = new Map<string, number>();
  const serialByItem = new Map<number, string>();
  const seen = new Set<string>();
  let checked = 0;
  for (const { row, fields, source } of records) {
    if (++checked % SLICE_RECORDS === 0) await yieldToEventLoop();
    const f = (field: TourField) => fields[field] ?? '';
    const reject = (reason: Msg) => rejected.push({ row, reason });
    const serial = f('meter_serial');
    if (serial === '') {
      reject(msg('rowMissingSerial', { row }));
      continue;
    }
    const numbers: Partial<Record<(typeof NUMBER_FIELDS)[number], number | null>> = {};
    const bad = NUMBER_FIELDS.find((field) => {
      numbers[field] = parseTourNumber(f(field), converter);
      return Number.isNaN(numbers[field]);
    });
    if (bad) {
      reject(msg('rowBadNumber', { row, field: bad, value: f(bad).slice(0, 40) }));
      continue;
    }
    const readAt = parseTourDate(f('read_at'), converter);
    if (readAt && Number.isNaN(readAt.getTime())) {
      reject(msg('rowBadDate', { row, field: 'read_at', value: f('read_at').slice(0, 40) }));
      continue;
    }
    const { min_value: min = null, max_value: max = null } = numbers;
    if (min !== null && max !== null && min > max) {
      reject(msg('rowBadRange', { row }));
      continue;
    }
    let itemNumber: number;
    if (f('item_number') !== '') {
      itemNumber = Number(f('item_number'));
      if (!/^\d{1,9}$/.test(f('item_number')) || itemNumber < 1) {
        reject(msg('rowBadNumber', { row, field: 'item_number', value: f('item_number').slice(0, 40) }));
        continue;
      }
    } else {
      itemNumber = itemBySerial.get(serial) ?? itemBySerial.size + 1;
      itemBySerial.set(serial, itemNumber);
    }
    const known = serialByItem.get(itemNumber);
    if (known !== undefined && known !== serial) {
      reject(msg('rowItemSerialMismatch', { row, item: itemNumber, serial: known }));
      continue;
    }
    serialByItem.set(itemNumber, serial);
    const registerId = f('register_id') || '1';
    const key = `${itemNumber}\u0000${registerId}`;
    if (seen.has(key)) {
      reject(msg('rowRepeatedRegister', { row, item: itemNumber, register: registerId }));
      continue;
    }
    seen.add(key);
    registers.push({
      row,
      itemNumber,
      address: f('address'),
      meterSerial: serial,
      measuringPoint: f('measuring_point'),
      registerId,
      kind: f('register_kind') || 'volume',
      unit: f('unit') || 'm3',
      previousValue: numbers.previous_value ?? null,
      minValue: min,
      maxValue: max,
      readValue: numbers.read_value ?? null,
      readAt: numbers.read_value != null ? (readAt ?? null) : null,
      note: f('note'),
      source,
    });
  }
  return { registers, rejected };
}
