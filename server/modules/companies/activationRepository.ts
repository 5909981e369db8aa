import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies, companyProfiles, users } from '../../db/schema.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AdminRequest {
  email: string;
  name?: string;
  language?: string;
}

/**
 * The activation of a company: its admin (an account of that e-mail, else a new inactive one) gets a
 * company-admin profile there, and the company becomes active, all in one transaction. An existing
 * account the caller does not wholly manage is not linked (that would reveal it, or change an account
 * that also belongs elsewhere): the e-mail is refused.
 */
export function activationRepository(db: Db | Tx, scope: CompanyScope) {
  return {
    /** the e-mail of the company's first company admin, if it has one */
    async adminEmail(companyId: number): Promise<string | null> {
      scope.assertVisible(companyId);
      const [row] = await db
        .select({ email: users.email })
        .from(companyProfiles)
        .innerJoin(users, eq(users.id, companyProfiles.userId))
        .where(and(eq(companyProfiles.companyId, companyId), eq(users.role, 'company_admin')))
        .orderBy(asc(companyProfiles.id))
        .limit(1);
      return row?.email ?? null;
    },

    /** the caller has already found the company (or just made it in `tx`) */
    async activate(tx: Tx, companyId: number, admin: AdminRequest) {
      const [existing] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${admin.email})`)
        .limit(1);
      let user = existing;
      if (user) {
        const profiles = await tx
          .select({ companyId: companyProfiles.companyId })
          .from(companyProfiles)
          .where(eq(companyProfiles.userId, user.id));
        // the rule of every account change: all of the account's companies lie in the caller's scope
        const managed =
          scope.companyIds === null || (profiles.length > 0 && profiles.every((p) => scope.canSee(p.companyId)));
        if (!managed || user.isStaff) throw fieldError('email', msg('emailExists'));
        if (user.role !== 'company_admin')
          [user] = await tx.update(users).set({ role: 'company_admin' }).where(eq(users.id, user.id)).returning();
      } else {
        [user] = await tx
          .insert(users)
          .values({
            email: admin.email,
            name: admin.name ?? admin.email.split('@')[0],
            role: 'company_admin',
            language: admin.language ?? 'en',
            groups: ['Company Admin'],
            isActive: false,
          })
          .returning();
      }
      const [hasDefault] = await tx
        .select({ id: companyProfiles.id })
        .from(companyProfiles)
        .where(and(eq(companyProfiles.userId, user.id), eq(companyProfiles.isDefault, true)))
        .limit(1);
      await tx
        .insert(companyProfiles)
        .values({
          userId: user.id,
          companyId,
          isDefault: !hasDefault,
          permissions: [...DEFAULT_ROLE_PERMISSIONS.company_admin],
        })
        .onConflictDoUpdate({
          target: [companyProfiles.userId, companyProfiles.companyId],
          set: { permissions: [...DEFAULT_ROLE_PERMISSIONS.company_admin] },
        });
      const [company] = await tx
        .update(companies)
        .set({ isActive: true })
        .where(eq(companies.id, companyId))
        .returning();
      return { user, company };
    },
  };
}
