import { isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { embedKeys } from '../db/embedKeySchema.ts';
import { credentialLookup } from './credentialLookup.ts';

export type EmbedKeyRow = typeof embedKeys.$inferSelect;

/** The lookups of sign-in and CORS, which have no caller yet. */
export function embedKeyLookup(db: Db) {
  return {
    ...credentialLookup(db, embedKeys),
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
