import type { CrmAdapter, CrmRecord } from './crmAdapter.ts';
import { DEMO_CRM_ACCOUNTS } from './demoCrmAccounts.ts';

/** The CRM the reference server answers from when no CRM_URL is set, so the import works end to end. */
export function demoCrm(records: readonly CrmRecord[] = DEMO_CRM_ACCOUNTS): CrmAdapter {
  return {
    async search(text, limit) {
      const needle = text.toLowerCase();
      return records
        .filter((r) => r.name.toLowerCase().includes(needle) || r.customer_account.toLowerCase().includes(needle))
        .slice(0, limit);
    },
    async get(customerAccount) {
      const wanted = customerAccount.trim().toLowerCase();
      return records.find((r) => r.customer_account.toLowerCase() === wanted) ?? null;
    },
  };
}
