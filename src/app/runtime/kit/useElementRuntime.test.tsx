import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useElementRuntime } from './useElementRuntime.ts';

interface Probe {
  key: string;
  disposed: boolean;
  dispose(): void;
}

const probe = (key: string): Probe => ({
  key,
  disposed: false,
  dispose() {
    this.disposed = true;
  },
});

describe('useElementRuntime', () => {
  it('makes a runtime per key, never shows one made for other attributes, and disposes the replaced one', async () => {
    const made: Probe[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ key }) =>
        useElementRuntime(key, async () => {
          const runtime = probe(key);
          made.push(runtime);
          return runtime;
        }),
      { initialProps: { key: 'a' } },
    );
    expect(result.current.runtime).toBeNull();
    await waitFor(() => expect(result.current.runtime?.key).toBe('a'));
    rerender({ key: 'b' });
    expect(result.current.runtime).toBeNull();
    await waitFor(() => expect(result.current.runtime?.key).toBe('b'));
    expect(made.map(({ key, disposed }) => [key, disposed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    unmount();
    expect(made[1].disposed).toBe(true);
  });

  it('reports a failed start', async () => {
    const { result } = renderHook(() => useElementRuntime('a', () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.runtime).toBeNull();
  });

  it('disposes a runtime that arrives after its element has gone', async () => {
    let finish: (runtime: Probe) => void = () => undefined;
    const late = probe('a');
    const { unmount } = renderHook(() =>
      useElementRuntime('a', () => new Promise<Probe>((resolve) => (finish = resolve))),
    );
    unmount();
    await act(async () => finish(late));
    expect(late.disposed).toBe(true);
  });
});
