import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { measuringPointEndpoints as endpoints } from '../../../src/core/contract/measuringPointEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { installationChoices } from '../installations/installationChoices.ts';
import { measuringPointRepository } from './measuringPointRepository.ts';
import { pointMeterChoices } from './pointMeterRule.ts';
import { measuringPointBody } from './measuringPointRows.ts';

const gzipAsync = promisify(gzip);

/** Measuring points (spec section 7): list, map projection with its count and clusters, one point, create and edit. */
export const measuringPointRoutes = mounter(async (mount, { db }: AppContext) => {
  installationChoices.register('measuring-point', pointMeterChoices);

  await mount(endpoints.list, async ({ query, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await measuringPointRepository(db, scope).page(query, window);
    return pageBody(request, window, total, rows.map(measuringPointBody));
  });

  await mount(endpoints.map, async ({ query, caller, scope, request, reply }) => {
    const json = await measuringPointRepository(db, scope).mapJson(query, caller.embed?.hidden);
    // Text and bytes skip the response serializer (the rows are JSON already); large answers go out gzipped.
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (json.length < 64 * 1024 || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(json);
    return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(json, { level: 1 }));
  });

  await mount(endpoints.mapCount, ({ query, scope }) => measuringPointRepository(db, scope).mapCount(query));

  await mount(endpoints.mapClusters, async ({ query, caller, scope, reply }) => {
    const json = await measuringPointRepository(db, scope).mapClustersJson(query, caller.embed?.hidden);
    // JSON text from PostgreSQL, like the map projection: it skips the response serializer
    return reply.type('application/json; charset=utf-8').send(json);
  });

  await mount(endpoints.get, async ({ params, scope }) =>
    measuringPointBody(await measuringPointRepository(db, scope).findById(params.id)),
  );

  await mount(endpoints.create, async ({ body, caller, scope }) => {
    const repository = measuringPointRepository(db, scope);
    const id = await repository.create(body, caller.profile?.companyId);
    return measuringPointBody(await repository.findById(id));
  });

  await mount(endpoints.update, async ({ params, body, scope }) => {
    const repository = measuringPointRepository(db, scope);
    const current = await repository.findById(params.id);
    await repository.update(current, body);
    return measuringPointBody(await repository.findById(current.point.id));
  });
});
