import { yieldToEventLoop } from './yieldToEventLoop.ts';

/**
 * `each` over consecutive slices of `items`, with a turn for other requests after every slice: work over a
 * whole large list at once holds the event loop (and the embedded database) until it is done.
 */
export async function inSlices<T, R>(items: readonly T[], size: number, each: (slice: T[]) => R): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    results.push(each(items.slice(at, at + size)));
    await yieldToEventLoop();
  }
  return results;
}
