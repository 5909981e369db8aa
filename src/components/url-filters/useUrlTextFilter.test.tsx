import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlTextFilter } from './useUrlTextFilter.ts';

describe('useUrlTextFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const mount = (commit: (value: string) => void) =>
    renderHook(({ url }) => useUrlTextFilter(url, commit), { initialProps: { url: '' } });

  it('follows each keystroke but commits only the text that stayed 300 ms', () => {
    const commit = vi.fn();
    const { result } = mount(commit);
    act(() => result.current[1]('AF'));
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current[1]('AFM'));
    expect(result.current[0]).toBe('AFM');
    act(() => void vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('AFM');
  });

  it('takes the URL value when the URL changes on its own, without committing it back', () => {
    const commit = vi.fn();
    const { result, rerender } = mount(commit);
    rerender({ url: 'lake' });
    expect(result.current[0]).toBe('lake');
    act(() => void vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });
});
