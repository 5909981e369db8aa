import { useEffect, useState, type ComponentType } from 'react';

export type DeferredComponent<P extends object> = ComponentType<P> & {
  /** starts loading (once); resolves when the component can render */
  preload: () => Promise<void>;
};

/**
 * Chrome that the first screen does not need: its chunk loads after mount (or on `preload`), it renders
 * nothing until then, and a chunk that fails is logged and leaves the rest of the shell working.
 */
export function deferredComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // the next mount or preload tries again
        throw error;
      },
    );
    return loading;
  };

  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => console.error(`Loading ${name} failed`, error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, { preload: () => preload().then(() => undefined) });
}
