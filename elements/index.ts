import { defineMeterPortal } from './meterPortalElement.ts';

// One file per element; importing this library registers all of them.
defineMeterPortal();
// The map (Leaflet and all) loads only for this registration, so <meter-portal> alone does not carry it.
void import('./meterMapElement.ts').then((module) => module.defineMeterMap());

export { defineMeterPortal, MeterPortalElement } from './meterPortalElement.ts';
