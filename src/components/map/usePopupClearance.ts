import { useEffect } from 'react';
import type { Map as LeafletMap, PopupEvent } from './leaflet.ts';
import { popupPan, type Box } from './popupPan.ts';

/** What is drawn over the map's top edge: the search box and full-screen button, and Leaflet's zoom buttons. */
const TOP_PANELS = '.mp-map__toolbar > *, .leaflet-top .leaflet-control';

const boxOf = (element: Element): Box => {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
};

/**
 * Pans an opened popup into the map and clear of the panels over it. Popups are bound with `autoPan: false`
 * so this is the only pan: Leaflet's own would only know the map's edges, and a second pan started while its
 * animation runs would stop it half way.
 */
export function usePopupClearance(map: LeafletMap | null, frame: HTMLElement | null) {
  useEffect(() => {
    if (!map || !frame) return;
    const clear = (event: PopupEvent) => {
      const popup = event.popup.getElement();
      if (!popup) return;
      const panels = Array.from(frame.querySelectorAll(TOP_PANELS), boxOf);
      const [dx, dy] = popupPan(boxOf(popup), boxOf(map.getContainer()), panels);
      if (dx || dy) map.panBy([dx, dy]);
    };
    map.on('popupopen', clear);
    return () => void map.off('popupopen', clear);
  }, [map, frame]);
}
