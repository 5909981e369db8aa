import { DEFAULT_LEAK_RULES, type LeakRules } from '../../../src/core/domain/leakRules.ts';
import { companySettingsStore } from '../../data/companySettingsStore.ts';
import { companyLeakRules } from '../../db/reportSchema.ts';

/**
 * A company's leak rules over the defaults: `load` for the readout generation (it reads the rules of the
 * companies whose meters it already scoped; no company, the defaults), `repository` for the caller's companies.
 */
export const leakRuleStore = companySettingsStore<LeakRules>(companyLeakRules, DEFAULT_LEAK_RULES);
