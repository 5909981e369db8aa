export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Leaflet's own margin between an auto-panned popup and the map's edge. */
export const POPUP_MARGIN = 5;

/**
 * How far to pan the map (Leaflet's `panBy`: positive moves the content left and up) so an opened popup is
 * inside the map and clear of the panels drawn along its top edge (search box, zoom buttons). Those panels
 * sit above the map's panes and would hide the popup however high its z-index, so the popup moves instead:
 * below the lowest panel it would touch, and only as far as the map's height allows, so its top (the
 * point's name) stays visible when the map is too short for both.
 */
export function popupPan(popup: Box, map: Box, panels: readonly Box[], margin = POPUP_MARGIN): [number, number] {
  let dx = 0;
  if (popup.right + margin > map.right) dx = popup.right + margin - map.right;
  if (popup.left - dx - margin < map.left) dx = popup.left - margin - map.left;

  const left = popup.left - dx;
  const right = popup.right - dx;
  const lowestPanel = panels
    .filter((panel) => panel.left < right + margin && panel.right > left - margin)
    .reduce((lowest, panel) => Math.max(lowest, panel.bottom), map.top);
  const height = popup.bottom - popup.top;
  // Below every panel it would touch, yet no lower than the map's bottom allows, and never above the map.
  const highestTop = Math.max(map.top, Math.min(lowestPanel, map.bottom - margin - height - margin)) + margin;
  let dy = 0;
  if (popup.bottom + margin > map.bottom) dy = popup.bottom + margin - map.bottom;
  if (popup.top - dy < highestTop) dy = popup.top - highestTop;
  return [dx, dy];
}
