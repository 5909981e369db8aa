import { useEffect, useMemo, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { WidgetRootProvider } from '../src/components/root/WidgetRootProvider.tsx';
import { mapSettings } from '../src/features/measuring-points/mapSettings.ts';
import type { MeterMapAttributes } from './MeterMapAttributes.ts';
import { createMeterMapI18n, switchMeterMapLocale } from './meterMapI18n.ts';
import { MeterMapPanel } from './MeterMapPanel.tsx';
import { useMeterMapClient } from './meterMapClient.ts';
import { meterMapLocale } from './meterMapLocale.ts';

export interface MeterMapElementViewProps extends MeterMapAttributes {
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/** `<meter-map>`: its own language and HTTP client, rebuilt when the connection attributes change. */
export function MeterMapElementView(props: MeterMapElementViewProps) {
  const { apiBase, authBase, token, locale, container } = props;
  const [instance, setInstance] = useState<i18n | null>(null);
  const language = meterMapLocale(locale, navigator.languages);
  const http = useMeterMapClient({ apiBase, authBase, token }, locale);
  const settings = useMemo(() => mapSettings(apiBase || '/api/', undefined, props.tileUrl), [apiBase, props.tileUrl]);

  useEffect(() => {
    if (!instance) void createMeterMapI18n(language).then(setInstance);
    else if (instance.language !== language) void switchMeterMapLocale(instance, language);
  }, [instance, language]);

  if (!instance) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  const host = container && 'host' in container ? container.host : container;
  return (
    <I18nextProvider i18n={instance}>
      <WidgetRootProvider>
        <MeterMapPanel {...props} http={http} settings={settings} host={host ?? null} />
      </WidgetRootProvider>
    </I18nextProvider>
  );
}
