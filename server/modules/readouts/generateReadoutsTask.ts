import { unscoped } from '../../data/companyScope.ts';
import type { TaskKind } from '../../jobs/TaskKind.ts';
import { deviceRepository } from '../devices/deviceRepository.ts';
import { leakRuleStore } from '../reports/leakRuleStore.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { generateReadouts } from './generateReadouts.ts';

export interface GenerateReadoutsInput {
  /** installation ids, checked against the starting caller's scope when the task was started */
  meter_ids: number[];
  date_from: string;
  date_to: string;
}

/**
 * Simulated readouts for meters and a period. Each meter's readouts are replaced in a transaction of their
 * own, so a run repeated after a lost instance rewrites the meters already done and never doubles them.
 */
export const generateReadoutsTask: TaskKind<GenerateReadoutsInput> = {
  name: 'generate_readouts',
  title: () => 'Generate readouts',
  async run({ db }, input, progress) {
    const rows = await deviceRepository(db, unscoped('the meters were checked against the caller at start')).byIds(
      input.meter_ids,
    );
    const rulesByCompany = new Map<number, Awaited<ReturnType<typeof leakRuleStore.load>>>();
    for (const row of rows)
      if (!rulesByCompany.has(row.companyId)) rulesByCompany.set(row.companyId, await leakRuleStore.load(db, row.companyId));
    const meters = rows
      .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber))
      .map((row) => ({
        id: row.id,
        serialNumber: row.serialNumber,
        meterType: row.meterType,
        rules: rulesByCompany.get(row.companyId)!,
      }));
    const period = { from: new Date(input.date_from), to: new Date(input.date_to) };
    const report = await generateReadouts(db, meters, period, (done, total) => progress({ progress: { done, total } }));
    queueValidation(db, input.meter_ids, period.from, period.to);
    return { ...report };
  },
};
