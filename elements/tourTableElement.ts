import r2wc from '@r2wc/react-to-web-component';
import { TourTableElementView } from './TourTableElementView.tsx';
import { defineOnce } from './defineOnce.ts';
import { EMBEDDING_PROPS } from './EmbeddingAttributes.ts';

/**
 * A list of reading tours (filtered by state or tablet), or one tour's items when `tour` names it, in an open
 * shadow root. Rows are chosen by click or by Enter/Space; the choice bubbles out as an event.
 *
 * @element tour-table
 * @summary Reading tours and their items
 *
 * @attr {string} embed-key - An embed key (`mpk_…`) made by a company admin under Administration → Embed keys, allowed to serve the tour table. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session).
 * @attr {string} [api-base=/api/] - The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL.
 * @attr {string} [auth-base=/auth/] - The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there.
 * @attr {string} token - A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`).
 * @attr {string} locale - The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English.
 * @attr {string} tour - A tour's id (uuid): show its items instead of the list of tours.
 * @attr {'open' | 'imported' | 'assigned' | 'in_progress' | 'completed' | 'closed'} state - Only tours in this state.
 * @attr {string} tablet - Only tours assigned to this tablet (its id).
 * @attr {string} columns - The columns and their order, ids separated by commas; unknown ids are skipped. Tours: `name`, `state`, `tablet`, `progress`, `due`; items: `item`, `address`, `serial`, `point`, `read`. Default: all.
 *
 * @fires {CustomEvent<{ uuid: string; name: string; state: string }>} tour-select - A tour of the list was chosen.
 * @fires {CustomEvent<{ tour: string; item_number: number; meter_serial: string }>} item-select - An item of a tour was chosen.
 *
 * @cssprop --mp-font-family - Font of the table.
 * @cssprop --mp-font-size - Base font size.
 * @cssprop --mp-color-text - Text colour.
 * @cssprop [--mp-color-border=#ddd] - Lines between rows.
 * @cssprop [--mp-color-hover=#f3f6f9] - Background of the hovered or focused row.
 * @cssprop --mp-color-danger - The message when the tours cannot be loaded.
 * @cssprop --mp-color-text-muted - The element's notes: sign in, a refused origin or key, no tours.
 * @cssprop [--mp-space-2=8px] - Padding of the cells.
 */
export const TourTableElement = r2wc(TourTableElementView, {
  shadow: 'open',
  props: {
    ...EMBEDDING_PROPS,
    tour: 'string',
    state: 'string',
    tablet: 'string',
    columns: 'string',
  },
});

export function defineTourTable(name = 'tour-table'): void {
  defineOnce(name, TourTableElement);
}
