import { atom } from 'jotai';

/** A waiting new version of the standalone page and how to activate it; null while there is none. */
export const updateAtom = atom<{ reload: () => void } | null>(null);

/** Whether the visitor accepted the cookie notice (mirrored to local storage). */
export const cookieConsentAtom = atom(false);

/** The side menu on narrow screens, opened from the header. */
export const sideMenuOpenAtom = atom(false);
