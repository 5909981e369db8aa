import { UsageError } from '../errors.ts';

export interface CredentialOptions {
  email?: string;
  /** read the password from standard input (for scripts) */
  passwordStdin?: boolean;
}

export interface CliInput {
  stdin: NodeJS.ReadableStream;
  /** true when a person sits at the terminal and can answer prompts */
  interactive: boolean;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** `echo secret | …` and here-strings add one line break that is not part of the password. */
function stripFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

async function ask(type: 'input' | 'password', message: string): Promise<string> {
  // Loaded on demand: scripts never pay for the prompt library's start-up.
  const { default: inquirer } = await import('inquirer');
  const answers = await inquirer.prompt<{ value: string }>([{ type, name: 'value', message, mask: '*' }]);
  return answers.value;
}

/** E-mail and password from the options and standard input, asking only a person at a terminal. */
export async function resolveCredentials(
  options: CredentialOptions,
  input: CliInput,
): Promise<{ email: string; password: string }> {
  if (!options.email && !input.interactive) throw new UsageError('--email is required when not run on a terminal');
  if (!options.passwordStdin && !input.interactive) {
    throw new UsageError('--password-stdin is required when not run on a terminal');
  }
  const email = options.email ?? (await ask('input', 'E-mail:'));
  const password = options.passwordStdin
    ? stripFinalNewline(await readAll(input.stdin))
    : await ask('password', 'Password:');
  if (!email.trim()) throw new UsageError('an e-mail address is required');
  if (!password) throw new UsageError('a password is required');
  return { email: email.trim(), password };
}
