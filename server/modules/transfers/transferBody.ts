import type { Transfer } from '../../../src/core/contract/transfers.ts';
import type { transfers } from '../../db/keySchema.ts';

export interface TransferWithNames {
  transfer: typeof transfers.$inferSelect;
  fromName: string;
  toName: string;
}

export function transferBody({ transfer: t, fromName, toName }: TransferWithNames): Transfer {
  return {
    id: t.id,
    from_company: t.fromCompanyId,
    from_company_name: fromName,
    to_company: t.toCompanyId,
    to_company_name: toName,
    user_email: t.userEmail,
    key_count: t.keyCount,
    created_at: t.createdAt.toISOString(),
  };
}
