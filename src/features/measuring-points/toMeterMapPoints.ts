import type { MapPoint } from '../../components/map/index.ts';
import type { MeasuringPointMapRow } from '../../core/contract/measuringPoints.ts';

/**
 * The compact rows of `measuring_points/map/` as the map draws them. `deviceHref` makes the popup's link to
 * the assigned meter (none without a meter or without a template).
 */
export function toMeterMapPoints(
  rows: readonly MeasuringPointMapRow[],
  deviceHref?: (serial: string) => string,
): MapPoint[] {
  return rows.map(([id, lat, lng, name, mpid, meterSerial, comdSerial, comdType, volume, alertCount]) => ({
    id: String(id),
    name,
    lat,
    lng,
    mpid,
    meterSerial: meterSerial ?? undefined,
    moduleSerial: comdSerial ?? undefined,
    moduleType: comdType ?? undefined,
    volume: volume ?? undefined,
    alertCount,
    href: meterSerial && deviceHref ? deviceHref(meterSerial) : undefined,
  }));
}

/** `/devices?serial={serial}`-style templates: `{serial}` is replaced, URL-encoded. */
export function deviceHrefFrom(template: string | undefined): ((serial: string) => string) | undefined {
  if (!template) return undefined;
  return (serial) => template.replaceAll('{serial}', encodeURIComponent(serial));
}
