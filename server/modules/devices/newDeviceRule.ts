import type { SQL } from 'drizzle-orm';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { profileConditionFor } from '../device-profiles/deviceProfileRepository.ts';

/**
 * `device-profiles/?for=device:<company>` (registered as the profile list's `device` rule): the profiles new
 * meters of that company may take, by the condition `createDevices` checks (`profileConditionFor`).
 */
export async function newDeviceProfileChoices(ref: string, { scope, caller }: ChoiceRequest): Promise<SQL> {
  if (!caller.can('add_communicationdevice')) throw permissionDenied();
  if (!/^\d{1,9}$/.test(ref)) throw fieldError('for', msg('invalidChoice', { input: `device:${ref}` }));
  return profileConditionFor(scope, Number(ref));
}
