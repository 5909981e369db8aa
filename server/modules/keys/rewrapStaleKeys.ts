import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import type { KeyVault } from '../../vault/keyVault.ts';

/**
 * Re-wraps the data keys still wrapped by an older master key (KEYS_MASTER_KEY=new,old while rotating),
 * a batch at a time; afterwards the old master key can be dropped. Returns how many were re-wrapped.
 */
export async function rewrapStaleKeys(db: Db, vault: KeyVault, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const stale = await db
      .select()
      .from(commModuleKeys)
      .where(ne(commModuleKeys.masterKeyId, vault.currentKeyId))
      .limit(batchSize);
    if (stale.length === 0) return total;
    await db.transaction(async (tx) => {
      for (const row of stale) {
        const rewrapped = vault.rewrap(row.commModUuid, row);
        if (rewrapped)
          await tx.update(commModuleKeys).set(rewrapped).where(eq(commModuleKeys.commModUuid, row.commModUuid));
      }
    });
    total += stale.length;
  }
}
