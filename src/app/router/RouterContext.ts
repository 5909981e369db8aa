import type { PortalServices } from '../../features/common/index.ts';

/** What every route's beforeLoad sees. */
export interface RouterContext {
  services: PortalServices;
  /** resolves once a stored session is known to be usable (or has been given up) */
  restoreSession(): Promise<void>;
}
