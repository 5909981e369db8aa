import { eq } from 'drizzle-orm';
import type { CallerProfile } from '../../auth/Caller.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companyProfiles } from '../../db/schema.ts';
import { callersChanged } from '../../auth/callerCache.ts';

/**
 * Makes one of the user's own profiles the active company. It is the default profile, so it holds across
 * devices and token refreshes.
 */
export async function setActiveProfile(db: Db, userId: string, profile: CallerProfile): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(companyProfiles).set({ isDefault: false }).where(eq(companyProfiles.userId, userId));
    await tx.update(companyProfiles).set({ isDefault: true }).where(eq(companyProfiles.id, profile.id));
  });
  callersChanged(userId);
}
