// Generated from custom-elements.json by `npm run build:manifest`; do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `<meter-map>`: The measuring-point map in an open shadow root: the points of a company (or one meter group) clustered on a map, each with a popup; in pick mode a position to place. Events bubble out of the shadow root. */
export interface MeterMapElement extends HTMLElement {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  apiBase?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  authBase?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  embedKey?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** Only this company's points (its id), for staff and distributors who see several companies. */
  company?: string;
  /** Only the points of this meter group (its id). */
  group?: string;
  /** `view` shows the points; `pick` lets the visitor place one position (fires `point-pick`). */
  mode?: 'view' | 'pick';
  /** Latitude to centre on (with `lng`); in pick mode the position already placed. */
  lat?: number;
  /** Longitude to centre on (with `lat`). */
  lng?: number;
  /** Zoom level, 0 to 19 (default 7 when `lat`/`lng` are given, else fitted to the points). */
  zoom?: number;
  /** A `{z}/{x}/{y}` tile URL template (with `{s}` sub-domains if the service has them) instead of the portal's configured tiles. */
  tileUrl?: string;
  /** A link for each point's meter in its popup, `{serial}` replaced by the meter's serial number, e.g. `https://example.com/meters/{serial}`. */
  deviceUrl?: string;
  addEventListener<K extends keyof MeterMapElementEventMap>(
    type: K,
    listener: (this: MeterMapElement, event: MeterMapElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof MeterMapElementEventMap>(
    type: K,
    listener: (this: MeterMapElement, event: MeterMapElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events of `<meter-map>` (they bubble and cross the shadow root). */
export interface MeterMapElementEventMap {
  /** A marker was chosen (click, or Enter on a focused marker); `serial` names the point's meter when one is assigned. */
  'point-select': CustomEvent<{ lat: number; lng: number; name: string; mode: 'new' | 'edit'; serial?: string }>;
  /** In pick mode, a position was placed or moved. */
  'point-pick': CustomEvent<{ lat: number; lng: number; name: string; mode: 'new' | 'edit' }>;
}

/** The attributes of `<meter-map>` in JSX, and its events as React 19 listens for them (`on` + the event's name). */
export interface MeterMapElementAttributes {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  'api-base'?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  'auth-base'?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  'embed-key'?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** Only this company's points (its id), for staff and distributors who see several companies. */
  company?: string;
  /** Only the points of this meter group (its id). */
  group?: string;
  /** `view` shows the points; `pick` lets the visitor place one position (fires `point-pick`). */
  mode?: 'view' | 'pick';
  /** Latitude to centre on (with `lng`); in pick mode the position already placed. */
  lat?: number | string;
  /** Longitude to centre on (with `lat`). */
  lng?: number | string;
  /** Zoom level, 0 to 19 (default 7 when `lat`/`lng` are given, else fitted to the points). */
  zoom?: number | string;
  /** A `{z}/{x}/{y}` tile URL template (with `{s}` sub-domains if the service has them) instead of the portal's configured tiles. */
  'tile-url'?: string;
  /** A link for each point's meter in its popup, `{serial}` replaced by the meter's serial number, e.g. `https://example.com/meters/{serial}`. */
  'device-url'?: string;
  /** A marker was chosen (click, or Enter on a focused marker); `serial` names the point's meter when one is assigned. */
  'onpoint-select'?: (event: MeterMapElementEventMap['point-select']) => void;
  /** In pick mode, a position was placed or moved. */
  'onpoint-pick'?: (event: MeterMapElementEventMap['point-pick']) => void;
}

/** `<meter-portal>`: The whole portal (sign-in, menu and every screen the user may open) in an open shadow root. Its styles are adopted into that root; nothing is written to the host document unless `set-title`. It needs a portal account: it takes no embed key. */
export interface MeterPortalElement extends HTMLElement {
  /** The portal's API, e.g. `https://portal.example/api/`. */
  apiBase?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`. */
  authBase?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** `hash` keeps the screen in the page address after `#`; `memory` leaves the address alone. */
  routing?: 'hash' | 'memory';
  /** The support page the user menu opens in a new tab, `{lang}` standing for the UI language (`en`, `de`, `fr` or `pl`; Greek gets `en`). On another origin than the portal, a full URL, e.g. `https://portal.example/support/{lang}/`. */
  supportUrl?: string;
  /** A bearer access token from the embedding page instead of the sign-in screen. */
  token?: string;
}

/** The events of `<meter-portal>` (they bubble and cross the shadow root). */
export interface MeterPortalElementEventMap {}

/** The attributes of `<meter-portal>` in JSX, and its events as React 19 listens for them (`on` + the event's name). */
export interface MeterPortalElementAttributes {
  /** The portal's API, e.g. `https://portal.example/api/`. */
  'api-base'?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`. */
  'auth-base'?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** `hash` keeps the screen in the page address after `#`; `memory` leaves the address alone. */
  routing?: 'hash' | 'memory';
  /** The support page the user menu opens in a new tab, `{lang}` standing for the UI language (`en`, `de`, `fr` or `pl`; Greek gets `en`). On another origin than the portal, a full URL, e.g. `https://portal.example/support/{lang}/`. */
  'support-url'?: string;
  /** A bearer access token from the embedding page instead of the sign-in screen. */
  token?: string;
  /** Present: the portal sets the page's title to the screen's. */
  'set-title'?: boolean | string;
}

/** `<report-chart>`: One meter's report charts (volumes, flow, battery, … as its meter type offers) for a period, in an open shadow root. Name the meter by `serial` or `installation`; change the attribute to chart another one. */
export interface ReportChartElement extends HTMLElement {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  apiBase?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  authBase?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  embedKey?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** The meter's installation id (uuid), instead of `serial`. */
  installation?: string;
  /** The meter's serial number (the `serial` of `<meter-map>`'s `point-select`). */
  serial?: string;
  /** The charts, separated by commas, by report type (`total_volume`, `delta_volume`, `flow`, `level_1`, `mean_velocity`, `battery_voltage`, `spread_factor`, `battery_lifetime`, …). Default: the charts the portal's Reports screen shows for the meter's type. */
  types?: string;
  /** One value per this period. Default: the preset's own. */
  granularity?: 'minute' | 'quarter_hour' | 'hour' | 'day' | 'week' | 'month' | 'year';
  /** The period, unless `from` and `to` are given. */
  preset?: 'today' | 'last_3_hours' | 'yesterday' | 'last_7_days' | 'last_month' | 'last_3_months';
  /** Start of the period (ISO 8601 date or date-time), with `to`. */
  from?: string;
  /** End of the period (ISO 8601 date or date-time), with `from`. */
  to?: string;
  /** Present (and not `false`): the chart is brought up to date every minute. */
  live?: string;
}

/** The events of `<report-chart>` (they bubble and cross the shadow root). */
export interface ReportChartElementEventMap {}

/** The attributes of `<report-chart>` in JSX, and its events as React 19 listens for them (`on` + the event's name). */
export interface ReportChartElementAttributes {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  'api-base'?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  'auth-base'?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  'embed-key'?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** The meter's installation id (uuid), instead of `serial`. */
  installation?: string;
  /** The meter's serial number (the `serial` of `<meter-map>`'s `point-select`). */
  serial?: string;
  /** The charts, separated by commas, by report type (`total_volume`, `delta_volume`, `flow`, `level_1`, `mean_velocity`, `battery_voltage`, `spread_factor`, `battery_lifetime`, …). Default: the charts the portal's Reports screen shows for the meter's type. */
  types?: string;
  /** One value per this period. Default: the preset's own. */
  granularity?: 'minute' | 'quarter_hour' | 'hour' | 'day' | 'week' | 'month' | 'year';
  /** The period, unless `from` and `to` are given. */
  preset?: 'today' | 'last_3_hours' | 'yesterday' | 'last_7_days' | 'last_month' | 'last_3_months';
  /** Start of the period (ISO 8601 date or date-time), with `to`. */
  from?: string;
  /** End of the period (ISO 8601 date or date-time), with `from`. */
  to?: string;
  /** Present (and not `false`): the chart is brought up to date every minute. */
  live?: boolean | string;
}

/** `<tour-table>`: A list of reading tours (filtered by state or tablet), or one tour's items when `tour` names it, in an open shadow root. Rows are chosen by click or by Enter/Space; the choice bubbles out as an event. */
export interface TourTableElement extends HTMLElement {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  apiBase?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  authBase?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys, allowed to serve the tour table. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  embedKey?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** A tour's id (uuid): show its items instead of the list of tours. */
  tour?: string;
  /** Only tours in this state. */
  state?: 'open' | 'imported' | 'assigned' | 'in_progress' | 'completed' | 'closed';
  /** Only tours assigned to this tablet (its id). */
  tablet?: string;
  /** The columns and their order, ids separated by commas; unknown ids are skipped. Tours: `name`, `state`, `tablet`, `progress`, `due`; items: `item`, `address`, `serial`, `point`, `read`. Default: all. */
  columns?: string;
  addEventListener<K extends keyof TourTableElementEventMap>(
    type: K,
    listener: (this: TourTableElement, event: TourTableElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof TourTableElementEventMap>(
    type: K,
    listener: (this: TourTableElement, event: TourTableElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events of `<tour-table>` (they bubble and cross the shadow root). */
export interface TourTableElementEventMap {
  /** A tour of the list was chosen. */
  'tour-select': CustomEvent<{ uuid: string; name: string; state: string }>;
  /** An item of a tour was chosen. */
  'item-select': CustomEvent<{ tour: string; item_number: number; meter_serial: string }>;
}

/** The attributes of `<tour-table>` in JSX, and its events as React 19 listens for them (`on` + the event's name). */
export interface TourTableElementAttributes {
  /** The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL. */
  'api-base'?: string;
  /** The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there. */
  'auth-base'?: string;
  /** A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`). */
  token?: string;
  /** An embed key (`mpk_…`) made by a company admin under Administration → Embed keys, allowed to serve the tour table. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session). */
  'embed-key'?: string;
  /** The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English. */
  locale?: string;
  /** A tour's id (uuid): show its items instead of the list of tours. */
  tour?: string;
  /** Only tours in this state. */
  state?: 'open' | 'imported' | 'assigned' | 'in_progress' | 'completed' | 'closed';
  /** Only tours assigned to this tablet (its id). */
  tablet?: string;
  /** The columns and their order, ids separated by commas; unknown ids are skipped. Tours: `name`, `state`, `tablet`, `progress`, `due`; items: `item`, `address`, `serial`, `point`, `read`. Default: all. */
  columns?: string;
  /** A tour of the list was chosen. */
  'ontour-select'?: (event: TourTableElementEventMap['tour-select']) => void;
  /** An item of a tour was chosen. */
  'onitem-select'?: (event: TourTableElementEventMap['item-select']) => void;
}

declare global {
  interface HTMLElementTagNameMap {
    'meter-map': MeterMapElement;
    'meter-portal': MeterPortalElement;
    'report-chart': ReportChartElement;
    'tour-table': TourTableElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'meter-map': MeterMapElementAttributes & DetailedHTMLProps<HTMLAttributes<MeterMapElement>, MeterMapElement>;
      'meter-portal': MeterPortalElementAttributes &
        DetailedHTMLProps<HTMLAttributes<MeterPortalElement>, MeterPortalElement>;
      'report-chart': ReportChartElementAttributes &
        DetailedHTMLProps<HTMLAttributes<ReportChartElement>, ReportChartElement>;
      'tour-table': TourTableElementAttributes & DetailedHTMLProps<HTMLAttributes<TourTableElement>, TourTableElement>;
    }
  }
}
