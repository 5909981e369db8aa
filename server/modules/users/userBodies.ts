import { inArray } from 'drizzle-orm';
import type { User } from '../../../src/core/contract/users.ts';
import type { Db } from '../../db/createDatabase.ts';
import type { users } from '../../db/schema.ts';
import { companyProfiles } from '../../db/schema.ts';

/** Wire bodies of users, with their companies loaded in one query for the whole page. */
export async function userBodies(db: Db, rows: Array<typeof users.$inferSelect>): Promise<User[]> {
  if (rows.length === 0) return [];
  const profiles = await db
    .select({ userId: companyProfiles.userId, companyId: companyProfiles.companyId, isDefault: companyProfiles.isDefault })
    .from(companyProfiles)
    .where(inArray(companyProfiles.userId, rows.map((u) => u.id)))
    .orderBy(companyProfiles.id);
  return rows.map((u) => {
    const own = profiles.filter((p) => p.userId === u.id);
    return {
      id: u.id,
      user_uuid: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      type: u.isStaff ? 'staff' : 'customer',
      company: (own.find((p) => p.isDefault) ?? own[0])?.companyId ?? null,
      companies: own.map((p) => p.companyId),
      sonico_profile: u.sonicoProfile,
      groups: u.groups,
      language: u.language,
      is_active: u.isActive,
      last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
    };
  });
}
