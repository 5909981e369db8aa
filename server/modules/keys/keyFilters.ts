import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { KeyListQuery } from '../../../src/core/contract/keys.ts';
import { KEY_DELETED_FILTERS } from '../../../src/core/domain/keyHandling.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { companyIdFilter, containsPattern } from '../../http/filterValues.ts';

/**
 * The WHERE of the key list and of its export (the same route query): the caller's companies, then the
 * grid's filters. Deleted keys are hidden unless `is_deleted` asks for them.
 */
export function keyFilters(scope: CompanyScope, q: Partial<KeyListQuery>): SQL | undefined {
  const k = commModuleKeys;
  const deleted = q.is_deleted?.toLowerCase() || 'false';
  if (!(KEY_DELETED_FILTERS as readonly string[]).includes(deleted))
    throw fieldError('is_deleted', msg('invalidChoice', { input: q.is_deleted ?? '' }));
  const conditions: Array<SQL | undefined> = [scope.where(k.companyId)];
  if (deleted !== 'all') conditions.push(eq(k.isDeleted, deleted === 'true'));
  if (q.order) conditions.push(eq(k.orderNumber, q.order));
  if (q.module_type) conditions.push(eq(k.moduleType, q.module_type));
  if (q.company) conditions.push(companyIdFilter(k.companyId, q.company));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(k.moduleSerial, pattern), ilike(k.meterSerial, pattern), ilike(k.orderNumber, pattern)));
  }
  return and(...conditions);
}
