import { tourEndpoints as endpoints } from '../../../src/core/contract/tourEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { ensureReadoutPartitions } from '../../db/ensureReadoutPartitions.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { advanceReadingAlerts, lockMeters } from '../readouts/advanceReadingAlerts.ts';
import { insertReadings } from '../telegrams/insertReadings.ts';
import { matchUpload } from './matchUpload.ts';
import { readItemTelegrams } from './readItemTelegrams.ts';
import { loadTourBodies } from './loadTourBodies.ts';
import { simulateReadings } from './simulateReadings.ts';
import { assertTourAction } from './tourActionGuard.ts';
import { tourRepository, type TourRow } from './tourRepository.ts';
import { queueReadingsValidation } from '../validation/queueValidation.ts';
import { tourStateAfter, type TourAction } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';

/** Readings: a tablet's upload, the demo simulation, and one register edited in the portal. */
export const tourReadingRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  /** after readings, in progress or (everything read) completed */
  const settle = async (scope: CompanyScope, tour: TourRow, action: TourAction, userId: string) => {
    const repository = tourRepository(db, scope);
    const allRead = await repository.recount(tour);
    const state = tourStateAfter(action, { state: tour.state, is_discarded: tour.isDiscarded }, allRead);
    // a tablet's tour is in progress before it is completed: one visit that reads everything takes both steps
    const started =
      tour.state === 'assigned' && state === 'completed'
        ? await repository.transition(tour, action, userId, { state: 'in_progress' })
        : tour;
    await repository.transition(started, action, userId, { state });
  };

  await mount(endpoints.upload, async ({ params, body, scope, caller, request }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'upload');
    const registers = await repository.registers(tour);
    const matched = matchUpload(registers, body);
    const typed = new Set(matched.map(({ register }) => register.id));
    const telegrams = await readItemTelegrams(ctx, { scope, caller, request }, tour, registers, body.items, typed);
    const times = telegrams.readings.map((r) => r.ts.getTime());
    if (times.length) await ensureReadoutPartitions(db, new Date(Math.min(...times)), new Date(Math.max(...times)));
    const readBy = caller.user.name || caller.user.email;
    await db.transaction(async (tx) => {
      const meters = await lockMeters(tx, [...new Set(telegrams.readings.map((r) => r.installationId))]);
      await tourRepository(tx, scope).setReadings([
        ...matched.map(({ reading, register }) => ({
          register,
          readValue: reading.read_value,
          readAt: reading.read_at ? new Date(reading.read_at) : new Date(),
          readBy,
          note: reading.note,
        })),
        ...[...telegrams.fills.values()].map(({ register, value, readAt }) => ({
          register,
          readValue: value,
          readAt,
          readBy,
          fromTelegram: true,
        })),
      ]);
      // The meter's own numbers, stored as ingestion stores them, with `source` 'wmbus' rather than 'tour':
      // they are what the meter measured and sent, decoded exactly as a gateway's telegram would be, not a
      // value a reader typed; `source` tells how a number was measured, and the register keeps the tour's side.
      // Their meters' alerts move on by them in the same transaction, as ingestion's do.
      await advanceReadingAlerts(tx, meters, await insertReadings(tx, telegrams.readings));
    });
    queueReadingsValidation(db, telegrams.readings);
    await settle(scope, tour, 'upload', caller.user.id);
    const [answer] = await loadTourBodies(db, [await repository.findByUuid(tour.uuid)], caller);
    const lang = pickLanguage(request.headers['accept-language']);
    return {
      ...answer,
      telegram_items: body.items.map((item, n) => ({
        item_number: item.item_number,
        telegrams: telegrams.results[n].map(({ reason, ...result }) => ({
          ...result,
          ...(reason && { reason: message(lang, reason.key, reason.vars) }),
        })),
      })),
    };
  });

  await mount(endpoints.simulate, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'simulate');
    const registers = await repository.registers(tour);
    const readings = await simulateReadings(db, tour, registers);
    const now = new Date();
    await db.transaction((tx) =>
      tourRepository(tx, scope).setReadings(
        registers.flatMap((register) => {
          const value = readings.get(register.id);
          return value === undefined ? [] : [{ register, readValue: value, readAt: now, readBy: 'simulation' }];
        }),
      ),
    );
    await settle(scope, tour, 'simulate', caller.user.id);
    return (await loadTourBodies(db, [await repository.findByUuid(tour.uuid)], caller))[0];
  });

  await mount(endpoints.editRegister, async ({ params, body, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'editRegister');
    const register = await repository.register(tour, params.row, params.register);
    await repository.setReading(register, {
      readValue: body.read_value,
      readAt: body.read_value === null ? null : new Date(),
      readBy: body.read_value === null ? null : caller.user.name || caller.user.email,
      note: body.note,
    });
    await settle(scope, tour, 'editRegister', caller.user.id);
    return (await loadTourBodies(db, [await repository.findByUuid(tour.uuid)], caller))[0];
  });
});
