import { eq } from 'drizzle-orm';
import { isDatabaseId } from '../../src/core/contract/databaseId.ts';
import type { Caller } from '../auth/Caller.ts';
import type { CompanyScope } from '../data/companyScope.ts';
import type { Db } from '../db/createDatabase.ts';
import { companies } from '../db/schema.ts';
import { fieldError, msg } from '../http/HttpError.ts';

/**
 * The company a new tour or tablet belongs to: the one named (staff, or a distributor for a customer) or
 * the caller's active one. It must be visible and have the mex service, else a field error on `company`.
 */
export async function tourCompany(
  db: Db,
  caller: Caller,
  scope: CompanyScope,
  named: number | null | undefined,
): Promise<number> {
  const id = named ?? caller.profile?.companyId;
  if (id === undefined || !isDatabaseId(id) || !scope.canSee(id))
    throw fieldError('company', msg('companyUnavailable'));
  const [row] = await db.select({ services: companies.services }).from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw fieldError('company', msg('companyUnavailable'));
  if (!row.services.includes('mex')) throw fieldError('company', msg('noMexService'));
  return id;
}
