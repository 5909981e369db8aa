import type { LayerGroup, Map as LeafletMap } from './leaflet.ts';
import { L } from './leaflet.ts';
import { loadNaturalEarth, type NaturalEarthShapes } from './naturalEarth.ts';

/** Below Leaflet's tile pane (z-index 200): tiles cover it wherever they load. */
export const OFFLINE_BASE_PANE = 'mpOfflineBase';
const PANE_Z_INDEX = '150';

/** OpenStreetMap's own land and water tones, so the base and the tiles look alike while tiles load. */
const LAND = { fillColor: '#f2efe9', fillOpacity: 1, stroke: false } as const;
const COAST = { color: '#8fb5c9', weight: 1, fill: false } as const;
const BORDER = { color: '#9e8db3', weight: 1, dashArray: '4 3', fill: false } as const;

/** The shapes as Leaflet layers on one canvas in their own pane: land, then coastlines and borders over it. */
export function offlineBaseLayer(map: LeafletMap, shapes: NaturalEarthShapes): LayerGroup {
  const pane = map.getPane(OFFLINE_BASE_PANE) ?? map.createPane(OFFLINE_BASE_PANE);
  pane.style.zIndex = PANE_Z_INDEX;
  pane.style.pointerEvents = 'none';
  // One canvas draws the thousands of shapes far faster than as many SVG paths.
  const renderer = L.canvas({ pane: OFFLINE_BASE_PANE, padding: 0.5 });
  const common = { pane: OFFLINE_BASE_PANE, renderer, interactive: false } as const;
  const group = L.layerGroup([
    L.geoJSON(shapes.land, { ...common, style: () => LAND }),
    L.geoJSON(shapes.coastlines, { ...common, style: () => COAST }),
    L.geoJSON(shapes.borders, { ...common, style: () => BORDER }),
  ]);
  // Leaflet keeps a renderer on the map after its last shape is gone: the canvas goes with the base.
  return group.on('remove', () => renderer.remove());
}

/** Loads the shapes and puts them on the map; resolves to the layer, or null when the map went away meanwhile. */
export async function addOfflineBase(map: LeafletMap, isCurrent: () => boolean): Promise<LayerGroup | null> {
  const shapes = await loadNaturalEarth();
  if (!isCurrent()) return null;
  return offlineBaseLayer(map, shapes).addTo(map);
}
