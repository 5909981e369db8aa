import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../src/core/contract/auth.ts';
import { SERVICES } from '../../../src/core/contract/companies.ts';
import { ALL_PERMISSIONS } from '../../../src/core/domain/permissions.ts';
import type { Caller } from '../../auth/Caller.ts';
import { companyKey, type CallerCache } from '../../auth/callerCache.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies, users } from '../../db/schema.ts';

type CompanyPart = Pick<CurrentUser, 'services' | 'subscriptions'>;

async function loadCompanyPart(db: Db, companyId: number): Promise<CompanyPart> {
  const [company] = await db
    .select({
      services: companies.services,
      subscriptions: sql<CurrentUser['subscriptions']>`coalesce((
        select json_agg(json_build_object('id', s.id, 'plan', p.name, 'service', p.service, 'spec', s.spec) order by s.id)
        from subscriptions s join plans p on p.id = s.plan_id where s.company_id = "companies"."id"), '[]'::json)`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { services: company?.services ?? [], subscriptions: company?.subscriptions ?? [] };
}

/**
 * The body of `current/`: who the caller is, its companies, active profile, services and subscriptions.
 * The company part comes from the caller cache, which every company and subscription change clears.
 */
export async function currentUserBody(db: Db, callers: CallerCache, caller: Caller): Promise<CurrentUser> {
  const { user, profile } = caller;
  let services: string[] = caller.isStaff ? [...SERVICES] : [];
  let subscriptions: CurrentUser['subscriptions'] = [];
  if (profile) {
    ({ services, subscriptions } = await callers.get(companyKey(profile.companyId), () =>
      loadCompanyPart(db, profile.companyId),
    ));
  }
  let originalUser: CurrentUser['original_user'] = null;
  if (caller.originalUserId) {
    const [original] = await db
      .select({ user_uuid: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, caller.originalUserId));
    originalUser = original ?? null;
  }
  return {
    user_uuid: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    is_admin: user.isStaff,
    role: user.role,
    original_user: originalUser,
    companies: caller.profiles.map((p) => ({ id: p.companyId, name: p.companyName, profile_id: p.id })),
    profile: profile
      ? { company_id: profile.companyId, permissions: caller.isStaff ? [...ALL_PERMISSIONS] : profile.permissions }
      : null,
    services,
    subscriptions,
  };
}
