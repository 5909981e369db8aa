import { readoutEndpoints as endpoints } from '../../../src/core/contract/readoutEndpoints.ts';
import type { ReadoutImportTaskResult } from '../../../src/core/contract/readouts.ts';
import { resultTaskRepository, taskResultBody } from '../../domain/resultTasks.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import type { AppContext } from '../../AppContext.ts';
import { receiveUploadedFile } from '../../http/uploads/receiveUploadedFile.ts';
import { textChunks } from '../../http/uploads/textChunks.ts';
import { mounter } from '../../http/mounter.ts';
import { startTask } from '../../jobs/startTask.ts';
import { pickLanguage } from '../../http/messages.ts';
import { checkReadingImport } from './checkReadingImport.ts';
import { readingImportTask } from './readingImportTask.ts';
import { stagedReadingStore } from './stagedReadingStore.ts';
import { writeReadingImport } from './writeReadingImport.ts';

/** A head-end export of five million readings at some 60 bytes a row, with room to spare. */
const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
/** Files with more rows are written by a task: the request answers once the file is checked. */
export const IMPORT_TASK_ROWS = 50_000;

/**
 * `readouts/import/`: the whole file is checked first (refused with row numbers), then written during the
 * request, or for a large file by a task the tasks panel follows (`readouts/import/result/`).
 */
export const readingImportRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  await mount(endpoints.import, async ({ request, query, caller, scope }) => {
    // the file is checked as it arrives, its readings spooled to a temporary file: never held whole
    const checked = await receiveUploadedFile(request, MAX_IMPORT_BYTES, (file) =>
      checkReadingImport(db, scope, { chunks: textChunks(file.file), fileName: file.filename }),
    );
    const { spool, meters, first, last } = checked;
    try {
      const conflict = query.on_conflict ?? 'keep';
      const rows = spool.length;
      const readings = { pieces: () => spool.csvPieces(), rows, meters, first, last };
      if (rows <= IMPORT_TASK_ROWS)
        return { status: 'completed' as const, ...(await writeReadingImport(db, readings, conflict)) };
      // a task belongs to a user; a gateway's key has none, so its files stay below the task threshold
      if (caller.ingestion) throw fieldError('file', msg('ingestionKeyImportTooLarge', { n: IMPORT_TASK_ROWS }));
      const staged = await stagedReadingStore(db).put(spool.csvPieces());
      const taskId = await startTask(
        ctx,
        {
          userId: caller.user.id,
          companyId: caller.profile?.companyId ?? null,
          language: pickLanguage(request.headers['accept-language']),
        },
        readingImportTask,
        { staged, rows, on_conflict: conflict, meters, first, last },
      );
      return { status: 'pending' as const, task_id: taskId, rows };
    } finally {
      await spool.close();
    }
  });

  await mount(endpoints.importResult, async ({ query, caller, scope, request }) => {
    const id = query.task_id?.trim();
    if (!id) throw fieldError('task_id', msg('required'));
    // the starting company's users (and the starter) see the task
    const row = await resultTaskRepository(db, scope).startedByOrInScope(id, readingImportTask.name, caller.user.id);
    return taskResultBody<ReadoutImportTaskResult>(row, request.headers['accept-language']);
  });
});
