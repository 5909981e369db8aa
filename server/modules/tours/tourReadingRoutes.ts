import { tourEndpoints as endpoints } from '../../../src/core/contract/tourEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { loadTourBodies } from './loadTourBodies.ts';
import { simulateReadings } from './simulateReadings.ts';
import { assertTourAction } from './tourActionGuard.ts';
import { tourRepository, type TourRow } from './tourRepository.ts';
import { tourStateAfter, type TourAction } from '../../../src/core/domain/tourStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';

/** Readings: a tablet's upload, the demo simulation, and one register edited in the portal. */
export const tourReadingRoutes = mounter(async (mount, { db }: AppContext) => {
  /** after readings, in progress or (everything read) completed */
  const settle = async (scope: CompanyScope, tour: TourRow, action: TourAction, userId: string) => {
    const repository = tourRepository(db, scope);
    const allRead = await repository.recount(tour);
    const state = tourStateAfter(action, { state: tour.state, is_discarded: tour.isDiscarded }, allRead);
    await repository.transition(tour, action, userId, { state });
  };

  await mount(endpoints.upload, async ({ params, body, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'upload');
    const registers = await repository.registers(tour);
    const byKey = new Map(registers.map((r) => [`${r.itemNumber}\u0000${r.registerId}`, r]));
    const errors: Msg[] = [];
    const matched = body.readings.map((reading, index) => {
      const register = byKey.get(`${reading.item_number}\u0000${reading.register_id}`);
      if (!register)
        errors.push(
          msg('unknownRegister', { index, item: reading.item_number, register: reading.register_id.slice(0, 60) }),
        );
      return { reading, register };
    });
    // all readings or none, as with imports
    if (errors.length) throw fieldErrors({ readings: errors.slice(0, 50) });
    await db.transaction(async (tx) => {
      const inTx = tourRepository(tx, scope);
      for (const { reading, register } of matched)
        await inTx.setReading(register!, {
          readValue: reading.read_value,
          readAt: reading.read_at ? new Date(reading.read_at) : new Date(),
          readBy: caller.user.name || caller.user.email,
          note: reading.note,
        });
    });
    await settle(scope, tour, 'upload', caller.user.id);
    return (await loadTourBodies(db, [await repository.findByUuid(tour.uuid)], caller))[0];
  });

  await mount(endpoints.simulate, async ({ params, scope, caller }) => {
    const repository = tourRepository(db, scope);
    const tour = await repository.findByUuid(params.uuid);
    assertTourAction(tour, 'simulate');
    const registers = await repository.registers(tour);
    const readings = await simulateReadings(db, tour, registers);
    const now = new Date();
    await db.transaction(async (tx) => {
      const inTx = tourRepository(tx, scope);
      for (const register of registers) {
        const value = readings.get(register.id);
        if (value !== undefined)
          await inTx.setReading(register, { readValue: value, readAt: now, readBy: 'simulation' });
      }
    });
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
