import { defineMeterPortal } from './meterPortalElement.ts';

// One file per element; importing this library registers all of them.
defineMeterPortal();
// The map (Leaflet and all) loads only for this registration, so <meter-portal> alone does not carry it.
void import('./meterMapElement.ts').then((module) => module.defineMeterMap());
// The report chart (lightweight-charts and all) likewise loads only for its registration.
void import('./reportChartElement.ts').then((module) => module.defineReportChart());
// The tour table likewise.
void import('./tourTableElement.ts').then((module) => module.defineTourTable());

export { defineMeterPortal, MeterPortalElement } from './meterPortalElement.ts';
