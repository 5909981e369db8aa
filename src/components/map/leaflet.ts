/**
 * Leaflet from its ES module build: the package's main (UMD) build always assigns `window.L`, which would
 * replace a partner page's own Leaflet when the map element is embedded there.
 */
export * as L from 'leaflet/dist/leaflet-src.esm.js';
export type * from 'leaflet';
