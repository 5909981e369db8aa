import { defineMeterPortal } from './meterPortalElement.ts';

// One file per element; importing this library registers all of them.
defineMeterPortal();

export { defineMeterPortal, MeterPortalElement } from './meterPortalElement.ts';
