import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { WidgetRootProvider } from '../src/components/root/WidgetRootProvider.tsx';
import { createElementRuntime } from '../src/app/runtime/kit/createElementRuntime.ts';
import { useElementLocale } from '../src/app/runtime/kit/useElementLocale.ts';
import { useElementRuntime } from '../src/app/runtime/kit/useElementRuntime.ts';
import { hostFlag } from './hostFlag.ts';
import type { EmbeddingAttributes } from './EmbeddingAttributes.ts';
import { ReportChartBody, type ReportChartBodyProps } from './ReportChartBody.tsx';
import { reportChartTexts } from './reportChartTexts.ts';

export interface ReportChartElementViewProps extends EmbeddingAttributes, Omit<ReportChartBodyProps, 'http' | 'live'> {
  /** present (and not "false") for an update every minute; read from the host, as r2wc skips empty values */
  live?: string;
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/** `<report-chart>`: its own runtime per instance, rebuilt when a connection attribute changes. */
export function ReportChartElementView(props: ReportChartElementViewProps) {
  const { apiBase, authBase, token, embedKey, locale, container } = props;
  // The start language comes from the attribute too (outside the key): later changes switch it in place.
  const { runtime } = useElementRuntime(JSON.stringify([apiBase, authBase, token, embedKey]), () =>
    createElementRuntime({
      connection: { apiBase, authBase, token, embedKey, locale: locale },
      texts: [reportChartTexts],
    }),
  );
  useElementLocale(runtime?.i18n ?? null, locale);

  if (!runtime) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  const live = hostFlag(container, 'live') || props.live === 'true';
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <StoreProvider store={runtime.store}>
        <I18nextProvider i18n={runtime.i18n}>
          <WidgetRootProvider>
            <div className="mp-report-chart">
              <ReportChartBody {...props} http={runtime.http} live={live} />
            </div>
          </WidgetRootProvider>
        </I18nextProvider>
      </StoreProvider>
    </QueryClientProvider>
  );
}
