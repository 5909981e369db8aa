import { ownEntry } from '../../data/orderingOf.ts';
import { and, asc, desc, eq, exists, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../src/core/contract/pagination.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../../src/core/domain/roles.ts';
import { authGroups, companies, companyProfiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { pageWhere } from '../../data/pageRows.ts';
import { callersChanged } from '../../auth/callerCache.ts';

const ORDERING: Record<string, SQL> = {
  email: asc(users.email),
  '-email': desc(users.email),
  name: asc(users.name),
  '-name': desc(users.name),
  last_login: asc(users.lastLogin),
  '-last_login': desc(users.lastLogin),
};

export type UserRow = typeof users.$inferSelect;
type UserListQuery = Pick<ListQuery, 'search' | 'ordering'> & {
  role?: string;
  is_active?: 'true' | 'false';
  sonico_profile?: string;
};
type AccountChange = Partial<
  Pick<
    UserRow,
    'name' | 'language' | 'passwordHash' | 'isActive' | 'lastLogin' | 'role' | 'isStaff' | 'groups' | 'sonicoProfile'
  >
>;
export type ProfileRow = typeof companyProfiles.$inferSelect & { companyName: string };

/**
 * User accounts as one caller may see them: those with a profile in one of the scope's companies, and
 * always the caller's own (`selfId`), company or not. Every finder and writer applies that.
 */
export function userRepository(db: Db, scope: CompanyScope, selfId: string | null = null) {
  const visible = (): SQL | undefined => {
    // an unscoped repository also sees accounts without any company (staff)
    if (scope.companyIds === null) return undefined;
    const profile = db
      .select({ one: companyProfiles.id })
      .from(companyProfiles)
      .where(and(eq(companyProfiles.userId, users.id), scope.where(companyProfiles.companyId)));
    return selfId === null ? exists(profile) : or(eq(users.id, selfId), exists(profile));
  };
  const find = async (id: string): Promise<UserRow | null> => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), visible()))
      .limit(1);
    return row ?? null;
  };

  return {
    /** one page of the searched list with the total, or every row when `window.limit` is null */
    async page(q: UserListQuery, window: PageWindow): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(
        visible(),
        q.search ? or(ilike(users.email, `%${q.search}%`), ilike(users.name, `%${q.search}%`)) : undefined,
        q.role ? eq(users.role, q.role) : undefined,
        q.is_active ? eq(users.isActive, q.is_active === 'true') : undefined,
        q.sonico_profile ? eq(users.sonicoProfile, q.sonico_profile) : undefined,
      );
      const order = [ownEntry(ORDERING, q.ordering) ?? asc(users.email), asc(users.id)];
      return pageWhere(db, db.select().from(users), users, where, order, window);
    },

    /** a visible account by id, or null */
    find,

    /** a visible account by id; any other is a 404, so ids leak nothing */
    async get(id: string): Promise<UserRow> {
      const row = await find(id);
      if (!row) throw notFound();
      return row;
    },

    /** a visible account by e-mail, in any letter case */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, visible()))
        .limit(1);
      return row ?? null;
    },

    /** changes a visible account; nothing happens to any other */
    async update(id: string, changes: AccountChange): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .update(users)
        .set(changes)
        .where(and(eq(users.id, id), visible()));
      callersChanged(id);
    },

    /** an account of any tenancy by e-mail: e-mails are unique across all of them */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row !== undefined;
    },

    /** a new inactive account with its default profile in a company of the scope */
    async create(values: typeof users.$inferInsert, companyId: number, role: Role): Promise<UserRow> {
      scope.assertVisible(companyId);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning();
        await tx
          .insert(companyProfiles)
          .values({ userId: row.id, companyId, isDefault: true, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] });
        return row;
      });
      callersChanged(created.id);
      return created;
    },

    /** every profile of an account, with its company's name and whether it is a provider's */
    async allProfiles(userId: string): Promise<Array<ProfileRow & { isProvider: boolean }>> {
      const rows = await db
        .select({ profile: companyProfiles, companyName: companies.name, isProvider: companies.isProvider })
        .from(companyProfiles)
        .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
        .where(eq(companyProfiles.userId, userId))
        .orderBy(asc(companyProfiles.id));
      return rows.map((r) => ({ ...r.profile, companyName: r.companyName, isProvider: r.isProvider }));
    },

    /** the account's profiles in the scope's companies */
    async profiles(userId: string): Promise<ProfileRow[]> {
      return (await this.allProfiles(userId)).filter((p) => scope.canSee(p.companyId));
    },

    async remove(id: string): Promise<void> {
      await db.delete(users).where(and(eq(users.id, id), visible()));
      callersChanged(id);
    },

    /** the group names among `names` that exist */
    async knownGroups(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.select({ name: authGroups.name }).from(authGroups).where(inArray(authGroups.name, names));
      return new Set(rows.map((r) => r.name));
    },

    /** a new role: its default permissions on the account's profiles in the scope */
    /** the role, its group among `groups`, and the role's default permissions on every profile in the scope */
    async changeRole(id: string, role: Role, groups: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ role, isStaff: role === 'staff', groups })
          .where(eq(users.id, id));
        await tx
          .update(companyProfiles)
          .set({ permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] })
          .where(and(eq(companyProfiles.userId, id), scope.where(companyProfiles.companyId)));
      });
      callersChanged(id);
    },

    /**
     * The account's companies within the scope become `companyIds` (new profiles get the role's
     * permissions); profiles outside the scope stay. One profile stays the default.
     */
    async replaceCompanies(id: string, companyIds: number[], role: Role): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(companyProfiles)
          .where(
            and(
              eq(companyProfiles.userId, id),
              scope.where(companyProfiles.companyId),
              notInArray(companyProfiles.companyId, companyIds),
            ),
          );
        await tx
          .insert(companyProfiles)
          .values(
            companyIds.map((companyId) => ({
              userId: id,
              companyId,
              permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
            })),
          )
          .onConflictDoNothing();
        const rest = await tx
          .select({ id: companyProfiles.id, isDefault: companyProfiles.isDefault })
          .from(companyProfiles)
          .where(eq(companyProfiles.userId, id))
          .orderBy(asc(companyProfiles.id));
        if (rest.length > 0 && !rest.some((p) => p.isDefault))
          await tx.update(companyProfiles).set({ isDefault: true }).where(eq(companyProfiles.id, rest[0].id));
      });
      callersChanged(id);
    },

    /** a profile of the account in the scope, changed: its permissions, or made the default */
    async changeProfile(userId: string, profileId: number, change: { permissions?: string[]; isDefault?: true }) {
      const profile = (await this.profiles(userId)).find((p) => p.id === profileId);
      if (!profile) throw notFound();
      await db.transaction(async (tx) => {
        if (change.isDefault) {
          await tx.update(companyProfiles).set({ isDefault: false }).where(eq(companyProfiles.userId, userId));
          await tx.update(companyProfiles).set({ isDefault: true }).where(eq(companyProfiles.id, profileId));
        }
        if (change.permissions)
          await tx
            .update(companyProfiles)
            .set({ permissions: change.permissions })
            .where(eq(companyProfiles.id, profileId));
      });
      callersChanged(userId);
      return (await this.profiles(userId)).find((p) => p.id === profileId)!;
    },
  };
}
