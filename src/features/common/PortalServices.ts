import { createContext } from 'react';
import type { FeatureFlag, Locale } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import type { Session } from '../../core/auth/createSession.ts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
/** Spec section 9: the auth group closes after 3000 ms, everything else after 5000 ms. */
export type ToastGroup = 'auth' | 'other';

export type Notify = (message: string, options?: { kind?: ToastKind; group?: ToastGroup }) => void;

/**
 * What screens need from the shell that hosts them. Each portal page or `<meter-portal>` element has its
 * own, so two elements on one page can talk to two servers with two sessions.
 */
export interface PortalServices {
  http: HttpClient;
  session: Session;
  notify: Notify;
  /** switches the UI language, remembers it and sends it as Accept-Language from then on */
  setLocale: (locale: Locale) => Promise<void>;
  /** where preferences such as the chosen language and chart settings are kept */
  storage: Storage;
  features: readonly FeatureFlag[];
  embedded: boolean;
}

export const PortalServicesContext = createContext<PortalServices | null>(null);
