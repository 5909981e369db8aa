import { ownEntry } from '../../data/orderingOf.ts';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { EmbedKey } from '../../../src/core/contract/embedKeys.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { meterGroups } from '../../db/deviceSchema.ts';
import { embedKeys } from '../../db/embedKeySchema.ts';
import { containsPattern, UUID_PATTERN } from '../../http/filterValues.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { ilike } from 'drizzle-orm';
import type { EmbedKeyRow } from '../../auth/embedKeyLookup.ts';

const ORDERING: Record<string, SQL> = {
  name: asc(embedKeys.name),
  '-name': desc(embedKeys.name),
  created_at: asc(embedKeys.createdAt),
  '-created_at': desc(embedKeys.createdAt),
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The answer body of a key: never its secret. */
export function embedKeyBody(row: EmbedKeyRow): EmbedKey {
  return {
    id: row.id,
    company: row.companyId,
    name: row.name,
    prefix: row.prefix,
    origins: row.origins,
    any_origin: row.anyOrigin,
    elements: row.elements as EmbedKey['elements'],
    groups: row.groups,
    hidden: row.hidden as EmbedKey['hidden'],
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Embed keys as one caller manages them: every finder and writer applies the caller's scope. */
export function embedKeyRepository(db: Db, scope: CompanyScope) {
  const inScope = scope.where(embedKeys.companyId);
  return {
    async page(q: { company?: string; search?: string; ordering?: string }, window: PageWindow) {
      const where = and(
        inScope,
        q.company && /^\d{1,9}$/.test(q.company) ? eq(embedKeys.companyId, Number(q.company)) : undefined,
        q.search ? ilike(embedKeys.name, containsPattern(q.search)) : undefined,
      );
      const query = db
        .select()
        .from(embedKeys)
        .where(where)
        .orderBy(ownEntry(ORDERING, q.ordering) ?? desc(embedKeys.createdAt), asc(embedKeys.id));
      return pageRows(db, query, window, countOf(embedKeys, where));
    },

    async find(id: string): Promise<EmbedKeyRow> {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const [row] = await db
        .select()
        .from(embedKeys)
        .where(and(eq(embedKeys.id, id), inScope));
      if (!row) throw notFound();
      return row;
    },

    /** the `uuids` that name device groups of `companyId` the caller sees; a key cannot reach beyond them */
    async groupsOf(companyId: number, uuids: readonly string[]): Promise<Set<string>> {
      if (uuids.length === 0) return new Set();
      const rows = await db
        .select({ uuid: meterGroups.uuid })
        .from(meterGroups)
        .where(
          and(
            eq(meterGroups.companyId, companyId),
            scope.where(meterGroups.companyId),
            inArray(meterGroups.uuid, [...uuids]),
          ),
        );
      return new Set(rows.map((row) => row.uuid));
    },

    async create(values: typeof embedKeys.$inferInsert): Promise<EmbedKeyRow> {
      scope.assertVisible(values.companyId);
      const [row] = await db.insert(embedKeys).values(values).returning();
      return row;
    },

    async update(row: EmbedKeyRow, changes: Partial<typeof embedKeys.$inferInsert>): Promise<EmbedKeyRow> {
      if (Object.keys(changes).length === 0) return row;
      const [updated] = await db
        .update(embedKeys)
        .set(changes)
        .where(and(eq(embedKeys.id, row.id), inScope))
        .returning();
      return updated;
    },

    async revoke(row: EmbedKeyRow): Promise<EmbedKeyRow> {
      const [updated] = await db
        .update(embedKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(embedKeys.id, row.id), inScope, isNull(embedKeys.revokedAt)))
        .returning();
      return updated ?? row;
    },
  };
}
