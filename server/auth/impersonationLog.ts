import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { impersonations } from '../db/schema.ts';

/** Who acted as whom and until when: every impersonation is kept for the audit. */
export function impersonationLog(db: Db) {
  return {
    async started(staffUserId: string, targetUserId: string): Promise<void> {
      await db.insert(impersonations).values({ staffUserId, targetUserId });
    },
    /** Without a target: every open impersonation of the staff member (their password changed). */
    async stopped(staffUserId: string, targetUserId?: string): Promise<void> {
      await db
        .update(impersonations)
        .set({ stoppedAt: new Date() })
        .where(
          and(
            eq(impersonations.staffUserId, staffUserId),
            targetUserId === undefined ? undefined : eq(impersonations.targetUserId, targetUserId),
            isNull(impersonations.stoppedAt),
          ),
        );
    },
  };
}
