import { useEffect, useRef, useState } from 'react';

export interface StartedRuntime<R> {
  /** null while starting, after a failure, and while a runtime for changed attributes is being made */
  runtime: R | null;
  failed: boolean;
}

/** An i18next instance or an HTTP client hold nothing to release; a runtime clears its query cache. */
function disposeOf(runtime: object): void {
  if ('dispose' in runtime && typeof runtime.dispose === 'function') (runtime as { dispose(): void }).dispose();
}

/**
 * The runtime of an element for `key` (its connection attributes): made by `create`, disposed when the key
 * changes or the element leaves the page. One made for other attributes is never returned, not even for the
 * moment before its successor is ready. `create` is taken from the latest render, so what it reads beyond the
 * key (the start language) is current when it runs.
 */
export function useElementRuntime<R extends object>(key: string, create: () => Promise<R>): StartedRuntime<R> {
  const [made, setMade] = useState<{ key: string; runtime: R | null } | null>(null);
  const createRef = useRef(create);
  useEffect(() => {
    createRef.current = create;
  });
  useEffect(() => {
    let cancelled = false;
    let created: R | null = null;
    createRef.current().then(
      (next) => {
        if (cancelled) return disposeOf(next);
        created = next;
        setMade({ key, runtime: next });
      },
      () => !cancelled && setMade({ key, runtime: null }),
    );
    return () => {
      cancelled = true;
      if (created) disposeOf(created);
    };
  }, [key]);
  const current = made?.key === key ? made : null;
  return { runtime: current?.runtime ?? null, failed: current !== null && current.runtime === null };
}
