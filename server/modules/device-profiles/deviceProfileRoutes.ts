import { deviceProfileEndpoints as endpoints } from '../../../src/core/contract/deviceProfileEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { deviceProfileChoices } from './deviceProfileChoices.ts';
import { deviceProfileRepository, type DeviceProfileRow } from './deviceProfileRepository.ts';

const body = (p: DeviceProfileRow) => ({
  uuid: p.uuid,
  name: p.name,
  meter_type: p.meterType,
  description: p.description,
  settings: p.settings,
  company: p.companyId,
});

/** Device profiles: read-only list and detail of the shared profiles and the caller's companies' own. */
export const deviceProfileRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.list, async ({ query, scope, caller, request }) => {
    const window = pageWindow(query);
    const choices = await deviceProfileChoices.resolve(query.for, { db, scope, caller });
    const { rows, total } = await deviceProfileRepository(db, scope).page(query, window, choices);
    return pageBody(request, window, total, rows.map(body));
  });

  await mount(endpoints.get, async ({ params, scope }) =>
    body(await deviceProfileRepository(db, scope).findByUuid(params.uuid)),
  );
});
