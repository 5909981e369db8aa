import { and, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies } from '../../db/schema.ts';
import { tablets } from '../../db/tourSchema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { tourCompany } from '../../domain/tourCompany.ts';
import { tourRepository } from './tourRepository.ts';

/**
 * The rule of a tour's tablet, stated once: an active tablet of the tour's company that the caller sees.
 * Assigning, reassigning and importing with a tablet check it with `assignableTablet`, and the pickers' list
 * (`tablets/?for=tour:<uuid>`, or `?for=tour:new[:<company>]` for an import) offers exactly those tablets.
 */
export function tourTabletCondition(scope: CompanyScope, tourCompanyId: number): SQL {
  return and(eq(tablets.companyId, tourCompanyId), eq(tablets.isActive, true), scope.where(tablets.companyId))!;
}

/** `tour:<uuid>` (a visible tour) or `tour:new[:<company>]` (an import, `tourCompany`'s choice): the tour's company */
export async function tourCompanyFor(db: Db, scope: CompanyScope, caller: Caller, value: string): Promise<number> {
  const [action, ref = '', company] = value.split(':');
  if (!caller.can(ref === 'new' ? 'add_tour' : 'change_tour')) throw permissionDenied();
  if (action === 'tour' && ref === 'new')
    return tourCompany(db, caller, scope, company === undefined ? undefined : Number(company));
  if (action !== 'tour' || !UUID_PATTERN.test(ref)) throw fieldError('for', msg('invalidChoice', { input: value }));
  return (await tourRepository(db, scope).findByUuid(ref)).companyId;
}

/** The tablet `uuid` for a tour of `tourCompanyId` if the rule accepts it, else a 400 on `tablet` that names it. */
export async function assignableTablet(db: Db, scope: CompanyScope, uuid: string, tourCompanyId: number) {
  const byUuid = UUID_PATTERN.test(uuid) ? eq(tablets.uuid, uuid.toLowerCase()) : undefined;
  if (!byUuid) throw fieldError('tablet', msg('tabletNotFound', { ref: uuid }));
  const [accepted] = await db
    .select()
    .from(tablets)
    .where(and(byUuid, tourTabletCondition(scope, tourCompanyId)))
    .limit(1);
  if (accepted) return accepted;
  const [seen] = await db
    .select({ name: tablets.name, companyId: tablets.companyId, company: companies.name })
    .from(tablets)
    .innerJoin(companies, eq(companies.id, tablets.companyId))
    .where(and(byUuid, scope.where(tablets.companyId)));
  if (!seen) throw fieldError('tablet', msg('tabletNotFound', { ref: uuid }));
  if (seen.companyId === tourCompanyId) throw fieldError('tablet', msg('tabletNotActive', { tablet: seen.name }));
  const [tour] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, tourCompanyId));
  throw fieldError(
    'tablet',
    msg('tabletOtherCompany', { tablet: seen.name, company: seen.company, tourCompany: tour?.name ?? '' }),
  );
}

/** `tablets/?for=tour:<uuid>|new[:<company>]` (registered as the tablet list's `tour` rule) */
export async function tourTabletChoices(ref: string, { db, scope, caller }: ChoiceRequest): Promise<SQL> {
  return tourTabletCondition(scope, await tourCompanyFor(db, scope, caller, `tour:${ref}`));
}
