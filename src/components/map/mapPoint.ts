/** A measuring point as the map draws it, whatever names the server used for its fields. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  customerId?: string;
  /** The measuring point id (mpid) shown in the popup. */
  mpid?: string;
  meterSerial?: string;
  moduleSerial?: string;
  moduleType?: string;
  /** Total volume in m³. */
  volume?: number;
  alertCount?: number;
  /** Where the popup's link to the point's device leads. */
  href?: string;
}

/** Where a user placed or moved a point, as the map emits it. */
export interface MapPickEvent {
  lat: number;
  lng: number;
  name: string;
  mode: 'new' | 'edit';
}

type Raw = Record<string, unknown>;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * Reads a measuring point from the map payload (spec section 3): `measuring_point_id` or `mpid`,
 * `mp_name` or `name`, `meter_serial` or `meter_serial_number`, `comd_serial` with `comd_type`,
 * `state.volume` and `state.alertCount`. Points without valid coordinates cannot be drawn and give null.
 */
export function toMapPoint(raw: Raw): MapPoint | null {
  const lat = asNumber(raw.lat);
  const lng = asNumber(raw.lng);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const state = raw.state !== null && typeof raw.state === 'object' ? (raw.state as Raw) : {};
  const id = asText(raw.measuring_point_id) ?? asText(raw.mpid) ?? asText(raw.customer_measuring_point_id);
  if (id === undefined) return null;
  return {
    id,
    name: asText(raw.mp_name) ?? asText(raw.name) ?? id,
    lat,
    lng,
    customerId: asText(raw.customer_measuring_point_id),
    meterSerial: asText(raw.meter_serial) ?? asText(raw.meter_serial_number),
    moduleSerial: asText(raw.comd_serial),
    moduleType: asText(raw.comd_type),
    volume: asNumber(state.volume),
    alertCount: asNumber(state.alertCount),
  };
}

/** All drawable points of a payload; the rest are dropped rather than drawn at 0,0. */
export function toMapPoints(raws: readonly Raw[]): MapPoint[] {
  return raws.map(toMapPoint).filter((point): point is MapPoint => point !== null);
}
