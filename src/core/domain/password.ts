import { PASSWORD_MIN_LENGTH } from './constants.ts';

export type PasswordProblem = 'too_short' | 'no_digit' | 'no_letter';

/** Spec section 5: at least 8 characters, at least one digit and at least one letter. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (!/\d/.test(password)) problems.push('no_digit');
  if (!/\p{L}/u.test(password)) problems.push('no_letter');
  return problems;
}

export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
