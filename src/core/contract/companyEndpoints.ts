import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('companies', () => import('./companies.ts'));
const subscriptionEndpoint = endpointsOf('subscriptions', () => import('./companies.ts'));
const view = { scope: 'company', permission: 'view_company' } as const;

/** Companies of the caller's tenancy: reads, and the administration's writes, activation and CRM import. */
export const companyEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'companies',
    query: 'companyListQuery',
    response: 'company',
    list: true,
  }),
  get: endpoint({ ...view, method: 'GET', path: 'companies/:id', params: 'companyIdParams', response: 'company' }),
  /** every subscription of a visible company, as a plain array (the server does not page them) */
  subscriptions: subscriptionEndpoint({
    method: 'GET',
    path: 'companies/:id/subscriptions',
    scope: 'company',
    permission: null,
    params: 'companyIdParams',
    response: 'subscriptions',
  }),
  /** add_company (staff: anywhere), or create_customer: a customer of the caller's own distributor */
  create: endpoint({
    scope: 'company',
    permission: null,
    method: 'POST',
    path: 'companies',
    body: 'companyCreate',
    response: 'company',
    status: 201,
  }),
  /** services, distributor links and the customer account are the provider's to change (staff) */
  update: endpoint({
    scope: 'company',
    permission: 'change_company',
    method: 'PATCH',
    path: 'companies/:id',
    params: 'companyIdParams',
    body: 'companyChange',
    response: 'company',
  }),
  /** refused while the company still owns meters, users or keys */
  remove: endpoint({
    scope: 'company',
    permission: 'delete_company',
    method: 'DELETE',
    path: 'companies/:id',
    params: 'companyIdParams',
    response: null,
    status: 204,
  }),
  activation: endpoint({
    scope: 'company',
    permission: 'activate_company',
    method: 'GET',
    path: 'companies/:id/activate',
    params: 'companyIdParams',
    response: 'activationInfo',
  }),
  /** names the company admin (created or linked), mails the activation link, makes the company active */
  activate: endpoint({
    scope: 'company',
    permission: 'activate_company',
    method: 'POST',
    path: 'companies/:id/activate',
    params: 'companyIdParams',
    body: 'activationRequest',
    response: 'activationAnswer',
  }),
  crmSearch: endpoint({
    scope: 'company',
    permission: 'add_crm_company',
    method: 'POST',
    path: 'companies/crm_search',
    body: 'crmSearchRequest',
    response: 'crmAccounts',
  }),
  /** creates the company from the CRM record and activates it with the named admin */
  crmImport: endpoint({
    scope: 'company',
    permission: 'add_crm_company',
    method: 'POST',
    path: 'companies/crm_import',
    body: 'crmImportRequest',
    response: 'activationAnswer',
    status: 201,
  }),
  createDemo: endpoint({
    scope: 'staff',
    permission: null,
    method: 'POST',
    path: 'companies/create_demo',
    body: 'demoRequest',
    response: 'taskStarted',
    status: 202,
  }),
  demoResult: endpoint({
    scope: 'staff',
    permission: null,
    method: 'GET',
    path: 'companies/create_demo/result',
    query: 'taskResultQuery',
    response: 'demoResult',
  }),
  addSubscription: subscriptionEndpoint({
    scope: 'staff',
    permission: null,
    method: 'POST',
    path: 'companies/:id/subscriptions',
    params: 'companyIdParams',
    body: 'subscriptionCreate',
    response: 'subscription',
    status: 201,
  }),
  changeSubscription: subscriptionEndpoint({
    scope: 'staff',
    permission: null,
    method: 'PATCH',
    path: 'companies/:id/subscriptions/:subscription_id',
    params: 'subscriptionParams',
    body: 'subscriptionChange',
    response: 'subscription',
  }),
  removeSubscription: subscriptionEndpoint({
    scope: 'staff',
    permission: null,
    method: 'DELETE',
    path: 'companies/:id/subscriptions/:subscription_id',
    params: 'subscriptionParams',
    response: null,
    status: 204,
  }),
};
