import type { Caller } from '../../auth/Caller.ts';
import { fieldError, HttpError, msg } from '../../http/HttpError.ts';
import type { userRepository, UserRow } from './userRepository.ts';

/** Nobody changes their own role, groups, companies or permissions. */
export function assertNotSelf(caller: Caller, targetId: string): void {
  if (caller.user.id === targetId) throw new HttpError(403, { detail: msg('ownAccountLocked') });
}

/**
 * Whether the caller manages the whole account: staff manage everyone; a company admin only accounts
 * all of whose companies lie in its scope (its company and, for a distributor, its customers), and never
 * a staff account.
 */
export async function assertManages(
  caller: Caller,
  repository: ReturnType<typeof userRepository>,
  target: UserRow,
): Promise<void> {
  if (caller.isStaff) return;
  const profiles = await repository.allProfiles(target.id);
  const outside = profiles.some((p) => caller.companyIds === null || !caller.companyIds.includes(p.companyId));
  if (target.isStaff || outside) throw new HttpError(403, { detail: msg('userOtherCompanies') });
}

/**
 * The account a call changes, found the one way every account-changing endpoint finds it: another
 * tenancy's account is missing (404), one that also belongs to companies the caller does not manage, or
 * a staff account, is refused (403). One's own account is the caller's to find; what one may change on
 * it is each endpoint's rule.
 */
export async function managedAccount(
  caller: Caller,
  repository: ReturnType<typeof userRepository>,
  id: string,
): Promise<UserRow> {
  const target = await repository.get(id);
  if (target.id !== caller.user.id) await assertManages(caller, repository, target);
  return target;
}

/**
 * The staff role belongs to the provider's own organisation (spec section 5): every company of a staff
 * account is a provider company, so none of it lies in a customer's reach.
 */
export function assertStaffInProvider(field: string, companies: ReadonlyArray<{ isProvider: boolean }>): void {
  if (companies.length === 0 || companies.some((c) => !c.isProvider))
    throw fieldError(field, msg('staffOutsideProvider'));
}
