import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceCreate, deviceTypes, loraRequest, loraResult, taskStarted } from '../../../src/core/contract/devices.ts';
import { installation } from '../../../src/core/contract/installations.ts';
import { COMMUNICATION_MODULE_TYPES, METER_TYPES } from '../../../src/core/domain/meterTypes.ts';
import type { AppContext } from '../../AppContext.ts';
import { requirePermission } from '../../auth/tenancy.ts';
import { tasks } from '../../db/deviceSchema.ts';
import { fieldError, msg, notFound } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { startTask } from '../../jobs/startTask.ts';
import { taskStatus } from '../../jobs/taskStatus.ts';
import { loadInstallationBodies } from '../installations/loadInstallationBodies.ts';
import { createDevices } from './createDevices.ts';
import { runLoraAction } from './runLoraAction.ts';

const MAX_LORA_DEVICES = 10_000;
const LORA_TASK = 'lora_registration';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Device types, AFM creation and low-power-network registration (spec section 7, Devices). */
export function deviceRoutes(ctx: AppContext, options: { loraDelayMs?: number } = {}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get('/api/devices/types/', { schema: { tags: ['devices'], response: { 200: deviceTypes } } }, async () => ({
      communication_module_types: { ...COMMUNICATION_MODULE_TYPES },
      meter_types: { ...METER_TYPES },
    }));

    r.post(
      '/api/devices/',
      { schema: { tags: ['devices'], body: deviceCreate, response: { 201: z.array(installation) } } },
      async (request, reply) => {
        requirePermission(request.caller, 'add_communicationdevice');
        const rows = await createDevices(db, request.caller, request.body);
        return reply.code(201).send(await loadInstallationBodies(db, rows));
      },
    );

    r.post(
      '/api/devices/lora/',
      { schema: { tags: ['devices'], body: loraRequest, response: { 202: taskStarted } } },
      async (request, reply) => {
        const { caller } = request;
        const { action } = request.body;
        requirePermission(caller, action === 'register' ? 'add_communicationdevice' : 'delete_communicationdevice');
        const serials = [...new Set(request.body.devices.map((serial) => serial.trim()).filter(Boolean))];
        if (serials.length === 0) throw fieldError('devices', msg('emptyList'));
        if (serials.length > MAX_LORA_DEVICES)
          throw fieldError('devices', msg('tooManyItems', { n: MAX_LORA_DEVICES }));
        const scope = { companyIds: caller.companyIds, delayMs: options.loraDelayMs ?? 20 };
        const taskId = await startTask(
          db,
          { userId: caller.user.id, companyId: caller.profile?.companyId ?? null },
          {
            kind: LORA_TASK,
            title: action === 'register' ? 'LoRa registration' : 'LoRa deletion',
            input: { devices: serials, action },
            run: async (progress) => ({ ...(await runLoraAction(db, scope, serials, action, progress)) }),
          },
        );
        return reply.code(202).send({ task_id: taskId });
      },
    );

    r.get(
      '/api/devices/lora/result/',
      {
        schema: {
          tags: ['devices'],
          querystring: z.object({ task_id: z.string().optional() }),
          response: { 200: loraResult },
        },
      },
      async (request) => {
        const id = request.query.task_id;
        if (!id) throw fieldError('task_id', msg('required'));
        // a task is seen only by the user who started it; any other id does not exist for the caller
        if (!UUID.test(id)) throw notFound();
        const [row] = await db
          .select()
          .from(tasks)
          .where(and(eq(tasks.id, id), eq(tasks.userId, request.caller.user.id), eq(tasks.kind, LORA_TASK)));
        if (!row) throw notFound();
        const status = taskStatus(row);
        if (status.status !== 'failed' || typeof status.detail === 'string')
          return status as z.infer<typeof loraResult>;
        return {
          status: 'failed' as const,
          detail: message(pickLanguage(request.headers['accept-language']), status.detail.key),
        };
      },
    );
  };
}
