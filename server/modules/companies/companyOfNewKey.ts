import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { companyRepository } from './companyRepository.ts';

/**
 * The company a new key (embed or ingestion) speaks for: the one the body names (staff, distributors), else the
 * caller's active one; a company outside the caller's scope is refused on `company`.
 */
export async function companyOfNewKey(db: Db, scope: CompanyScope, caller: Caller, named?: number): Promise<number> {
  const companyId = named ?? caller.profile?.companyId;
  if (companyId === undefined) throw fieldError('company', msg('required'));
  if (!(await companyRepository(db, scope).usable(companyId))) throw fieldError('company', msg('companyUnavailable'));
  return companyId;
}
