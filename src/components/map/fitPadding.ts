import type { Map as LeafletMap, PointTuple } from './leaflet.ts';

const EDGE = 24;

/**
 * The padding for fitting points into the map: below the toolbar (the place search and the fullscreen button
 * lie over the map's top), so no fitted point or cluster sits under the search box.
 */
export function fitPadding(map: LeafletMap): { paddingTopLeft: PointTuple; paddingBottomRight: PointTuple } {
  const toolbar = map.getContainer().parentElement?.querySelector<HTMLElement>('.mp-map__toolbar');
  const below = toolbar ? toolbar.offsetTop + toolbar.offsetHeight + EDGE / 2 : 0;
  return { paddingTopLeft: [EDGE, Math.max(EDGE, below)], paddingBottomRight: [EDGE, EDGE] };
}
