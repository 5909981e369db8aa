export interface PollOptions<Pending> {
  intervalMs?: number;
  signal?: AbortSignal;
  /** called with each pending answer, before the next wait */
  onPending?: (pending: Pending) => void;
  /** replaceable in tests */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls an async task's result path (wire-format.md 'Async tasks') until it is no longer pending. */
export async function pollTask<Result extends { status: string }>(
  fetchResult: () => Promise<Result>,
  options: PollOptions<Extract<Result, { status: 'pending' }>> = {},
): Promise<Exclude<Result, { status: 'pending' }>> {
  const sleep = options.sleep ?? wait;
  for (;;) {
    options.signal?.throwIfAborted();
    const result = await fetchResult();
    if (result.status !== 'pending') return result as Exclude<Result, { status: 'pending' }>;
    options.onPending?.(result as Extract<Result, { status: 'pending' }>);
    await sleep(options.intervalMs ?? 500);
  }
}
