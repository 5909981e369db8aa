import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the loaded module', async () => {
    await expect(loadChunk('Dashboard', () => Promise.resolve('module'))).resolves.toBe('module');
  });

  it('names the chunk when loading fails', async () => {
    const error = await loadChunk('DashboardScreen', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).chunk).toBe('DashboardScreen');
    expect((error as ChunkLoadError).message).toContain('DashboardScreen');
  });

  it('gives up after the time-out of 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('Slow', () => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ChunkLoadError;
    expect(error.reason).toBe('timeout');
    expect(error.chunk).toBe('Slow');
  });
});
