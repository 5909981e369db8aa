import { choiceRules } from '../../data/choiceRules.ts';

/**
 * `installations/?for=<action>:<ref>`: the devices that action accepts, by the rule of the module that owns
 * the action (registered with its routes: `device-group`, `measuring-point`), so a picker never offers a
 * device its save refuses; those who may not act get a 403.
 */
export const installationChoices = choiceRules();
