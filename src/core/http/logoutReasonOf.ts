import type { ApiError } from './ApiError.ts';
import type { LogoutReason } from './HttpClient.ts';

/** Spec section 8: which 401 answers end the session instead of starting a token refresh. */
export function logoutReasonOf(error: ApiError): LogoutReason | null {
  if (error.status !== 401) return null;
  if (error.detail === 'Token is invalid or expired') return 'token_invalid';
  if (error.code === 'user_not_found' || error.code === 'user_inactive') return error.code;
  return null;
}
