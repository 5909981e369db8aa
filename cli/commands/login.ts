import { ApiError } from '../../src/core/http/ApiError.ts';
import type { CliContext } from '../createCliContext.ts';
import { LoginFailedError } from '../errors.ts';
import { resolveCredentials, type CliInput, type CredentialOptions } from '../prompts/resolveCredentials.ts';

export interface LoginResult {
  name: string;
  email: string;
  role: string;
  apiBase: string;
}

/** Signs in and keeps the token pair and the current user in the session file. */
export async function login(context: CliContext, options: CredentialOptions, input: CliInput): Promise<LoginResult> {
  const credentials = await resolveCredentials(options, input);
  try {
    const user = await context.session.login(credentials);
    return { name: user.name, email: user.email, role: user.role, apiBase: context.apiBase };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new LoginFailedError();
    throw error;
  }
}
