import { tabletEndpoints as endpoints } from '../../../src/core/contract/tabletEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { tabletRepository } from '../tablets/tabletRepository.ts';
import { loadTourBodies } from './loadTourBodies.ts';
import { tourRepository } from './tourRepository.ts';

/** The tours a tablet reads: mounted by tours, which sits above tablets. */
export const tabletTourRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.tours, async ({ params, query, scope, caller, request }) => {
    const tablet = await tabletRepository(db, scope).findByUuid(params.uuid);
    const window = pageWindow(query);
    const { rows, total } = await tourRepository(db, scope).page({ ...query, tabletId: tablet.id }, window);
    return pageBody(request, window, total, await loadTourBodies(db, rows, caller));
  });
});
