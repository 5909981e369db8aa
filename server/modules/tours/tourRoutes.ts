import { tourEndpoints as endpoints } from '../../../src/core/contract/tourEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { attachmentDisposition } from '../../http/exports/attachmentDisposition.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { writeTourExport } from './converters/writeTourExport.ts';
import { tourForEmbed, tourItemForEmbed } from './tourEmbedView.ts';
import { itemBodies, loadTourBodies } from './loadTourBodies.ts';
import { limitTourBodies } from './limitTourBodies.ts';
import { assertTourAction } from './tourActionGuard.ts';
import { tourRepository } from './tourRepository.ts';
import { tabletChoices } from '../tablets/tabletChoices.ts';
import { assignableTablet, tourTabletChoices } from './tourTabletRule.ts';

/** Tours: list, detail, items, and the state machine's actions but readings (tourReadingRoutes) and import. */
export const tourRoutes = mounter(async (mount, { db }: AppContext) => {
  tabletChoices.register('tour', tourTabletChoices);

  await mount(endpoints.list, async ({ query, scope, caller, request }) => {
    const window = pageWindow(query);
    const repository = tourRepository(db, scope);
    const { rows, total } = await repository.page(query, window);
    const bodies = await limitTourBodies(repository, scope, rows, await loadTourBodies(db, rows, caller));
    return pageBody(request, window, total, caller.embed ? bodies.map(tourForEmbed) : bodies);
  });

  const one = async (
    uuid: string,
    scope: Parameters<typeof tourRepository>[1],
    caller: Parameters<typeof loadTourBodies>[2],
  ) => {
    const repository = tourRepository(db, scope);
    const rows = [await repository.findByUuid(uuid)];
    return (await limitTourBodies(repository, scope, rows, await loadTourBodies(db, rows, caller)))[0];
  };

  await mount(endpoints.get, ({ params, scope, caller }) => one(params.uuid, scope, caller));

  await mount(endpoints.items, async ({ params, query, scope, caller, request }) => {
    const repository = tourRepository(db, scope);
    const window = pageWindow(query);
    const { registers, total } = await repository.itemsPage(await repository.findByUuid(params.uuid), window);
    const items = itemBodies(registers);
    const embed = caller.embed;
    return pageBody(request, window, total, embed ? items.map((item) => tourItemForEmbed(item, embed)) : items);
  });

  await mount(endpoints.patch, async ({ params, body, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    if (body.children !== undefined) {
      assertTourAction(tour, 'split');
      const children = await repository.visibleByUuids(body.children);
      // a tour above this one cannot also hang below it
      const ancestors = await repository.ancestorIds(tour);
      const bad = body.children.find(
        (uuid) =>
          uuid === tour.uuid ||
          !children.some((c) => c.uuid === uuid && c.companyId === tour.companyId && !ancestors.has(c.id)),
      );
      if (bad) throw fieldError('children', msg('toursUnavailable'));
      await repository.setParent(children, tour, tour);
    }
    if (body.name !== undefined) await repository.rename(tour, body.name);
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.discard, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'discard');
    await repository.transition(tour, 'discard', caller.user.id, {
      isDiscarded: true,
      discardedById: caller.user.id,
      discardedAt: new Date(),
    });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.restore, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'restore');
    await repository.transition(tour, 'restore', caller.user.id, {
      isDiscarded: false,
      discardedById: null,
      discardedAt: null,
    });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.close, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'close');
    await repository.transition(tour, 'close', caller.user.id, { state: 'closed' });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.assign, async ({ params, body, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'assign');
    const tablet = await assignableTablet(db, scope, body.tablet, tour.companyId);
    await repository.transition(tour, 'assign', caller.user.id, { state: 'assigned', tabletId: tablet.id });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.reassign, async ({ params, body, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'reassign');
    const tablet = await assignableTablet(db, scope, body.tablet, tour.companyId);
    await repository.transition(tour, 'reassign', caller.user.id, { tabletId: tablet.id });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.unassign, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'unassign');
    await repository.transition(tour, 'unassign', caller.user.id, { state: 'imported', tabletId: null });
    return one(tour.uuid, scope, caller);
  });

  await mount(endpoints.delete, async ({ params, scope }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'delete');
    await repository.delete(tour);
  });

  await mount(endpoints.export, async ({ params, query, scope, reply }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'export');
    const file = await writeTourExport(tour, await repository.registers(tour), query.format ?? 'converter');
    const base = tour.name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'tour';
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachmentDisposition(`${base}.${file.extension}`))
      .send(file.body);
  });
});
