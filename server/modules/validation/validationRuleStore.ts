import { DEFAULT_VALIDATION_RULES, type ValidationRules } from '../../../src/core/domain/validation/validationRules.ts';
import { companySettingsStore } from '../../data/companySettingsStore.ts';
import { companyValidationRules } from '../../db/validationSchema.ts';

/**
 * A company's validation rules over the defaults: `load` for a validation run (it reads the rules of the
 * companies whose meters it already scoped), `repository` for the caller's companies.
 */
export const validationRuleStore = companySettingsStore<ValidationRules>(
  companyValidationRules,
  DEFAULT_VALIDATION_RULES,
);
