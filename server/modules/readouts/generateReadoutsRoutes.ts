import type { GenerateReadoutsResult } from '../../../src/core/contract/readouts.ts';
import { readoutEndpoints as endpoints } from '../../../src/core/contract/readoutEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { resultTaskRepository, taskResultBody } from '../../domain/resultTasks.ts';
import { startTask } from '../../jobs/startTask.ts';
import { deviceRepository } from '../devices/deviceRepository.ts';
import { parseDateTime, upperBound } from '../../domain/parseDateTime.ts';
import { generationDateError } from './generateReadouts.ts';
import { generateReadoutsTask } from './generateReadoutsTask.ts';

const MAX_METERS = 1000;
const MAX_DAYS = 366;

const clean = (list: string[] | undefined) => [...new Set((list ?? []).map((v) => v.trim()).filter(Boolean))];

/** `generate-readouts/` starts simulated readouts for chosen meters and period; `readouts/result/` polls it. */
export const generateReadoutsRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  await mount(endpoints.generate, async ({ body, caller, scope }) => {
    const uuids = clean(body.installations);
    const serials = clean(body.serials);
    const errors: Record<string, Msg[]> = {};
    if (uuids.length + serials.length === 0) errors.installations = [msg('required')];
    if (uuids.length + serials.length > MAX_METERS) errors.installations = [msg('tooManyItems', { n: MAX_METERS })];
    const dates = (['date_from', 'date_to'] as const).map((field) => {
      const value = body[field]?.trim();
      const parsed = value ? parseDateTime(value) : null;
      if (!value) errors[field] = [msg(value === undefined ? 'required' : 'blank')];
      else if (!parsed) errors[field] = [msg('invalidDateTime')];
      else {
        const outOfBounds = generationDateError(parsed.date);
        if (outOfBounds) errors[field] = [outOfBounds];
      }
      return parsed;
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const from = dates[0]!.date;
    const to = upperBound(dates[1]!);
    if (to <= from) throw fieldError('date_to', msg('dateOrder', { field: 'date_from' }));
    if (to.getTime() - from.getTime() > MAX_DAYS * 86_400_000)
      throw fieldError('date_to', msg('periodTooLong', { n: MAX_DAYS }));

    const rows = await deviceRepository(db, scope).byUuidsOrSerials(uuids, serials);
    const missing: Record<string, Msg[]> = {};
    const unknownUuids = uuids.filter((u) => !rows.some((row) => row.uuid === u.toLowerCase()));
    const unknownSerials = serials.filter((s) => !rows.some((row) => row.serialNumber === s));
    if (unknownUuids.length > 0) missing.installations = [msg('metersUnavailable')];
    if (unknownSerials.length > 0) missing.serials = unknownSerials.map((pk) => msg('meterUnavailable', { pk }));
    if (Object.keys(missing).length > 0) throw fieldErrors(missing);

    const taskId = await startTask(
      ctx,
      { userId: caller.user.id, companyId: caller.profile?.companyId ?? null },
      generateReadoutsTask,
      { meter_ids: rows.map((row) => row.id), date_from: from.toISOString(), date_to: to.toISOString() },
    );
    return { task_id: taskId };
  });

  await mount(endpoints.generateResult, async ({ query, caller, scope, request }) => {
    const id = query.task_id?.trim();
    if (!id) throw fieldError('task_id', msg('required'));
    // the starting company's users (and the starter) see the task
    const row = await resultTaskRepository(db, scope).startedByOrInScope(id, generateReadoutsTask.name, caller.user.id);
    return taskResultBody<GenerateReadoutsResult>(row, request.headers['accept-language']);
  });
});
