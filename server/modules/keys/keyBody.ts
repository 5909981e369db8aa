import type { CommModuleKey } from '../../../src/core/contract/keys.ts';
import type { commModuleKeys } from '../../db/keySchema.ts';

export type KeyRow = typeof commModuleKeys.$inferSelect;

/** A key as lists show it: everything but the material. */
export function keyBody(row: KeyRow, companyName: string): CommModuleKey {
  return {
    comm_mod_uuid: row.commModUuid,
    module_serial: row.moduleSerial,
    module_type: row.moduleType,
    meter_serial: row.meterSerial,
    order: row.orderNumber,
    company: row.companyId,
    company_name: companyName,
    is_deleted: row.isDeleted,
    created_at: row.createdAt.toISOString(),
  };
}
