import { isPermission } from '../../src/core/domain/permissions.ts';
import { HttpError, msg } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';

/**
 * The one grant rule, called by every path that gives an account permissions in a company (user
 * creation, change_role, change_companies, a profile's permissions, a company's activation): the
 * resulting profile never holds a permission the grantor lacks there. `kept` are the permissions the
 * profile holds already; keeping or dropping them grants nothing.
 *
 * The company is one of the caller's scope (each path finds it through a scoped repository first), and
 * a non-staff caller acts in every company of its scope with the permissions of its active profile, so
 * those are what it holds there. Staff bypass every permission check (spec section 6), this one too.
 */
export function assertGrantable(caller: Caller, resulting: Iterable<string>, kept: Iterable<string> = []): void {
  if (caller.isStaff) return;
  const held = new Set(kept);
  const lacking = [...new Set(resulting)].filter((p) => !held.has(p) && !(isPermission(p) && caller.can(p)));
  if (lacking.length > 0)
    throw new HttpError(403, { detail: msg('permissionNotHeld', { name: lacking.sort().join(', ') }) });
}
