import type { i18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createElementI18n } from '../src/app/runtime/kit/createElementI18n.ts';
import { elementLocale } from '../src/app/runtime/kit/elementLocale.ts';
import { useElementLocale } from '../src/app/runtime/kit/useElementLocale.ts';
import { useElementRuntime } from '../src/app/runtime/kit/useElementRuntime.ts';
import { WidgetRootProvider } from '../src/components/root/WidgetRootProvider.tsx';
import { mapSettings } from '../src/features/measuring-points/mapSettings.ts';
import type { MeterMapAttributes } from './MeterMapAttributes.ts';
import { preloadMeterMapClient, useMeterMapClient } from './meterMapClient.ts';
import { MeterMapPanel } from './MeterMapPanel.tsx';
import { meterMapTexts } from './meterMapTexts.ts';

export interface MeterMapElementViewProps extends MeterMapAttributes {
  /** the shadow root r2wc renders into */
  container?: ShadowRoot | HTMLElement;
}

/**
 * `<meter-map>`: its own language and HTTP client from the element runtime kit, without the query cache and
 * store it has no use for. The texts live as long as the element (a new connection keeps the map on screen).
 */
export function MeterMapElementView(props: MeterMapElementViewProps) {
  const { locale } = props;
  const { runtime: texts } = useElementRuntime('texts', () =>
    createElementI18n(elementLocale(locale), [meterMapTexts]),
  );
  useElementLocale(texts, locale);
  useEffect(preloadMeterMapClient, []);

  if (!texts) return <div className="mp-element-boot" role="status" aria-busy="true" />;
  return <MeterMapWithTexts {...props} texts={texts} />;
}

/** The map once its texts are there, with the client rebuilt when the connection attributes change. */
function MeterMapWithTexts({ texts, ...props }: MeterMapElementViewProps & { texts: i18n }) {
  const { apiBase, authBase, token, embedKey, container } = props;
  const http = useMeterMapClient({ apiBase, authBase, token, embedKey }, texts);
  const settings = useMemo(() => mapSettings(apiBase || '/api/', undefined, props.tileUrl), [apiBase, props.tileUrl]);
  const host = container && 'host' in container ? container.host : container;
  return (
    <I18nextProvider i18n={texts}>
      <WidgetRootProvider>
        <MeterMapPanel {...props} http={http} settings={settings} host={host ?? null} />
      </WidgetRootProvider>
    </I18nextProvider>
  );
}
