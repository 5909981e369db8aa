import type { CurrentUser, TokenPair } from '../../../src/core/contract/auth.ts';
import type { RecordedRequest, StubHandler, StubReply } from './startStubServer.ts';

const INVALID_ACCESS = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

export function fakeUser(email: string, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user_uuid: `uuid-${email}`,
    name: email.split('@')[0],
    email,
    language: 'en',
    is_admin: email.startsWith('staff'),
    role: email.startsWith('staff') ? 'staff' : 'basic',
    original_user: null,
    companies: [{ id: 1, name: 'Acme', profile_id: 11 }],
    profile: { company_id: 1, permissions: ['view_company'] },
    services: ['core'],
    subscriptions: [],
    ...overrides,
  };
}

interface Grant {
  email: string;
  originalEmail: string | null;
}

/**
 * A small simplejwt-like backend for the stub server: opaque tokens with rotation and blacklisting, so the
 * client's refresh rules can be driven precisely (expire every access token at once, delay the refresh,
 * answer the next authenticated call with a given 401).
 */
export function createFakeAuthBackend(options: { refreshDelayMs?: number } = {}) {
  let serial = 0;
  const access = new Map<string, Grant>();
  const refresh = new Map<string, Grant>();
  const spent = new Set<string>();
  const state = {
    refreshCalls: 0,
    /** answer every authenticated call with this 401 body, whatever the token */
    forced401: null as Record<string, unknown> | null,
  };

  function issue(grant: Grant): TokenPair {
    serial += 1;
    const pair = { access: `access-${serial}`, refresh: `refresh-${serial}` };
    access.set(pair.access, grant);
    refresh.set(pair.refresh, grant);
    return pair;
  }

  function authenticate(request: RecordedRequest): Grant | StubReply {
    const header = request.headers.authorization;
    if (!header) return { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
    if (state.forced401) return { status: 401, body: state.forced401 };
    const grant = access.get(header.replace(/^Bearer /, ''));
    return grant ?? { status: 401, body: INVALID_ACCESS };
  }

  const handler: StubHandler = async (request) => {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, string>;
    if (method === 'POST' && path === '/auth/token/') {
      if (body.password !== 'demo1234') {
        return { status: 401, body: { detail: 'No active account found with the given credentials' } };
      }
      return { body: issue({ email: body.email, originalEmail: null }) };
    }
    if (method === 'POST' && path === '/auth/token/refresh/') {
      state.refreshCalls += 1;
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      const grant = refresh.get(body.refresh);
      if (!grant) {
        const detail = spent.has(body.refresh) ? 'Token is blacklisted' : 'Token is invalid or expired';
        return { status: 401, body: { detail, code: 'token_not_valid' } };
      }
      refresh.delete(body.refresh);
      spent.add(body.refresh);
      return { body: issue(grant) };
    }
    const grant = authenticate(request);
    if (!('email' in grant)) return grant;
    const original = grant.originalEmail
      ? { user_uuid: `uuid-${grant.originalEmail}`, name: 'staff', email: grant.originalEmail }
      : null;
    if (method === 'GET' && path === '/auth/current/')
      return { body: fakeUser(grant.email, { original_user: original }) };
    if (method === 'GET' && path === '/api/auth/current/') {
      const company = Number(request.query.get('company'));
      return {
        body: fakeUser(grant.email, { original_user: original, profile: { company_id: company, permissions: [] } }),
      };
    }
    if (method === 'POST' && path === '/api/auth/impersonate/') {
      return { body: issue({ email: String(body.user), originalEmail: grant.email }) };
    }
    if (method === 'POST' && path === '/api/auth/impersonate/stop/') {
      if (!grant.originalEmail) return { status: 400, body: { detail: 'Not impersonating.' } };
      return { body: issue({ email: grant.originalEmail, originalEmail: null }) };
    }
    return { body: { path, user: grant.email } };
  };

  return {
    handler,
    state,
    issue: (email: string) => issue({ email, originalEmail: null }),
    /** every access token issued so far stops working, as when their lifetime ends */
    expireAccessTokens: () => access.clear(),
  };
}
