// Leaflet's ES module build has the same API as the package's typed UMD entry.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
