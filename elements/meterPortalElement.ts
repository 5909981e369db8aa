import r2wc from '@r2wc/react-to-web-component';
import { MeterPortal } from './MeterPortal.tsx';
import { defineOnce } from './defineOnce.ts';

/**
 * The whole portal (sign-in, menu and every screen the user may open) in an open shadow root. Its styles are
 * adopted into that root; nothing is written to the host document unless `set-title`. It needs a portal
 * account: it takes no embed key.
 *
 * @element meter-portal
 * @summary The whole portal
 *
 * @attr {string} [api-base=/api/] - The portal's API, e.g. `https://portal.example/api/`.
 * @attr {string} [auth-base=/auth/] - The portal's sign-in API, e.g. `https://portal.example/auth/`.
 * @attr {string} token - A bearer access token from the embedding page instead of the sign-in screen.
 * @attr {string} locale - The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English.
 * @attr {'hash' | 'memory'} [routing=hash] - `hash` keeps the screen in the page address after `#`; `memory` leaves the address alone.
 * @attr {boolean} set-title - Present: the portal sets the page's title to the screen's.
 * @attr {string} [support-url=/support/{lang}/] - The support page the user menu opens in a new tab, `{lang}` standing for the UI language (`en`, `de`, `fr` or `pl`; Greek gets `en`). On another origin than the portal, a full URL, e.g. `https://portal.example/support/{lang}/`.
 *
 * @cssprop --mp-font-family - Font of the whole portal.
 * @cssprop --mp-font-size - Base font size.
 * @cssprop --mp-color-primary - Primary buttons, links, the selected menu entry.
 * @cssprop --mp-color-primary-contrast - Text on primary colour.
 * @cssprop --mp-color-text - Text colour.
 * @cssprop --mp-color-text-muted - Secondary text.
 * @cssprop --mp-color-surface - Background of pages, cards, dialogs.
 * @cssprop --mp-color-surface-alt - Background of headers, hovered rows and buttons.
 * @cssprop --mp-color-border - Borders.
 * @cssprop --mp-color-danger - Errors.
 * @cssprop --mp-danger - Destructive buttons (follows `--mp-color-danger` unless set).
 * @cssprop --mp-danger-contrast - Text on destructive buttons.
 * @cssprop --mp-color-success - Success messages.
 * @cssprop --mp-color-warning - Warnings.
 * @cssprop --mp-color-focus - The keyboard focus ring.
 * @cssprop --mp-color-backdrop - Behind dialogs and drawers.
 * @cssprop --mp-radius - Corner radius.
 * @cssprop --mp-space-1 - Spacing step 1.
 * @cssprop --mp-space-2 - Spacing step 2.
 * @cssprop --mp-space-3 - Spacing step 3.
 * @cssprop --mp-space-4 - Spacing step 4.
 * @cssprop --mp-space-6 - Spacing step 6.
 * @cssprop --mp-shadow - Shadow of dialogs, menus and toasts.
 * @cssprop --mp-z-layer - Stacking level of dialogs, menus and toasts.
 */
export const MeterPortalElement = r2wc(MeterPortal, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    authBase: 'string',
    locale: 'string',
    routing: 'string',
    supportUrl: 'string',
    token: 'string',
  },
});

export function defineMeterPortal(name = 'meter-portal'): void {
  defineOnce(name, MeterPortalElement);
}
