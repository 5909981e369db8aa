import { installationEndpoints as endpoints } from '../../../src/core/contract/installationEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageBodyJson, pageWindow } from '../../http/paginate.ts';
import { installationChoices } from './installationChoices.ts';
import { installationRepository } from './installationRepository.ts';
import { loadInstallationBodies } from './loadInstallationBodies.ts';
import { ALERT_STATES } from '../../../src/core/domain/alertStates.ts';
import { readoutBody } from '../../domain/readoutBody.ts';

/** Installations (meters) of the caller's companies: list with filters, totals, one meter, its alerts and state. */
export const installationRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.list, async ({ query, scope, caller, request, reply }) => {
    const window = pageWindow(query);
    const choices = await installationChoices.resolve(query.for, { db, scope, caller });
    const repository = installationRepository(db, scope);
    if (window.limit === null) {
      // the whole list may pass a string's size as one text: row by row
      const { rows, total } = await repository.page(query, window, choices);
      return pageBody(request, window, total, await loadInstallationBodies(db, rows));
    }
    // a page is the database's JSON text, passed through without becoming objects (it skips the serializer)
    const { limit, offset } = window;
    const { json, total } = await repository.pageJson(query, { limit, offset }, choices);
    return reply.type('application/json; charset=utf-8').send(pageBodyJson(request, { limit, offset }, total, json));
  });

  await mount(endpoints.total, async ({ query, scope }) => {
    const rows = await installationRepository(db, scope).totals(query);
    return {
      total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      with_alerts: rows.reduce((sum, row) => sum + Number(row.withAlerts), 0),
      by_meter_type: Object.fromEntries(rows.map((row) => [row.meterType, Number(row.n)])),
    };
  });

  await mount(endpoints.alertCounts, async ({ query, scope }) => {
    const rows = await installationRepository(db, scope).alertCounts(query);
    const counts = new Map(rows.map((row) => [row.state, Number(row.n)]));
    return ALERT_STATES.map((state) => ({ state, count: counts.get(state) ?? 0 }));
  });

  await mount(endpoints.get, async ({ params, scope }) => {
    const row = await installationRepository(db, scope).findByUuid(params.uuid);
    return (await loadInstallationBodies(db, [row]))[0];
  });

  await mount(endpoints.alerts, async ({ params, query, scope }) => {
    const repository = installationRepository(db, scope);
    const rows = await repository.alerts(await repository.findByUuid(params.uuid), query.active);
    return rows.map((a) => ({
      id: a.id,
      state: a.state,
      started_at: a.startedAt.toISOString(),
      ended_at: a.endedAt?.toISOString() ?? null,
      active: a.endedAt === null,
    }));
  });

  await mount(endpoints.state, async ({ params, scope }) => {
    const repository = installationRepository(db, scope);
    const row = await repository.findByUuid(params.uuid);
    const [latest, open] = [await repository.latestReadout(row), await repository.alerts(row, 'true')];
    return {
      volume: row.volumeM3,
      alertCount: row.alertCount,
      alerts: [...new Set(open.map((a) => a.state).sort())],
      last_readout: latest ? readoutBody(latest) : null,
    };
  });
});
