import type { ServerConfig } from '../../../config.ts';
import type { CrmAdapter } from './crmAdapter.ts';
import { demoCrm } from './demoCrm.ts';
import { httpCrm } from './httpCrm.ts';

/** CRM_URL (+ CRM_TOKEN) points the import at a real CRM; without it the bundled demo CRM answers. */
export function crmFor(config: Pick<ServerConfig, 'crmUrl' | 'crmToken'>): CrmAdapter {
  return config.crmUrl ? httpCrm(config.crmUrl, config.crmToken) : demoCrm();
}
