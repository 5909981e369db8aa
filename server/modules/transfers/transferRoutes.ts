import { transferEndpoints as endpoints } from '../../../src/core/contract/transferEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { unscoped } from '../../data/companyScope.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { keyChoices } from '../keys/keyChoices.ts';
import { moveKeys } from './moveKeys.ts';
import { transferKeyChoices } from './transferableKeys.ts';
import { transferBody } from './transferBody.ts';
import { transferRepository, transferTargets } from './transferRepository.ts';

/** Key transfers: the history of the caller's companies, one transfer, the allowed targets, a new transfer. */
export const transferRoutes = mounter(async (mount, { db }: AppContext) => {
  keyChoices.register('transfer', transferKeyChoices);

  await mount(endpoints.list, async ({ query, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await transferRepository(db, scope).page(query, window);
    return pageBody(request, window, total, rows.map(transferBody));
  });

  await mount(endpoints.targets, async ({ caller }) =>
    (await transferTargets(db, caller)).map((c) => ({ id: c.id, name: c.name, customer_account: c.customerAccount })),
  );

  await mount(endpoints.create, async ({ body, caller }) => {
    const id = await moveKeys(db, caller, body);
    // read back unscoped: after the move the caller may no longer see the keys, but sees its own transfer
    const repository = transferRepository(db, unscoped('the transfer the caller has just made'));
    const row = await repository.find(id);
    return { ...transferBody(row), keys: await repository.keysOf(id) };
  });

  await mount(endpoints.get, async ({ params, scope }) => {
    const repository = transferRepository(db, scope);
    const row = await repository.find(params.id);
    return { ...transferBody(row), keys: await repository.keysOf(row.transfer.id) };
  });
});
