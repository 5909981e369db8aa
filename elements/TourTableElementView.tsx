import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { WidgetRootProvider } from '../src/components/root/WidgetRootProvider.tsx';
import { createElementRuntime } from '../src/app/runtime/kit/createElementRuntime.ts';
import { useElementLocale } from '../src/app/runtime/kit/useElementLocale.ts';
import { useElementRuntime } from '../src/app/runtime/kit/useElementRuntime.ts';
import type { EmbeddingAttributes } from './EmbeddingAttributes.ts';
import { TourTableBody } from './TourTableBody.tsx';
import { tourTableTexts } from './tourTableTexts.ts';

export interface TourTableElementViewProps extends EmbeddingAttributes {
  tour?: string;
  state?: string;
  tablet?: string;
  columns?: string;
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/** `<tour-table>`: its own runtime per instance, rebuilt when a connection attribute changes. */
export function TourTableElementView(props: TourTableElementViewProps) {
  const { apiBase, authBase, token, embedKey, locale, container } = props;
  const { runtime } = useElementRuntime(JSON.stringify([apiBase, authBase, token, embedKey]), () =>
    createElementRuntime({ connection: { apiBase, authBase, token, embedKey, locale }, texts: [tourTableTexts] }),
  );
  useElementLocale(runtime?.i18n ?? null, locale);
  if (!runtime) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <StoreProvider store={runtime.store}>
        <I18nextProvider i18n={runtime.i18n}>
          <WidgetRootProvider>
            <div className="mp-tour-table">
              <TourTableBody {...props} http={runtime.http} host={host} />
            </div>
          </WidgetRootProvider>
        </I18nextProvider>
      </StoreProvider>
    </QueryClientProvider>
  );
}
