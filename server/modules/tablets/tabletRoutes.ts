import { tabletEndpoints as endpoints } from '../../../src/core/contract/tabletEndpoints.ts';
import type { Tablet } from '../../../src/core/contract/tablets.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { tourCompany } from '../../domain/tourCompany.ts';
import { tabletQuota } from './tabletQuota.ts';
import { tabletRepository, type TabletRow } from './tabletRepository.ts';

async function tabletBodies(repository: ReturnType<typeof tabletRepository>, rows: TabletRow[]): Promise<Tablet[]> {
  const counts = await repository.tourCounts(rows.map((r) => r.id));
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    android_id: r.androidId,
    android_version: r.androidVersion,
    device_model: r.deviceModel,
    is_active: r.isActive,
    company: r.companyId,
    last_seen: r.lastSeenAt?.toISOString() ?? null,
    tours_assigned: counts.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
  }));
}

const quotaOf = async (db: Db, repository: ReturnType<typeof tabletRepository>, companyId: number) => ({
  active: await repository.activeCount(companyId),
  quota: await tabletQuota(db, companyId),
});

/** Field tablets: register within the mex quota, deactivate, delete (the tours a tablet reads: tours/tabletTourRoutes.ts). */
export const tabletRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.list, async ({ query, scope, request }) => {
    const repository = tabletRepository(db, scope);
    const window = pageWindow(query);
    const { rows, total } = await repository.page(query, window);
    return pageBody(request, window, total, await tabletBodies(repository, rows));
  });

  await mount(endpoints.quota, async ({ scope, caller }) => {
    const companyId = caller.profile?.companyId;
    if (companyId === undefined) return { active: 0, quota: 0 };
    return quotaOf(db, tabletRepository(db, scope), companyId);
  });

  await mount(endpoints.create, async ({ body, scope, caller }) => {
    const repository = tabletRepository(db, scope);
    const companyId = await tourCompany(db, caller, scope, body.company);
    if (await repository.androidIdTaken(body.android_id)) throw fieldError('android_id', msg('tabletAndroidIdExists'));
    const values = {
      companyId,
      name: body.name,
      androidId: body.android_id,
      androidVersion: body.android_version ?? '',
      deviceModel: body.device_model ?? '',
    };
    const row = await repository.createWithinQuota(values, await tabletQuota(db, companyId));
    return (await tabletBodies(repository, [row]))[0];
  });

  await mount(endpoints.deactivate, async ({ params, scope }) => {
    const repository = tabletRepository(db, scope);
    const row = await repository.deactivate(await repository.findByUuid(params.uuid));
    return (await tabletBodies(repository, [row]))[0];
  });

  await mount(endpoints.delete, async ({ params, scope }) => {
    const repository = tabletRepository(db, scope);
    await repository.delete(await repository.findByUuid(params.uuid));
  });
});
