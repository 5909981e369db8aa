import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  CurrentUser,
  ImpersonateRequest,
  messageResponse,
  RefreshRequest,
  TokenPair,
  TokenRequest,
} from '../contract/auth.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

/** `{"detail": "..."}` answers of the account calls. */
export type MessageResponse = z.infer<typeof messageResponse>;

const id = (value: string | number) => encodeURIComponent(String(value));

/** POST token/ (auth base). Sends no bearer: a stale one must not turn a wrong password into a refresh. */
export function obtainToken(http: HttpClient, body: TokenRequest): Promise<TokenPair> {
  return http.post('token', body, { base: 'auth', auth: false });
}

/** POST token/refresh/ (auth base). The client refreshes by itself; this is for callers holding a bare token. */
export function refreshToken(http: HttpClient, body: RefreshRequest): Promise<TokenPair> {
  return http.post('token/refresh', body, { base: 'auth', auth: false });
}

/** GET current/ (auth base), or GET auth/current/?company= (API base) to switch the active company. */
export function fetchCurrentUser(http: HttpClient, companyId?: number): Promise<CurrentUser> {
  if (companyId === undefined) return http.get('current', { base: 'auth' });
  return http.get('auth/current', { params: { company: companyId } });
}

/** POST auth/impersonate/ {user}: a token pair for the target user. */
export function impersonate(http: HttpClient, body: ImpersonateRequest): Promise<TokenPair> {
  return http.post('auth/impersonate', body);
}

/** POST auth/impersonate/stop/: the original user's token pair. */
export function stopImpersonation(http: HttpClient): Promise<Partial<TokenPair> | null> {
  return http.post('auth/impersonate/stop');
}

/** POST users/reset_request/ {email}: mails a password reset link. */
export function requestPasswordReset(http: HttpClient, body: { email: string }): Promise<MessageResponse> {
  return http.post('users/reset_request', body, { auth: false });
}

/** GET users/{id}/set_password/{token}/: is the activation or reset link still valid? */
export function checkSetPasswordToken(http: HttpClient, userId: string, token: string): Promise<MessageResponse> {
  return http.get(`users/${id(userId)}/set_password/${id(token)}`, { auth: false });
}

/** POST users/{id}/set_password/{token}/ {password}: activates the account or resets the password. */
export function setPassword(
  http: HttpClient,
  userId: string,
  token: string,
  body: { password: string },
): Promise<MessageResponse> {
  return http.post(`users/${id(userId)}/set_password/${id(token)}`, body, { auth: false });
}

/** POST users/change_password/ {old_password, new_password} for the signed-in user. */
export function changePassword(http: HttpClient, body: ChangePasswordRequest): Promise<MessageResponse> {
  return http.post('users/change_password', body);
}

/** POST users/{id}/resend_activation/: mails the activation link again. */
export function resendActivation(http: HttpClient, userId: string): Promise<MessageResponse> {
  return http.post(`users/${id(userId)}/resend_activation`);
}
