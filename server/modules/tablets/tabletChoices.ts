import { choiceRules } from '../../data/choiceRules.ts';

/** `tablets/?for=<action>:<ref>`: the tablets that action accepts, by its owner's rule (`tour`, registered by tours). */
export const tabletChoices = choiceRules();
