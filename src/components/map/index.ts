export { MeterMap, type MeterMapProps } from './MeterMap.tsx';
export { MapSearch, type GeocodeResult, type Geocoder, type MapSearchProps } from './MapSearch.tsx';
export { toMapPoint, toMapPoints, type MapPickEvent, type MapPoint } from './mapPoint.ts';
export { createPointIndex, type BBox, type MapFeature, type PointIndex } from './pointIndex.ts';
export type { MapPick } from './usePickMarker.ts';
export type { MapTiles } from './useLeafletMap.ts';
export type { ClusterSource, MapClusters } from './clusterSource.ts';
