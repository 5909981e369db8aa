import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { pollTask } from '../../src/core/api/pollTask.ts';
import { readoutEndpoints } from '../../src/core/contract/readoutEndpoints.ts';
import type { GenerateReadoutsReport } from '../../src/core/contract/readouts.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { renderTable } from '../output/renderTable.ts';
import { withSession } from '../withSession.ts';

export interface ReadoutsGenerateOptions {
  /** serial numbers, each option value may hold several separated by commas */
  serial?: string[];
  from?: string;
  to?: string;
}

export interface ReadoutsGenerateResult extends GenerateReadoutsReport {
  taskId: string;
  serials: string[];
}

export interface GenerateHooks {
  onProgress?: (done: number | null, total: number) => void;
  intervalMs?: number;
}

/** Starts simulated readouts for meters and a period, then waits for the task and returns its report. */
export async function readoutsGenerate(
  context: CliContext,
  options: ReadoutsGenerateOptions,
  hooks: GenerateHooks = {},
): Promise<ReadoutsGenerateResult> {
  const serials = [
    ...new Set(
      (options.serial ?? [])
        .flatMap((value) => value.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (serials.length === 0) throw new UsageError('give at least one --serial');
  if (!options.from || !options.to)
    throw new UsageError('give the period with --from and --to (YYYY-MM-DD or ISO 8601)');
  return withSession(context, async () => {
    const { task_id: taskId } = await callEndpoint(context.http, readoutEndpoints.generate, {
      body: { serials, date_from: options.from, date_to: options.to },
    });
    hooks.onProgress?.(0, serials.length);
    const result = await pollTask(
      () => callEndpoint(context.http, readoutEndpoints.generateResult, { query: { task_id: taskId } }),
      {
        intervalMs: hooks.intervalMs ?? 300,
        onPending: ({ progress }) => hooks.onProgress?.(progress?.done ?? null, progress?.total ?? serials.length),
      },
    );
    if (result.status === 'failed') throw new Error(result.detail);
    const { report } = result;
    hooks.onProgress?.(report.meters, report.meters);
    return { taskId, serials, ...report };
  });
}

export function renderReadoutsGenerate(result: ReadoutsGenerateResult): string {
  return renderTable([
    ['Task', result.taskId],
    ['Meters', `${result.meters} (${result.serials.join(', ')})`],
    ['Readouts written', String(result.readouts_written)],
    ['First reading', result.from],
    ['Last reading', result.to],
    ['Leak alerts', String(result.alerts)],
  ]);
}
