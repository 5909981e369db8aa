import { can, type Permission } from '../../core/domain/index.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/** Spec section 6: buttons with a permission are hidden without it; staff have every permission. */
export function useCan(permission: Permission | undefined): boolean {
  const user = useCurrentUser();
  return permission === undefined ? user !== null : can(user, permission);
}
