import { deviceHrefFrom } from './toMeterMapPoints.ts';

/** The Devices screen filtered to one meter: where the portal's map popups link to. */
export const PORTAL_DEVICE_HREF = deviceHrefFrom('/devices?serial={serial}');
