import { z } from 'zod';
import { MAX_TRANSFER_KEYS } from '../domain/keyHandling.ts';
import { listQuery } from './pagination.ts';

export const transferParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const transferKey = z.object({
  comm_mod_uuid: z.string(),
  module_serial: z.string(),
  module_type: z.string(),
  meter_serial: z.string().nullable(),
});

/** A transfer of keys (and their modules' devices) from one company to another. */
export const transfer = z.object({
  id: z.number().int(),
  from_company: z.number().int(),
  from_company_name: z.string(),
  to_company: z.number().int(),
  to_company_name: z.string(),
  user_email: z.string(),
  key_count: z.number().int(),
  created_at: z.string(),
});
export type Transfer = z.infer<typeof transfer>;

export const transferDetail = transfer.extend({ keys: z.array(transferKey) });
export type TransferDetail = z.infer<typeof transferDetail>;

export const transferListQuery = listQuery.extend({ company: z.string().optional() });

export const transferCreate = z.object({
  to_company: z.number().int().positive().max(2_147_483_647),
  keys: z.array(z.uuid()).min(1).max(MAX_TRANSFER_KEYS),
});
export type TransferCreate = z.infer<typeof transferCreate>;

/** A company the caller may transfer keys to. */
export const transferTarget = z.object({ id: z.number().int(), name: z.string(), customer_account: z.string() });
export type TransferTarget = z.infer<typeof transferTarget>;
