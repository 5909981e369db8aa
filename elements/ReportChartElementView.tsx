import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { WidgetRootProvider } from '../src/components/root/WidgetRootProvider.tsx';
import { hostFlag } from './hostFlag.ts';
import { ReportChartBody } from './ReportChartBody.tsx';
import {
  createReportChartRuntime,
  reportChartLocale,
  switchReportChartLocale,
  type ReportChartRuntime,
} from './reportChartRuntime.ts';

export interface ReportChartElementViewProps {
  apiBase?: string;
  authBase?: string;
  token?: string;
  locale?: string;
  installation?: string;
  serial?: string;
  types?: string;
  granularity?: string;
  preset?: string;
  from?: string;
  to?: string;
  /** present (and not "false") for an update every minute; read from the host, as r2wc skips empty values */
  live?: string;
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/** `<report-chart>`: its own runtime per instance, rebuilt when a connection attribute changes. */
export function ReportChartElementView(props: ReportChartElementViewProps) {
  const { apiBase, authBase, token, locale, container } = props;
  const key = JSON.stringify([apiBase, authBase, token]);
  const [started, setStarted] = useState<{ key: string; runtime: ReportChartRuntime } | null>(null);
  const runtime = started?.key === key ? started.runtime : null;
  const language = reportChartLocale(locale);

  useEffect(() => {
    let cancelled = false;
    let created: ReportChartRuntime | null = null;
    void createReportChartRuntime({ apiBase, authBase, token }, reportChartLocale(undefined)).then((next) => {
      if (cancelled) return next.dispose();
      created = next;
      setStarted({ key, runtime: next });
    });
    return () => {
      cancelled = true;
      created?.dispose();
    };
  }, [key, apiBase, authBase, token]);

  useEffect(() => {
    if (runtime && runtime.i18n.language !== language) void switchReportChartLocale(runtime.i18n, language);
  }, [runtime, language]);

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
