import { eq, inArray } from 'drizzle-orm';
import type { Permission } from '../../src/core/domain/permissions.ts';
import type { Db } from '../db/createDatabase.ts';
import { companies, companyProfiles, users } from '../db/schema.ts';
import type { Caller, CallerProfile } from './Caller.ts';

/**
 * Loads a user with the company profiles that decide tenancy: a non-staff caller sees its active
 * company and, when that company is a distributor, the distributor's customers. Staff see everything.
 */
export async function loadCaller(db: Db, userId: string, originalUserId: string | null = null): Promise<Caller | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const rows = await db
    .select({
      id: companyProfiles.id,
      companyId: companyProfiles.companyId,
      companyName: companies.name,
      permissions: companyProfiles.permissions,
      isDefault: companyProfiles.isDefault,
      isDistributor: companies.isDistributor,
    })
    .from(companyProfiles)
    .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
    .where(eq(companyProfiles.userId, userId))
    .orderBy(companyProfiles.id);
  const profiles: CallerProfile[] = rows.map(({ isDistributor: _, ...profile }) => profile);
  const active = rows.find((row) => row.isDefault) ?? null;
  let companyIds: number[] | null = null;
  if (!user.isStaff) {
    companyIds = [];
    if (active) {
      companyIds.push(active.companyId);
      if (active.isDistributor) {
        const customers = await db
          .select({ id: companies.id })
          .from(companies)
          .where(inArray(companies.distributorId, [active.companyId]));
        companyIds.push(...customers.map((c) => c.id));
      }
    }
  }
  const profile = active ? profiles.find((p) => p.id === active.id)! : null;
  const isStaff = user.isStaff;
  return {
    user,
    isStaff,
    originalUserId,
    profiles,
    profile,
    companyIds,
    can: (permission: Permission) => isStaff || (profile?.permissions.includes(permission) ?? false),
  };
}
