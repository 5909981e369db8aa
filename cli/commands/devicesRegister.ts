import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { pollTask } from '../../src/core/api/pollTask.ts';
import { deviceEndpoints } from '../../src/core/contract/deviceEndpoints.ts';
import type { LoraAction, LoraReport } from '../../src/core/contract/devices.ts';
import { parseSerialList } from '../../src/core/domain/serialList.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface DevicesRegisterResult {
  action: LoraAction;
  taskId: string;
  report: LoraReport;
  /** distinct serials sent */
  total: number;
  /** serials the network did not take: already registered (or not registered), not found, or refused */
  failed: string[];
}

export interface RegisterHooks {
  onProgress?: (done: number | null, total: number) => void;
  intervalMs?: number;
}

/**
 * Registers LoRa meters on the low-power network (or deletes them from it) and waits for the task.
 * Serials may be given as separate arguments or comma separated, as in the portal.
 */
export async function devicesRegister(
  context: CliContext,
  args: string[],
  action: LoraAction,
  hooks: RegisterHooks = {},
): Promise<DevicesRegisterResult> {
  const { serials, invalid } = parseSerialList(args.join(','));
  if (invalid.length > 0) throw new UsageError(`not a serial number: ${invalid.join(', ')}`);
  if (serials.length === 0) throw new UsageError('give at least one serial number');
  return withSession(context, async () => {
    const { task_id: taskId } = await callEndpoint(context.http, deviceEndpoints.lora, {
      body: { devices: serials, action },
    });
    hooks.onProgress?.(0, serials.length);
    const result = await pollTask(
      () => callEndpoint(context.http, deviceEndpoints.loraResult, { query: { task_id: taskId } }),
      {
        intervalMs: hooks.intervalMs ?? 300,
        onPending: (pending) => hooks.onProgress?.(pending.progress?.done ?? null, serials.length),
      },
    );
    if (result.status === 'failed') throw new CliError(`task ${taskId} failed: ${result.detail}`);
    hooks.onProgress?.(serials.length, serials.length);
    const { report } = result;
    const failed = [
      ...(report.already_existing ?? []),
      ...(report.not_registered ?? []),
      ...report.not_found,
      ...(report.failed ?? []).map((f) => f.serial),
    ];
    return { action, taskId, report, total: serials.length, failed };
  });
}
