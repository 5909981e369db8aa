/**
 * Runs `task` once the page has nothing more urgent to do, or after `timeout` ms at the latest; where the browser
 * has no idle callbacks (Safari), shortly after the current work. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
