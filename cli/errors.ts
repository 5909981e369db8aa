/** Usage errors exit with 2 like commander's own; every other failure with 1. */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A failure the CLI explains itself: its message is the whole line printed after `error: `. */
export class CliError extends Error {
  override readonly name: string = 'CliError';
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Options that cannot work together, or input that is missing where nobody can be asked for it. */
export class UsageError extends CliError {
  override readonly name = 'UsageError';

  constructor(message: string) {
    super(message, EXIT_USAGE);
  }
}

export class NotLoggedInError extends CliError {
  override readonly name = 'NotLoggedInError';

  constructor() {
    super('not logged in — run "meter-portal login"');
  }
}

/** The server's login answer is deliberately the same for a wrong password and an unknown or inactive user. */
export class LoginFailedError extends CliError {
  override readonly name = 'LoginFailedError';

  constructor() {
    super('Incorrect e-mail or password.');
  }
}

/** The server refused the session (expired, user removed or deactivated) and the client ended it. */
export class SessionEndedError extends CliError {
  override readonly name = 'SessionEndedError';
}
