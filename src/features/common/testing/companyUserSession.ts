import type { Session } from '../../../core/auth/createSession.ts';

/** A signed-in user of company 1 (Riverside Water Works) holding `permissions` there, as the session gives it. */
export function companyUserSession(permissions: string[]): Partial<Session> {
  const user = {
    user_uuid: 'me',
    is_admin: false,
    name: 'Me',
    email: 'me@example.com',
    language: 'en',
    role: 'company_admin',
    original_user: null,
    companies: [{ id: 1, name: 'Riverside Water Works', profile_id: 1 }],
    profile: { company_id: 1, permissions },
    services: [],
    subscriptions: [],
  };
  return { getCurrent: () => user, subscribe: () => () => undefined };
}
