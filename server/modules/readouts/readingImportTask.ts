import type { ReadoutImportCounts } from '../../../src/core/contract/readouts.ts';
import { message } from '../../http/messages.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { TaskStopped } from '../../jobs/runTask.ts';
import { stagedReadingStore } from './stagedReadingStore.ts';
import { writeReadingImport, type ImportConflict } from './writeReadingImport.ts';

export interface ReadingImportInput {
  /** the large object holding the checked readings (stagedReadingStore.ts) */
  staged: number;
  rows: number;
  on_conflict: ImportConflict;
  /** the installations that get readings */
  meters: number[];
  /** the earliest and latest instant (epoch milliseconds) */
  first: number;
  last: number;
}

/**
 * Writes the readings of a large import file, checked against the starting caller when the task was started,
 * with progress by rows; the readings stream from the large object into the database's COPY. The write is one
 * transaction and idempotent, so a run repeated after a lost instance writes nothing twice; the staged
 * readings are dropped once written, or when the task fails.
 */
export const readingImportTask: TaskKind<ReadingImportInput> = {
  name: 'import_readings',
  title: (input, language) => message(language, 'readoutImportTask', { n: input.rows }),
  async run({ db }, input, progress) {
    const store = stagedReadingStore(db);
    try {
      // gone: a run before this one wrote the readings and dropped them, then lost its instance
      if (!(await store.exists(input.staged)))
        return { rows: input.rows, written: 0, kept: input.rows, replaced: 0, meters: 0 };
      await progress({ progress: { done: 0, total: input.rows } });
      const counts: ReadoutImportCounts = await writeReadingImport(
        db,
        {
          // PGlite's COPY takes the pieces read first, through its only connection; PostgreSQL's streams
          // them while its connection is busy with the COPY, so they are read through another
          pieces: (session) =>
            store.pieces(input.staged, session.blocksOthers ? (text) => session.query(text) : undefined),
          rows: input.rows,
          meters: input.meters,
          first: input.first,
          last: input.last,
        },
        input.on_conflict,
        (done, total) => progress({ progress: { done, total } }),
      );
      await store.drop(input.staged);
      return { ...counts };
    } catch (error) {
      if (!(error instanceof TaskStopped)) await store.drop(input.staged).catch(() => undefined);
      throw error;
    }
  },
  interrupted: ({ db }, input) => stagedReadingStore(db).drop(input.staged),
};
