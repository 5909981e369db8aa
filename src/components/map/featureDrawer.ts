import type { LayerGroup, Marker } from './leaflet.ts';
import type { MapFeature } from './pointIndex.ts';

/**
 * Keeps a layer showing a set of features, markers kept by key: a redraw only adds what came into view and
 * removes what left it, so a pan costs the markers that changed rather than rebuilding every marker in view.
 */
export function createFeatureDrawer<K>(
  layer: LayerGroup,
  markerFor: (feature: MapFeature) => Marker,
  keyOf: (feature: MapFeature) => K,
) {
  const shown = new Map<K, Marker>();
  return (features: readonly MapFeature[]) => {
    const wanted = new Set(features.map(keyOf));
    for (const [key, marker] of shown)
      if (!wanted.has(key)) {
        layer.removeLayer(marker);
        shown.delete(key);
      }
    for (const feature of features) {
      const key = keyOf(feature);
      if (shown.has(key)) continue;
      const marker = markerFor(feature);
      shown.set(key, marker);
      layer.addLayer(marker);
    }
  };
}
