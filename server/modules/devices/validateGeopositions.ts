import { GEOPOSITION_COLUMNS } from '../../../src/core/contract/devices.ts';
import { fieldError, fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import type { DeviceRepository, Position } from './deviceRepository.ts';

const MAX_REPORTED = 50;
export const MAX_ROWS = 100_000;

/** A coordinate as typed by people: "47.5" or, in a ";"-separated file, "47,5". */
function coordinate(text: string, limit: number): number | null {
  const normalised = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Math.abs(value) <= limit ? value : null;
}

/**
 * Checks every row of a geoposition file (header serial_number, latitude, longitude): each serial must be
 * a meter the caller can see, once, with coordinates in range. Any problem rejects the whole file with
 * every problem listed (up to 50), so nothing is written.
 */
export async function validateGeopositions(devices: DeviceRepository, rows: string[][]): Promise<Position[]> {
  const [header = [], ...body] = rows;
  const columns = GEOPOSITION_COLUMNS.map((name) => header.findIndex((cell) => cell.trim().toLowerCase() === name));
  if (columns.some((index) => index < 0)) throw fieldError('file', msg('geoColumns'));
  if (body.length === 0) throw fieldError('file', msg('emptyFile'));
  if (body.length > MAX_ROWS) throw fieldError('file', msg('tooManyItems', { n: MAX_ROWS }));
  const [serialAt, latAt, lngAt] = columns;
  const serials = [...new Set(body.map((cells) => cells[serialAt] ?? '').filter(Boolean))];
  const known = await devices.idsBySerial(serials);
  const errors: Msg[] = [];
  const seen = new Set<string>();
  const updates: Position[] = [];
  body.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    const serial = cells[serialAt] ?? '';
    const id = known.get(serial);
    if (id === undefined) errors.push(msg('rowUnknownSerial', { row, serial }));
    else if (seen.has(serial)) errors.push(msg('rowRepeatedSerial', { row, serial }));
    seen.add(serial);
    const latitude = coordinate(cells[latAt] ?? '', 90);
    const longitude = coordinate(cells[lngAt] ?? '', 180);
    if (latitude === null) errors.push(msg('rowBadLatitude', { row }));
    if (longitude === null) errors.push(msg('rowBadLongitude', { row }));
    if (id !== undefined && latitude !== null && longitude !== null) updates.push({ id, latitude, longitude });
  });
  if (errors.length > 0) throw fieldErrors({ file: errors.slice(0, MAX_REPORTED) });
  return updates;
}
