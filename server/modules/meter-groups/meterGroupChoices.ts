import { choiceRules } from '../../data/choiceRules.ts';

/** `meter-groups/?for=<action>:<ref>`: the device groups that action accepts, by its owner's rule (`embed-key`, registered by embed keys). */
export const meterGroupChoices = choiceRules();
