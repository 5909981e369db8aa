import type { Session } from '../../core/auth/createSession.ts';
import type { CurrentUser } from '../../core/contract/index.ts';

function sameAccess(a: CurrentUser, b: CurrentUser): boolean {
  return (
    a.user_uuid === b.user_uuid &&
    a.is_admin === b.is_admin &&
    a.profile?.company_id === b.profile?.company_id &&
    a.profile?.permissions.join() === b.profile?.permissions.join()
  );
}

/**
 * Re-runs the guard when the signed-in user ends, changes (impersonation) or changes access (company
 * switch). Signing in does not: the sign-in screen goes to the redirect target itself.
 */
export function followSession(session: Session, onAccessChange: () => void): () => void {
  let previous = session.getCurrent();
  return session.subscribe(() => {
    const next = session.getCurrent();
    const before = previous;
    previous = next;
    if (before === null || next === before) return;
    if (next === null || !sameAccess(before, next)) onAccessChange();
  });
}
