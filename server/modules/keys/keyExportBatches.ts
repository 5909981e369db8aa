import type { CommModuleKeyDetail } from '../../../src/core/contract/keys.ts';
import { keyBody } from './keyBody.ts';
import type { keyRepository } from './keyRepository.ts';
import type { KeyVault } from '../../vault/keyVault.ts';

/** Keys per query and decryption round: a batch is all the export holds at a time. */
export const KEY_EXPORT_BATCH = 2000;

export const KEY_EXPORT_COLUMNS = [
  'comm_mod_uuid',
  'module_serial',
  'module_type',
  'meter_serial',
  'order',
  'company',
  'company_name',
  'is_deleted',
  'created_at',
  'key.aes_key',
  'key.join_eui',
  'key.app_key',
] as const;

/**
 * The keys named by `ids` (already chosen through the caller's scope and logged), in that order, with
 * their material opened a batch at a time: the export sends exactly the keys its log rows name.
 */
export async function* keyExportBatches(
  repository: ReturnType<typeof keyRepository>,
  vault: KeyVault,
  ids: readonly string[],
  batchSize = KEY_EXPORT_BATCH,
): AsyncGenerator<CommModuleKeyDetail[]> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const chunk = ids.slice(start, start + batchSize);
    const rows = new Map((await repository.byIds(chunk)).map((row) => [row.key.commModUuid, row]));
    const batch: CommModuleKeyDetail[] = [];
    for (const id of chunk) {
      const row = rows.get(id);
      // a key deleted from the database between the choice and this batch is simply gone
      if (row) batch.push({ ...keyBody(row.key, row.companyName), key: vault.open(id, row.key) });
    }
    yield batch;
  }
}
