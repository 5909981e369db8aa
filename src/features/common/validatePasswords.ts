import { isStrongPassword } from '../../core/domain/index.ts';

export type PasswordMessage = 'validation.required' | 'validation.passwordTooWeak' | 'validation.passwordsDoNotMatch';

/** Spec section 5: both required, at least 8 characters with a letter and a digit, and both the same. */
export function validatePasswords(
  password: string,
  confirmation: string,
): {
  password: PasswordMessage[];
  confirmation: PasswordMessage[];
} {
  const result = { password: [] as PasswordMessage[], confirmation: [] as PasswordMessage[] };
  if (!password) result.password.push('validation.required');
  else if (!isStrongPassword(password)) result.password.push('validation.passwordTooWeak');
  if (!confirmation) result.confirmation.push('validation.required');
  else if (password && confirmation !== password) result.confirmation.push('validation.passwordsDoNotMatch');
  return result;
}
