export interface OutputOptions {
  /** machine output: the command's data as JSON, nothing else on stdout */
  json?: boolean;
  stdout?: NodeJS.WritableStream;
}

/** The one place a command's result reaches stdout: as JSON for scripts, or rendered for people. */
export function printResult<T>(data: T, render: (data: T) => string, options: OutputOptions = {}): void {
  const stdout = options.stdout ?? process.stdout;
  const text = options.json ? JSON.stringify(data, null, 2) : render(data);
  stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
