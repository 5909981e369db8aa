import type { TaskKind } from '../../jobs/TaskKind.ts';
import { validateMeters } from './validateMeters.ts';

export interface ValidationTaskInput {
  /** installation ids, checked against the starting caller's scope when the task was started */
  meter_ids: number[];
  date_after: string;
  date_before: string;
}

/**
 * A validation run too large to answer at once. Each meter's findings are replaced in a transaction of their
 * own, so a run repeated after a lost instance finds the same findings again and never doubles them.
 */
export const validationTask: TaskKind<ValidationTaskInput> = {
  name: 'validate_readings',
  title: () => 'Validate readings',
  async run({ db }, input, progress) {
    const range = { from: new Date(input.date_after), to: new Date(input.date_before) };
    return validateMeters(db, input.meter_ids, range, (done, total) => progress({ progress: { done, total } }));
  },
};
