import r2wc from '@r2wc/react-to-web-component';
import { MeterMapElementView } from './MeterMapElementView.tsx';
import { defineOnce } from './defineOnce.ts';
import { EMBEDDING_PROPS } from './EmbeddingAttributes.ts';

/**
 * The measuring-point map in an open shadow root: the points of a company (or one meter group) clustered on
 * a map, each with a popup; in pick mode a position to place. Events bubble out of the shadow root.
 *
 * @element meter-map
 * @summary Measuring points on a map
 *
 * @attr {string} embed-key - An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session).
 * @attr {string} [api-base=/api/] - The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL.
 * @attr {string} [auth-base=/auth/] - The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there.
 * @attr {string} token - A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`).
 * @attr {string} locale - The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English.
 * @attr {string} company - Only this company's points (its id), for staff and distributors who see several companies.
 * @attr {string} group - Only the points of this meter group (its id).
 * @attr {'view' | 'pick'} [mode=view] - `view` shows the points; `pick` lets the visitor place one position (fires `point-pick`).
 * @attr {number} lat - Latitude to centre on (with `lng`); in pick mode the position already placed.
 * @attr {number} lng - Longitude to centre on (with `lat`).
 * @attr {number} zoom - Zoom level, 0 to 19 (default 7 when `lat`/`lng` are given, else fitted to the points).
 * @attr {string} tile-url - A `{z}/{x}/{y}` tile URL template (with `{s}` sub-domains if the service has them) instead of the portal's configured tiles.
 * @attr {string} device-url - A link for each point's meter in its popup, `{serial}` replaced by the meter's serial number, e.g. `https://example.com/meters/{serial}`.
 *
 * @fires {CustomEvent<{ lat: number; lng: number; name: string; mode: 'new' | 'edit'; serial?: string }>} point-select - A marker was chosen (click, or Enter on a focused marker); `serial` names the point's meter when one is assigned.
 * @fires {CustomEvent<{ lat: number; lng: number; name: string; mode: 'new' | 'edit' }>} point-pick - In pick mode, a position was placed or moved.
 *
 * @cssprop [--mp-map-height=420px] - Height of the map.
 * @cssprop --mp-font-family - Font of the popups, the search and the status line.
 * @cssprop --mp-font-size - Base font size.
 * @cssprop --mp-color-text - Text colour of popups and the search.
 * @cssprop --mp-color-text-muted - The status line under the map ("12 measuring points", "Sign in to see…").
 * @cssprop --mp-color-primary - Clusters and points.
 * @cssprop --mp-color-primary-contrast - The count on a cluster.
 * @cssprop --mp-color-surface - Background of popups and the search; the ring around a point.
 * @cssprop --mp-color-surface-alt - The map's background before tiles load; hovered search results.
 * @cssprop --mp-color-border - Borders of popups, the search and controls.
 * @cssprop --mp-color-danger - Points with an alert.
 * @cssprop --mp-color-warning - The position placed in pick mode.
 * @cssprop --mp-color-focus - The keyboard focus ring.
 * @cssprop --mp-radius - Corner radius of popups and controls.
 * @cssprop --mp-shadow - Shadow of popups and the search results.
 * @cssprop --mp-space-1 - Small spacing.
 * @cssprop --mp-space-2 - Medium spacing.
 * @cssprop --mp-space-3 - Large spacing.
 * @cssprop --mp-z-layer - Stacking level of popups and the full-screen map.
 */
export const MeterMapElement = r2wc(MeterMapElementView, {
  shadow: 'open',
  props: {
    ...EMBEDDING_PROPS,
    company: 'string',
    group: 'string',
    mode: 'string',
    lat: 'number',
    lng: 'number',
    zoom: 'number',
    tileUrl: 'string',
    deviceUrl: 'string',
  },
});

export function defineMeterMap(name = 'meter-map'): void {
  defineOnce(name, MeterMapElement);
}
