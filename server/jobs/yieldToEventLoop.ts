/**
 * Lets pending I/O (other requests) run. PGlite executes each statement synchronously on this thread and
 * resolves its promise at once, so a chain of awaited statements never reaches the I/O phase on its own:
 * heavy work calls this between its pieces.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
