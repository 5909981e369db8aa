import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow.ts';

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-06-15T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('moves on every minute while live, so presets slide with the clock', () => {
    const { result } = renderHook(() => useNow(true, 'today'));
    expect(result.current.toISOString()).toBe('2025-06-15T12:00:00.000Z');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current.toISOString()).toBe('2025-06-15T12:00:00.000Z');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.toISOString()).toBe('2025-06-15T12:01:00.000Z');
  });

  it('holds still when not live, and restarts from the present on a new choice', () => {
    const { result, rerender } = renderHook(({ choice }) => useNow(false, choice), {
      initialProps: { choice: 'today' },
    });
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(result.current.toISOString()).toBe('2025-06-15T12:00:00.000Z');
    rerender({ choice: 'yesterday' });
    expect(result.current.toISOString()).toBe('2025-06-15T12:05:00.000Z');
  });
});
