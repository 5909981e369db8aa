import { TIMEOUTS } from '../../core/domain/index.ts';

/** A lazily loaded part of the portal that failed to arrive; the error screen names it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} ${reason === 'timeout' ? 'timed out' : 'failed'}`, options);
  }
}

/** Loads a chunk, naming it on failure and giving up after the spec's 120 s. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = TIMEOUTS.chunkLoadMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
  });
  const loading = load().catch((cause: unknown) => {
    throw new ChunkLoadError(chunk, 'failed', { cause });
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}
