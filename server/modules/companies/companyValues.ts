import type { CompanyChange, CompanyCreate } from '../../../src/core/contract/companies.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { companies } from '../../db/schema.ts';
import { fieldError, fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { parseMailingList } from './mailingList.ts';
import type { companyRepository, CompanyRow } from './companyRepository.ts';

type Values = Partial<typeof companies.$inferInsert>;

/** core is always on; sonico and mex as given, in catalogue order */
export const withCore = (services: readonly string[]) => ['core', ...['sonico', 'mex'].filter((s) => services.includes(s))];

const sameServices = (a: readonly string[], b: readonly string[]) => withCore(a).join() === withCore(b).join();

/**
 * The column values of a company body, checked: the mailing list parsed, the distributor a visible
 * distributor, and the provider's own fields (customer account, services, distributor links) left to
 * staff: another caller may send them only unchanged.
 */
export async function companyValues(
  body: CompanyCreate | CompanyChange,
  caller: Caller,
  repository: ReturnType<typeof companyRepository>,
  current: CompanyRow | null,
): Promise<Values> {
  const v: Values = {};
  if (body.name !== undefined) v.name = body.name;
  if (body.customer_account !== undefined) v.customerAccount = body.customer_account;
  if (body.mailing_list !== undefined) v.mailingList = parseMailingList(body.mailing_list);
  if (body.area !== undefined) v.area = body.area;
  if (body.address !== undefined) v.address = body.address;
  if (body.city !== undefined) v.city = body.city;
  if (body.country !== undefined) v.country = body.country;
  if (body.zip !== undefined) v.zip = body.zip;
  if (body.sales_representative !== undefined) v.salesRepresentative = body.sales_representative;
  if (body.is_distributor !== undefined) v.isDistributor = body.is_distributor;
  if (body.distributor !== undefined) v.distributorId = body.distributor;
  if (body.services !== undefined) v.services = withCore(body.services);

  if (!caller.isStaff) {
    const errors: Record<string, Msg[]> = {};
    const refuse = (field: 'customer_account' | 'services' | 'is_distributor' | 'distributor') => (errors[field] = [msg('providerOnlyField')]);
    if (current) {
      if (v.customerAccount !== undefined && v.customerAccount !== current.customerAccount) refuse('customer_account');
      if (v.services !== undefined && !sameServices(v.services, current.services)) refuse('services');
      if (v.isDistributor !== undefined && v.isDistributor !== current.isDistributor) refuse('is_distributor');
      if (v.distributorId !== undefined && v.distributorId !== current.distributorId) refuse('distributor');
    } else {
      if (v.services !== undefined && !sameServices(v.services, ['core'])) refuse('services');
      if (v.isDistributor) refuse('is_distributor');
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  }
  if (v.distributorId !== undefined && v.distributorId !== null && v.distributorId !== current?.distributorId) {
    if (!(await repository.isDistributor(v.distributorId, current?.id ?? null)))
      throw fieldError('distributor', msg('notDistributor', { pk: v.distributorId }));
  }
  if (v.customerAccount !== undefined && v.customerAccount.toLowerCase() !== current?.customerAccount.toLowerCase()) {
    if (await repository.findByAccount(v.customerAccount))
      throw fieldError('customer_account', msg('companyAccountExists'));
  }
  return v;
}

/**
 * The distributor a non-staff caller's new company belongs to: a company is created only as a customer
 * of the caller's own distributor; staff create anywhere (null: as the body says).
 */
export async function ownerOfNewCompany(
  caller: Caller,
  repository: ReturnType<typeof companyRepository>,
): Promise<number | null> {
  if (caller.isStaff) return null;
  const own = caller.profile ? await repository.get(caller.profile.companyId) : null;
  if (!own?.isDistributor) throw fieldError('non_field_errors', msg('noDistributorCompany'));
  return own.id;
}
