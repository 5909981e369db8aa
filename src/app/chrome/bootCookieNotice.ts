/**
 * The id of the cookie notice that the page's HTML paints before the portal's scripts run
 * (scripts/bootCookieNotice.ts, public/cookie-notice.js); the portal's own notice removes it when it mounts.
 */
export const BOOT_COOKIE_NOTICE_ID = 'mp-boot-cookie';

/** Takes the HTML's notice away from the document `node` is in, if it is there. */
export function removeBootCookieNotice(node: Node): void {
  node.ownerDocument?.getElementById(BOOT_COOKIE_NOTICE_ID)?.remove();
}
