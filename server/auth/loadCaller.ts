import { eq, sql } from 'drizzle-orm';
import type { Permission } from '../../src/core/domain/permissions.ts';
import type { Db } from '../db/createDatabase.ts';
import { users } from '../db/schema.ts';
import type { Caller, CallerProfile, CallerSession } from './Caller.ts';

interface ProfileRow extends CallerProfile {
  isDistributor: boolean;
}

/**
 * Loads a user with the company profiles that decide tenancy, in one query (it runs on every request):
 * a non-staff caller sees its active company and, when that company is a distributor, the distributor's
 * customers. Staff see everything.
 */
export async function loadCaller(
  db: Db,
  userId: string,
  session: CallerSession = { originalUserId: null, refreshJti: null },
): Promise<Caller | null> {
  const [row] = await db
    .select({
      user: users,
      profiles: sql<ProfileRow[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'companyId', p.company_id, 'companyName', c.name,
          'permissions', p.permissions, 'isDefault', p.is_default, 'isDistributor', c.is_distributor) order by p.id)
        from company_profiles p join companies c on c.id = p.company_id
        where p.user_id = "users"."id"), '[]'::json)`,
      customers: sql<number[]>`coalesce((
        select json_agg(c.id order by c.id)
        from company_profiles p join companies c on c.distributor_id = p.company_id
        where p.user_id = "users"."id" and p.is_default), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, customers } = row;
  const profiles: CallerProfile[] = row.profiles.map(({ isDistributor: _, ...profile }) => profile);
  const profile = profiles.find((p) => p.isDefault) ?? null;
  const isStaff = user.isStaff;
  const companyIds = isStaff ? null : profile ? [profile.companyId, ...customers] : [];
  return {
    user,
    isStaff,
    originalUserId: session.originalUserId,
    refreshJti: session.refreshJti,
    profiles,
    profile,
    companyIds,
    can: (permission: Permission) => isStaff || (profile?.permissions.includes(permission) ?? false),
  };
}
