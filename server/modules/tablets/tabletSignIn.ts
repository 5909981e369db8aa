import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { companyProfiles } from '../../db/schema.ts';
import { tablets } from '../../db/tourSchema.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

/**
 * The reading app signs in with its Android ID beside the user's credentials: only an active tablet of
 * one of the user's companies may, and its last-seen time is noted.
 */
export async function tabletSignIn(db: Db, userId: string, androidId: string): Promise<void> {
  const companies = db
    .select({ id: companyProfiles.companyId })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, userId));
  const [tablet] = await db
    .update(tablets)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(tablets.androidId, androidId), eq(tablets.isActive, true), inArray(tablets.companyId, companies)))
    .returning({ id: tablets.id });
  if (!tablet) throw fieldError('android_id', msg('noActiveTablet'));
}
