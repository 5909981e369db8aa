import { buildEnv } from '../src/app/config/buildEnv.ts';
import { elementConfig, type ElementAttributes } from '../src/app/config/portalConfig.ts';
import { FatalErrorScreen } from '../src/app/layouts/FatalErrorScreen.tsx';
import { PortalApp } from '../src/app/PortalApp.tsx';
import { createPortalRuntime } from '../src/app/runtime/createPortalRuntime.ts';
import { useElementLocale } from '../src/app/runtime/kit/useElementLocale.ts';
import { useElementRuntime } from '../src/app/runtime/kit/useElementRuntime.ts';
import { hostFlag } from './hostFlag.ts';

/** The element's attributes as r2wc passes them; `set-title` is read from the host (see below). */
export interface MeterPortalProps extends Omit<ElementAttributes, 'setTitle'> {
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/**
 * The portal shell inside `<meter-portal>`: its own runtime (http client, session, QueryClient, jotai store,
 * i18next, memory or hash router) per element instance, rebuilt when a connection attribute changes.
 */
export function MeterPortal({ apiBase, authBase, locale, routing, supportUrl, token, container }: MeterPortalProps) {
  // r2wc skips attributes without a value, so a bare `set-title` is read from the host itself.
  const setTitle = hostFlag(container, 'set-title');
  // The start language comes from the attribute too (outside the key): later changes switch it in place.
  const { runtime, failed } = useElementRuntime(
    JSON.stringify([apiBase, authBase, routing, token, setTitle, supportUrl]),
    () =>
      createPortalRuntime(
        elementConfig({ apiBase, authBase, routing, token, setTitle, supportUrl, locale }, buildEnv),
        {
          storage: localStorage,
          languages: navigator.languages,
        },
      ),
  );
  useElementLocale(runtime?.i18n ?? null, locale);

  if (failed) return <FatalErrorScreen embedded />;
  if (!runtime) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  return <PortalApp runtime={runtime} />;
}
