import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_COOKIE_NOTICE_ID } from '../src/app/chrome/bootCookieNotice.ts';
import { LOCALES } from '../src/core/domain/constants.ts';

const repo = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The cookie notice's own rules of the shell's sheet (`.mp-cookie…` at the top level), as written there. */
function noticeRules(shellCss: string): string {
  const rules = [...shellCss.matchAll(/^\.mp-cookie[\w-]*\s*\{[^}]*\}/gm)].map((match) => match[0]);
  if (rules.length === 0) throw new Error('src/app/styles/shell.css has no .mp-cookie rules');
  return rules.join('\n');
}

/** One language's notice, in the markup CookieNotice renders, as a template the boot script clones. */
function noticeTemplate(locale: string): string {
  const { cookies } = JSON.parse(read(`locales/${locale}.json`)) as {
    cookies: { label: string; message: string; accept: string };
  };
  return (
    `<template data-mp-boot-cookie="${locale}"><section id="${BOOT_COOKIE_NOTICE_ID}" class="mp-cookie" ` +
    `lang="${locale}" aria-label="${escapeHtml(cookies.label)}"><p class="mp-cookie__text">` +
    `${escapeHtml(cookies.message)}</p><button type="button" class="mp-button mp-button--primary">` +
    `${escapeHtml(cookies.accept)}</button></section></template>`
  );
}

/**
 * The cookie notice in the page's HTML, painted before the portal's scripts have loaded: it is the largest
 * text a first visit shows, so the page's largest paint no longer waits for the whole start-up. The notice
 * comes as one template per language with the widgets' tokens and its own rules of the shell's sheet;
 * `public/cookie-notice.js` (a deferred file: the policy refuses inline scripts) shows the one of the language
 * the portal will choose unless the visitor accepted already, and the portal's own notice takes its place
 * when it mounts (CookieNotice).
 */
export function bootCookieNotice(): Plugin {
  return {
    name: 'boot-cookie-notice',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const style =
          `<style>${read('src/components/root/root.css')}\n${noticeRules(read('src/app/styles/shell.css'))}\n` +
          `#${BOOT_COOKIE_NOTICE_ID} { font: 400 var(--mp-font-size) / 1.5 var(--mp-font-family); ` +
          `color: var(--mp-color-text); }</style>`;
        return html
          .replace('</title>', `</title>\n    <script defer src="/cookie-notice.js"></script>\n    ${style}`)
          .replace('</body>', `  ${LOCALES.map(noticeTemplate).join('\n    ')}\n  </body>`);
      },
    },
  };
}
