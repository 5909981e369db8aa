import { companyEndpoints as endpoints } from '../../../src/core/contract/companyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import { assertGrantable } from '../../auth/assertGrantable.ts';
import type { Caller } from '../../auth/Caller.ts';
import { requirePermission } from '../../auth/requirePermission.ts';
import { sendPasswordLink } from '../../mail/sendPasswordLink.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { fieldError, HttpError, msg } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { uniqueViolation } from '../../data/uniqueViolation.ts';
import { activationRepository, type AdminRequest, type Tx } from './activationRepository.ts';
import { companyBody } from './companyBody.ts';
import { companyRepository, type CompanyRow } from './companyRepository.ts';
import { companyValues, ownerOfNewCompany } from './companyValues.ts';
import { CrmUnavailable, CrmValueTooLong } from './crm/crmAdapter.ts';
import { isCrmAccountNumber } from './crm/crmAccountNumber.ts';
import { crmFor } from './crm/crmFor.ts';
import { callersChanged } from '../../auth/callerCache.ts';

const SEARCH_LIMIT = 25;

/** Company writes of the administration: create, edit, delete, activation and the CRM import. */
export const companyAdminRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  const crm = crmFor(ctx.config);
  const crmCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CrmUnavailable) throw new HttpError(502, { detail: msg('crmUnavailable') });
      if (error instanceof CrmValueTooLong)
        throw fieldError('customer_account', msg('crmValueTooLong', { field: error.field, n: error.limit }));
      throw error;
    }
  };
  const insertCompany = async (
    values: Parameters<ReturnType<typeof companyRepository>['insert']>[0],
    scope: CompanyScope,
    tx: Tx | null = null,
  ) => {
    try {
      return await companyRepository(tx ?? db, scope).insert(values);
    } catch (error) {
      if (uniqueViolation(error) !== null) throw fieldError('customer_account', msg('companyAccountExists'));
      throw error;
    }
  };

  /**
   * Names the admin and activates the company (made by `create` in the same transaction, if given), then
   * mails an inactive admin the activation link.
   */
  const activate = async (
    company: CompanyRow | ((tx: Tx) => Promise<CompanyRow>),
    admin: AdminRequest,
    caller: Caller,
    scope: CompanyScope,
    lang: string,
  ) => {
    // the admin's profile there gets the company admin's defaults
    assertGrantable(caller, DEFAULT_ROLE_PERMISSIONS.company_admin);
    const { user, company: active } = await db.transaction(async (tx) => {
      const row = typeof company === 'function' ? await company(tx) : company;
      return activationRepository(tx, scope).activate(tx, row.id, admin);
    });
    // the admin's profile and role changed in the transaction: only now, committed, may callers reload
    callersChanged();
    let detail = message(lang, 'companyActivated');
    if (!user.isActive) {
      try {
        await sendPasswordLink(ctx, user, 'activation');
      } catch {
        throw new HttpError(502, { detail: msg('activationMailFailed') });
      }
      detail = message(lang, 'activationSent');
    }
    return { detail, company: companyBody(active), admin: user.id };
  };

  await mount(endpoints.create, async ({ body, caller, scope }) => {
    if (!caller.can('add_company')) requirePermission(caller, 'create_customer');
    const repository = companyRepository(db, scope);
    const owner = await ownerOfNewCompany(caller, repository);
    const values = await companyValues(body, caller, repository, null);
    const row = await insertCompany(
      {
        name: body.name,
        customerAccount: body.customer_account,
        ...values,
        ...(owner !== null && { distributorId: owner, isDistributor: false }),
        isActive: false,
      },
      scope,
    );
    return companyBody(row);
  });

  await mount(endpoints.update, async ({ params, body, caller, scope }) => {
    const repository = companyRepository(db, scope);
    const current = await repository.get(params.id);
    const values = await companyValues(body, caller, repository, current);
    try {
      return companyBody(await repository.update(current.id, values));
    } catch (error) {
      if (uniqueViolation(error) !== null) throw fieldError('customer_account', msg('companyAccountExists'));
      throw error;
    }
  });

  await mount(endpoints.remove, async ({ params, scope }) => {
    await companyRepository(db, scope).remove(params.id);
  });

  await mount(endpoints.activation, async ({ params, scope }) => {
    const company = await companyRepository(db, scope).get(params.id);
    return {
      company: company.id,
      name: company.name,
      is_active: company.isActive,
      admin_email: await activationRepository(db, scope).adminEmail(company.id),
    };
  });

  await mount(endpoints.activate, async ({ params, body, caller, scope, request }) => {
    const company = await companyRepository(db, scope).get(params.id);
    return activate(company, body, caller, scope, pickLanguage(request.headers['accept-language']));
  });

  await mount(endpoints.crmSearch, async ({ body, scope }) => {
    const records = await crmCall(() => crm.search(body.query, SEARCH_LIMIT));
    const existing = await companyRepository(db, scope).existingAccounts(records.map((r) => r.customer_account));
    return records.map((r) => ({ ...r, exists: existing.has(r.customer_account.toLowerCase()) }));
  });

  await mount(endpoints.crmImport, async ({ body, caller, scope, request }) =>
    importFromCrm(body, caller, scope, pickLanguage(request.headers['accept-language'])),
  );

  async function importFromCrm(
    body: { customer_account: string; is_distributor: boolean; admin_email: string },
    caller: Caller,
    scope: CompanyScope,
    lang: string,
  ) {
    // checked before the CRM is asked: the number becomes a path segment of a URL sent with the CRM token
    if (!isCrmAccountNumber(body.customer_account)) throw fieldError('customer_account', msg('crmAccountInvalid'));
    const repository = companyRepository(db, scope);
    if (await repository.findByAccount(body.customer_account))
      throw fieldError('customer_account', msg('companyAccountExists'));
    const record = await crmCall(() => crm.get(body.customer_account));
    if (!record) throw fieldError('customer_account', msg('crmAccountUnknown', { account: body.customer_account }));
    const owner = await ownerOfNewCompany(caller, repository);
    if (owner !== null && body.is_distributor) throw fieldError('is_distributor', msg('providerOnlyField'));
    const mailingList = record.mailing_list.filter((e) => /^[^\s@,]+@[^\s@,]+$/.test(e));
    const create = (tx: Tx) =>
      insertCompany(
        {
          name: record.name,
          customerAccount: record.customer_account,
          address: record.address,
          city: record.city,
          zip: record.zip,
          country: record.country,
          area: record.area,
          salesRepresentative: record.sales_representative,
          mailingList,
          isDistributor: body.is_distributor,
          distributorId: owner,
          isActive: false,
        },
        scope,
        tx,
      );
    // one transaction: a refused admin leaves no company behind
    return activate(create, { email: body.admin_email }, caller, scope, lang);
  }
});
