import { choiceRules } from '../../data/choiceRules.ts';

/** `keys/?for=<action>`: the keys that action accepts, by its owner's rule (`transfer`, registered by transfers). */
export const keyChoices = choiceRules();
