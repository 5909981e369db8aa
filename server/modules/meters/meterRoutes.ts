import { meterEndpoints as endpoints } from '../../../src/core/contract/meterEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { permissionDenied } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { meterRepository } from './meterRepository.ts';

/** `meters/`: installations as chart choices, filtered by meter type, company and a search on the serial number. */
export const meterRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.list, async ({ query, caller, scope, request }) => {
    // meter lists and report viewers both pick meters here
    if (!caller.can('view_meter') && !caller.can('view_report')) throw permissionDenied();
    const window = pageWindow(query);
    const { rows, total } = await meterRepository(db, scope).page(query, window);
    return pageBody(request, window, total, rows);
  });
});
