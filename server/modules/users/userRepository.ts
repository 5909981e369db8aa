import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../src/core/contract/pagination.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companyProfiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { countWhere, pageRows } from '../../data/pageRows.ts';

const ORDERING: Record<string, SQL> = {
  email: asc(users.email),
  '-email': desc(users.email),
  name: asc(users.name),
  '-name': desc(users.name),
  last_login: asc(users.lastLogin),
  '-last_login': desc(users.lastLogin),
};

export type UserRow = typeof users.$inferSelect;
type UserListQuery = Pick<ListQuery, 'search' | 'ordering'>;
type AccountChange = Partial<Pick<UserRow, 'name' | 'language' | 'passwordHash' | 'isActive' | 'lastLogin'>>;

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
      );
      const query = db
        .select()
        .from(users)
        .where(where)
        .orderBy(ORDERING[q.ordering ?? ''] ?? asc(users.email), asc(users.id));
      return pageRows(query, window, () => countWhere(db, users, where));
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
    },
  };
}
