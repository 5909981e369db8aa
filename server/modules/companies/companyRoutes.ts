import { companyEndpoints as endpoints } from '../../../src/core/contract/companyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { companyBody } from './companyBody.ts';
import { companyChoices, companyParentChoices } from './companyChoices.ts';
import { companyRepository } from './companyRepository.ts';
import { subscriptionBody } from './subscriptionBody.ts';

/** Company reads of the caller's tenancy. Writes come with the administration screens. */
export const companyRoutes = mounter(async (mount, { db }: AppContext) => {
  companyChoices.register('company-parent', companyParentChoices);

  await mount(endpoints.list, async ({ query, scope, caller, request }) => {
    const window = pageWindow(query);
    const choices = await companyChoices.resolve(query.for, { db, scope, caller });
    const { rows, total } = await companyRepository(db, scope).page(query, window, choices);
    return pageBody(request, window, total, rows.map(companyBody));
  });

  await mount(endpoints.get, async ({ params, scope }) =>
    companyBody(await companyRepository(db, scope).get(params.id)),
  );

  await mount(endpoints.subscriptions, async ({ params, scope }) => {
    const rows = await companyRepository(db, scope).subscriptions(params.id);
    return rows.map(subscriptionBody);
  });
});
