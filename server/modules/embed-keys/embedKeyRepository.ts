import { and, eq, inArray } from 'drizzle-orm';
import type { EmbedKey } from '../../../src/core/contract/embedKeys.ts';
import type { EmbedKeyRow } from '../../auth/embedKeyLookup.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { credentialBody, credentialRepository } from '../../domain/credentialRepository.ts';
import type { Db } from '../../db/createDatabase.ts';
import { meterGroups } from '../../db/deviceSchema.ts';
import { embedKeys } from '../../db/embedKeySchema.ts';
import { embedKeyGroupCondition } from './embedKeyGroupRule.ts';

/** The answer body of a key: never its secret. */
export function embedKeyBody(row: EmbedKeyRow): EmbedKey {
  return {
    ...credentialBody(row),
    origins: row.origins,
    any_origin: row.anyOrigin,
    elements: row.elements as EmbedKey['elements'],
    groups: row.groups,
    hidden: row.hidden as EmbedKey['hidden'],
  };
}

/** Embed keys as one caller manages them: every finder and writer applies the caller's scope. */
export function embedKeyRepository(db: Db, scope: CompanyScope) {
  const keys = credentialRepository(db, scope, embedKeys);
  return {
    ...keys,

    /** the `uuids` that name device groups of `companyId` the caller sees; a key cannot reach beyond them */
    async groupsOf(companyId: number, uuids: readonly string[]): Promise<Set<string>> {
      if (uuids.length === 0) return new Set();
      const rows = await db
        .select({ uuid: meterGroups.uuid })
        .from(meterGroups)
        .where(and(embedKeyGroupCondition(scope, companyId), inArray(meterGroups.uuid, [...uuids])));
      return new Set(rows.map((row) => row.uuid));
    },

    async update(row: EmbedKeyRow, changes: Partial<typeof embedKeys.$inferInsert>): Promise<EmbedKeyRow> {
      if (Object.keys(changes).length === 0) return row;
      const [updated] = await db
        .update(embedKeys)
        .set(changes)
        .where(and(eq(embedKeys.id, row.id), keys.inScope))
        .returning();
      return updated;
    },
  };
}
