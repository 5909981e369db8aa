import path from 'node:path';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { pollTask } from '../../src/core/api/pollTask.ts';
import { readoutEndpoints } from '../../src/core/contract/readoutEndpoints.ts';
import type { ReadoutImportCounts } from '../../src/core/contract/readouts.ts';
import { ApiError } from '../../src/core/http/ApiError.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import { renderTable } from '../output/renderTable.ts';
import { withSession } from '../withSession.ts';
import { openLocalFile } from './openLocalFile.ts';

export interface ReadoutsImportOptions {
  /** what to do with a reading the meter already has at that instant */
  onConflict?: string;
}

export interface ReadoutsImportResult extends ReadoutImportCounts {
  file: string;
  /** the task that wrote a large file; null when the request wrote it */
  taskId: string | null;
}

export interface ImportHooks {
  onProgress?: (done: number | null, total: number) => void;
  intervalMs?: number;
}

/**
 * Imports a file of readings (CSV with a header row, or JSON lines): the server checks it whole and writes it
 * in one go, or refuses it with the rows at fault (exit 1, nothing written). A large file is written by a
 * task, waited for here with its progress.
 */
export async function readoutsImport(
  context: CliContext,
  file: string,
  options: ReadoutsImportOptions,
  hooks: ImportHooks = {},
): Promise<ReadoutsImportResult> {
  const onConflict = options.onConflict ?? 'keep';
  if (onConflict !== 'keep' && onConflict !== 'replace') throw new UsageError('--on-conflict is keep or replace');
  const form = new FormData();
  form.append('file', await openLocalFile(file), path.basename(file));
  return withSession(context, async () => {
    let answer;
    try {
      answer = await callEndpoint(context.http, readoutEndpoints.import, {
        query: { on_conflict: onConflict },
        body: form,
      });
    } catch (error) {
      const rows = error instanceof ApiError ? error.fieldErrors.file : undefined;
      if (rows?.length) throw new CliError(`${file} was rejected, nothing was written:\n  ${rows.join('\n  ')}`);
      throw error;
    }
    if (answer.status === 'completed') {
      const { status: _status, ...counts } = answer;
      return { file, taskId: null, ...counts };
    }
    const taskId = answer.task_id;
    hooks.onProgress?.(0, answer.rows);
    const result = await pollTask(
      () => callEndpoint(context.http, readoutEndpoints.importResult, { query: { task_id: taskId } }),
      {
        intervalMs: hooks.intervalMs ?? 500,
        onPending: ({ progress }) => hooks.onProgress?.(progress?.done ?? null, progress?.total ?? answer.rows),
      },
    );
    if (result.status === 'failed') throw new CliError(result.detail);
    return { file, taskId, ...result.report };
  });
}

export function renderReadoutsImport(result: ReadoutsImportResult): string {
  return renderTable([
    ['File', result.file],
    ...(result.taskId ? [['Task', result.taskId] as [string, string]] : []),
    ['Rows', String(result.rows)],
    ['Meters', String(result.meters)],
    ['Written', String(result.written)],
    ['Kept (already stored)', String(result.kept)],
    ['Replaced', String(result.replaced)],
  ]);
}
