import type { MeasuringPoint, MeasuringPointCreate } from '../../core/contract/measuringPoints.ts';

/** What the create/edit form holds; the position stays empty until the user picks it on the map. */
export interface PointFormValues {
  name: string;
  mpid: string;
  customerId: string;
  company: number | null;
  meter: string | null;
  lat: number | null;
  lng: number | null;
}

export function initialValues(point: MeasuringPoint | undefined, defaultCompany: number | null): PointFormValues {
  if (!point) return { name: '', mpid: '', customerId: '', company: defaultCompany, meter: null, lat: null, lng: null };
  return {
    name: point.name,
    mpid: point.measuring_point_id,
    customerId: point.customer_measuring_point_id,
    company: point.company,
    meter: point.meter,
    lat: point.lat,
    lng: point.lng,
  };
}

/** The request body; null when no point was picked yet (the form then says 'Please choose a point on the map'). */
export function toRequestBody(values: PointFormValues): MeasuringPointCreate | null {
  if (values.lat === null || values.lng === null) return null;
  return {
    name: values.name.trim(),
    measuring_point_id: values.mpid.trim(),
    customer_measuring_point_id: values.customerId.trim(),
    ...(values.company !== null && { company: values.company }),
    meter: values.meter,
    // Six decimals are about 10 cm: enough for a meter, and what the seed and the map show.
    lat: Number(values.lat.toFixed(6)),
    lng: Number(values.lng.toFixed(6)),
  };
}

/** Fields the server names in its errors, mapped to the form's fields; the rest are general errors. */
export const SERVER_FIELDS: Record<string, keyof PointFormValues> = {
  name: 'name',
  measuring_point_id: 'mpid',
  customer_measuring_point_id: 'customerId',
  company: 'company',
  meter: 'meter',
  lat: 'lat',
  lng: 'lng',
};
