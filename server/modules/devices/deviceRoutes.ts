import type { LoraResult } from '../../../src/core/contract/devices.ts';
import { deviceEndpoints as endpoints } from '../../../src/core/contract/deviceEndpoints.ts';
import { COMMUNICATION_MODULE_TYPES, METER_TYPES } from '../../../src/core/domain/meterTypes.ts';
import type { AppContext } from '../../AppContext.ts';
import { requirePermission } from '../../auth/requirePermission.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { resultTaskRepository, taskResultBody } from '../../domain/resultTasks.ts';
import { startTask } from '../../jobs/startTask.ts';
import { loraTask } from './loraTask.ts';
import { loadInstallationBodies } from '../installations/loadInstallationBodies.ts';
import { withoutReading } from '../installations/installationWithLatest.ts';
import { companyChoices, ownerChoices } from '../companies/companyChoices.ts';
import { deviceProfileChoices } from '../device-profiles/deviceProfileChoices.ts';
import { createDevices } from './createDevices.ts';
import { newDeviceProfileChoices } from './newDeviceRule.ts';

const MAX_LORA_DEVICES = 10_000;

/** Device types, AFM creation and low-power-network registration (spec section 7, Devices). */
export function deviceRoutes(ctx: AppContext) {
  return mounter(async (mount, { db }) => {
    companyChoices.register('device', ownerChoices('add_communicationdevice'));
    deviceProfileChoices.register('device', newDeviceProfileChoices);

    await mount(endpoints.types, () => ({
      communication_module_types: { ...COMMUNICATION_MODULE_TYPES },
      meter_types: { ...METER_TYPES },
    }));

    await mount(endpoints.create, async ({ body, caller, scope }) =>
      loadInstallationBodies(db, (await createDevices(db, scope, caller, body)).map(withoutReading)),
    );

    await mount(endpoints.lora, async ({ body, caller, request }) => {
      const { action } = body;
      requirePermission(caller, action === 'register' ? 'add_communicationdevice' : 'delete_communicationdevice');
      const serials = [...new Set(body.devices.map((serial) => serial.trim()).filter(Boolean))];
      if (serials.length === 0) throw fieldError('devices', msg('emptyList'));
      if (serials.length > MAX_LORA_DEVICES) throw fieldError('devices', msg('tooManyItems', { n: MAX_LORA_DEVICES }));
      const owner = { userId: caller.user.id, companyId: caller.profile?.companyId ?? null };
      const taskId = await startTask(ctx, owner, loraTask, { devices: serials, action, ip: request.ip });
      return { task_id: taskId };
    });

    await mount(endpoints.loraResult, async ({ query, caller, scope, request }) => {
      const id = query.task_id;
      if (!id) throw fieldError('task_id', msg('required'));
      // a task is seen only by the user who started it
      const row = await resultTaskRepository(db, scope).startedBy(id, loraTask.name, caller.user.id);
      return taskResultBody<LoraResult>(row, request.headers['accept-language']);
    });
  })(ctx);
}
