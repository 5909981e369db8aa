import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskStarted } from '../../../src/core/contract/devices.ts';
import { generateReadoutsRequest, generateReadoutsResult } from '../../../src/core/contract/readouts.ts';
import type { AppContext } from '../../AppContext.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import { installations, tasks } from '../../db/deviceSchema.ts';
import { fieldError, fieldErrors, msg, notFound, type Msg } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { startTask } from '../../jobs/startTask.ts';
import { taskStatus } from '../../jobs/taskStatus.ts';
import { parseDateTime, upperBound } from '../reports/parseDateTime.ts';
import { loadLeakRules } from '../reports/leakRuleRoutes.ts';
import { generateReadouts, generationDateError } from './generateReadouts.ts';

export const GENERATE_TASK = 'generate_readouts';
const MAX_METERS = 1000;
const MAX_DAYS = 366;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clean = (list: string[] | undefined) => [...new Set((list ?? []).map((v) => v.trim()).filter(Boolean))];

/** `generate-readouts/` starts simulated readouts for chosen meters and period; `readouts/result/` polls it. */
export function generateReadoutsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.post(
      '/api/generate-readouts/',
      { schema: { tags: ['readouts'], body: generateReadoutsRequest, response: { 202: taskStarted } } },
      async (request, reply) => {
        const { caller, body } = request;
        // generated readings replace real ones: device management, not a viewer's right
        requirePermission(caller, 'add_communicationdevice');
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

        const rows = await db
          .select()
          .from(installations)
          .where(
            and(
              companyScope(caller, installations.companyId),
              or(
                uuids.length > 0
                  ? inArray(
                      installations.uuid,
                      uuids.filter((u) => UUID.test(u)),
                    )
                  : undefined,
                serials.length > 0 ? inArray(installations.serialNumber, serials) : undefined,
              ),
            ),
          );
        const missing: Record<string, Msg[]> = {};
        const unknownUuids = uuids.filter((u) => !rows.some((row) => row.uuid === u.toLowerCase()));
        const unknownSerials = serials.filter((s) => !rows.some((row) => row.serialNumber === s));
        if (unknownUuids.length > 0) missing.installations = unknownUuids.map((pk) => msg('invalidPk', { pk }));
        if (unknownSerials.length > 0) missing.serials = unknownSerials.map((pk) => msg('invalidPk', { pk }));
        if (Object.keys(missing).length > 0) throw fieldErrors(missing);

        const rulesByCompany = new Map<number, Awaited<ReturnType<typeof loadLeakRules>>>();
        for (const row of rows)
          if (!rulesByCompany.has(row.companyId))
            rulesByCompany.set(row.companyId, await loadLeakRules(db, row.companyId));
        const meters = rows
          .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber))
          .map((row) => ({
            id: row.id,
            serialNumber: row.serialNumber,
            meterType: row.meterType,
            rules: rulesByCompany.get(row.companyId)!,
          }));
        const taskId = await startTask(
          db,
          { userId: caller.user.id, companyId: caller.profile?.companyId ?? null },
          {
            kind: GENERATE_TASK,
            title: 'Generate readouts',
            input: {
              serials: meters.map((m) => m.serialNumber),
              date_from: from.toISOString(),
              date_to: to.toISOString(),
            },
            run: async (progress) => ({
              ...(await generateReadouts(db, meters, { from, to }, (done, total) =>
                progress({ progress: { done, total } }),
              )),
            }),
          },
        );
        return reply.code(202).send({ task_id: taskId });
      },
    );

    r.get(
      '/api/readouts/result/',
      {
        schema: {
          tags: ['readouts'],
          querystring: z.object({ task_id: z.string().optional() }),
          response: { 200: generateReadoutsResult },
        },
      },
      async (request) => {
        const id = request.query.task_id?.trim();
        if (!id) throw fieldError('task_id', msg('required'));
        if (!UUID.test(id)) throw notFound();
        // the starting company's users (and the starter) see the task; to anyone else it does not exist
        const [row] = await db
          .select()
          .from(tasks)
          .where(
            and(
              eq(tasks.id, id),
              eq(tasks.kind, GENERATE_TASK),
              or(eq(tasks.userId, request.caller.user.id), companyScope(request.caller, tasks.companyId)),
            ),
          );
        if (!row) throw notFound();
        const status = taskStatus(row);
        if (status.status !== 'failed' || typeof status.detail === 'string')
          return status as z.infer<typeof generateReadoutsResult>;
        return {
          status: 'failed' as const,
          detail: message(pickLanguage(request.headers['accept-language']), status.detail.key),
        };
      },
    );
  };
}
