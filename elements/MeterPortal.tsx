import { useEffect, useRef, useState } from 'react';
import { buildEnv } from '../src/app/config/buildEnv.ts';
import { elementConfig, type ElementAttributes } from '../src/app/config/portalConfig.ts';
import { changeLocale } from '../src/app/i18n/createI18n.ts';
import { toLocale } from '../src/app/i18n/resolveLocale.ts';
import { FatalErrorScreen } from '../src/app/layouts/FatalErrorScreen.tsx';
import { PortalApp } from '../src/app/PortalApp.tsx';
import { createPortalRuntime, type PortalRuntime } from '../src/app/runtime/createPortalRuntime.ts';
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
export function MeterPortal({ apiBase, authBase, locale, routing, token, container }: MeterPortalProps) {
  // r2wc skips attributes without a value, so a bare `set-title` is read from the host itself.
  const setTitle = hostFlag(container, 'set-title');
  const key = JSON.stringify([apiBase, authBase, routing, token, setTitle]);
  const [started, setStarted] = useState<{ key: string; runtime: PortalRuntime | null } | null>(null);
  // A runtime built for other attributes is never shown, even for the moment before its successor is ready.
  const current = started?.key === key ? started : null;
  const runtime = current?.runtime ?? null;
  // The language at start-up comes from the attribute too; later changes switch it in place.
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);

  useEffect(() => {
    let cancelled = false;
    let created: PortalRuntime | null = null;
    const config = elementConfig({ apiBase, authBase, routing, token, setTitle, locale: localeRef.current }, buildEnv);
    createPortalRuntime(config, { storage: localStorage, languages: navigator.languages })
      .then((next) => {
        if (cancelled) return next.dispose();
        created = next;
        setStarted({ key, runtime: next });
      })
      .catch(() => !cancelled && setStarted({ key, runtime: null }));
    return () => {
      cancelled = true;
      created?.dispose();
    };
    // The language is switched in place below; everything else needs a new runtime.
  }, [key, apiBase, authBase, routing, token, setTitle]);

  useEffect(() => {
    const forced = toLocale(locale);
    if (runtime && forced && runtime.i18n.language !== forced) void changeLocale(runtime.i18n, forced);
  }, [runtime, locale]);

  if (current && !runtime) return <FatalErrorScreen embedded />;
  if (!runtime) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  return <PortalApp runtime={runtime} />;
}
