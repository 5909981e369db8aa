import { useEffect } from 'react';
import type { Map as LeafletMap } from './leaflet.ts';

/** Marks the map while the base is drawn, so its background shows the sea between the land. */
export const OFFLINE_BASE_CLASS = 'mp-map__canvas--offline-base';

/** The base layer's code and data are loaded on first use only: a map that never needs them never pays. */
const loadOfflineBase = () => import('./offlineBase.ts');

/**
 * Draws the bundled Natural Earth land, coastlines and country borders under the map's tiles, so a map
 * without internet (or with a tile service that fails) still shows where its points are. A load that fails
 * leaves the map as it was.
 */
export function useOfflineBase(map: LeafletMap | null, enabled: boolean): void {
  useEffect(() => {
    if (!map || !enabled) return;
    let current = true;
    const container = map.getContainer();
    const added = loadOfflineBase()
      .then(({ addOfflineBase }) => addOfflineBase(map, () => current))
      .then((layer) => {
        if (layer) container.classList.add(OFFLINE_BASE_CLASS);
        return layer;
      })
      .catch(() => null);
    return () => {
      current = false;
      void added.then((layer) => {
        layer?.remove();
        container.classList.remove(OFFLINE_BASE_CLASS);
      });
    };
  }, [map, enabled]);
}
