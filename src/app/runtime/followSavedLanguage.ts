import type { Session } from '../../core/auth/createSession.ts';
import { isLocale, type Locale } from '../../core/domain/index.ts';

/**
 * After a sign-in (or an impersonation) the portal speaks the language saved in the user's profile: a user
 * whose saved language is German gets a German portal, whatever the browser said before. Company switches
 * and token refreshes of the same user leave the language the user chose in the header alone.
 */
export function followSavedLanguage(
  session: Session,
  current: () => string,
  setLocale: (locale: Locale) => Promise<void>,
): () => void {
  let previous = session.getCurrent()?.user_uuid ?? null;
  return session.subscribe(() => {
    const user = session.getCurrent();
    const signedIn = user !== null && user.user_uuid !== previous;
    previous = user?.user_uuid ?? null;
    if (signedIn && isLocale(user.language) && user.language !== current()) void setLocale(user.language);
  });
}
