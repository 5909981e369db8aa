import { choiceRules } from '../../data/choiceRules.ts';

/** `device-profiles/?for=<action>:<ref>`: the profiles that action accepts, by its owner's rule (`device`, registered by devices). */
export const deviceProfileChoices = choiceRules();
