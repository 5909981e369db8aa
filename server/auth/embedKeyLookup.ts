import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { embedKeys } from '../db/embedKeySchema.ts';

export type EmbedKeyRow = typeof embedKeys.$inferSelect;

/** Whether a key may still be exchanged: not revoked, not expired. */
export const isUsable = (row: EmbedKeyRow, now = new Date()): boolean =>
  row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);

/** The lookups of sign-in and CORS, which have no caller yet. */
export function embedKeyLookup(db: Db) {
  return {
    async bySecretHash(hash: string): Promise<EmbedKeyRow | null> {
      const [row] = await db.select().from(embedKeys).where(eq(embedKeys.secretHash, hash));
      return row ?? null;
    },
    async byId(id: string): Promise<EmbedKeyRow | null> {
      const [row] = await db.select().from(embedKeys).where(eq(embedKeys.id, id));
      return row ?? null;
    },
    async touch(id: string): Promise<void> {
      await db.update(embedKeys).set({ lastUsedAt: new Date() }).where(eq(embedKeys.id, id));
    },
    /** every usable key's origins, and whether one of them allows any origin */
    async usableOrigins(): Promise<{ origins: Set<string>; any: boolean }> {
      const rows = await db
        .select({
          origins: embedKeys.origins,
          anyOrigin: embedKeys.anyOrigin,
          revokedAt: embedKeys.revokedAt,
          expiresAt: embedKeys.expiresAt,
        })
        .from(embedKeys)
        .where(isNull(embedKeys.revokedAt));
      const now = new Date();
      const live = rows.filter((row) => row.expiresAt === null || row.expiresAt > now);
      return {
        origins: new Set(live.flatMap((row) => row.origins.map((origin) => origin.toLowerCase()))),
        any: live.some((row) => row.anyOrigin),
      };
    },
  };
}
