import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearView } from './WhenNearView.tsx';

/** The browser's observer, driven by the test: `report(true)` says the watched place came near the view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  disconnect() {
    this.watched = [];
  }
  report(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenNearView', () => {
  it('shows the fallback until its place comes near the view, then the children', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<WhenNearView fallback={<p>waiting</p>}>{<p>the map</p>}</WhenNearView>);
    expect(screen.getByText('waiting')).toBeTruthy();
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('400px');
    act(() => observer.report(false));
    expect(screen.queryByText('the map')).toBeNull();
    act(() => observer.report(true));
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observer.watched).toEqual([]);
  });

  it('shows the children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNearView fallback={<p>waiting</p>}>{<p>the map</p>}</WhenNearView>);
    expect(screen.getByText('the map')).toBeTruthy();
  });
});
