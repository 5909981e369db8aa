import type { ConfigSource } from './portalConfig.ts';

/** The one place that reads the build environment; `??` keeps the documented defaults when unset. */
export const buildEnv: ConfigSource = {
  VITE_API_BASE: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/',
  VITE_AUTH_BASE: (import.meta.env.VITE_AUTH_BASE as string | undefined) ?? '/auth/',
  VITE_FEATURES: (import.meta.env.VITE_FEATURES as string | undefined) ?? 'SONICO,MEX',
  VITE_SUPPORT_URL: (import.meta.env.VITE_SUPPORT_URL as string | undefined) ?? '/support/{lang}/',
};
