import { sql } from 'drizzle-orm';
import type { User } from '../../../src/core/contract/users.ts';
import type { Db } from '../../db/createDatabase.ts';
import type { users } from '../../db/schema.ts';
import { companyProfiles } from '../../db/schema.ts';
import { selectAsJson } from '../../db/selectAsJson.ts';

/** Wire bodies of users, with their companies loaded in one query for the whole page. */
export async function userBodies(db: Db, rows: Array<typeof users.$inferSelect>): Promise<User[]> {
  if (rows.length === 0) return [];
  // one array parameter rather than an IN list of a page of uuids, and the rows as one JSON text
  const profiles = await selectAsJson(
    db,
    db
      .select({
        userId: companyProfiles.userId,
        companyId: companyProfiles.companyId,
        isDefault: companyProfiles.isDefault,
      })
      .from(companyProfiles)
      .where(sql`${companyProfiles.userId} = ANY(${`{${rows.map((u) => u.id).join(',')}}`}::uuid[])`)
      .orderBy(companyProfiles.id),
  );
  const profilesOf = new Map<string, typeof profiles>();
  for (const profile of profiles) {
    const own = profilesOf.get(profile.userId);
    if (own) own.push(profile);
    else profilesOf.set(profile.userId, [profile]);
  }
  return rows.map((u) => {
    const own = profilesOf.get(u.id) ?? [];
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
