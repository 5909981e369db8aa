import type { RouteComponent } from '@tanstack/react-router';
import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk.ts';

/**
 * A screen loaded on first use. The router calls `preload` while it resolves the route, so the pending
 * screen shows during loading and a failed or timed-out chunk reaches the error screen by its name.
 */
export function lazyScreen(
  chunk: string,
  load: () => Promise<ComponentType>,
): { preload: () => Promise<void> } & RouteComponent {
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= loadChunk(chunk, load).catch((error: unknown) => {
      loading = null; // a later navigation tries again
      throw error;
    });
    return loading;
  };
  const Screen = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign((props: object) => <Screen {...props} />, {
    preload: () => preload().then(() => undefined),
  });
}
