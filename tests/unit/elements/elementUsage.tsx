// How a React 19 page uses the elements with elements/types/meter-portal-elements.d.ts: type-checked by
// `tsc --noEmit` and by elementTypes.test.ts. Each @ts-expect-error is a mistake the declarations must catch.
import { useEffect, useRef } from 'react';
import type { MeterMapElement, ReportChartElement } from '../../../elements/types/meter-portal-elements.d.ts';

export function PartnerMeters({ embedKey }: { embedKey: string }) {
  const chart = useRef<ReportChartElement>(null);
  const map = useRef<MeterMapElement>(null);
  useEffect(() => {
    const element = map.current;
    if (!element) return;
    const select = (event: CustomEvent<{ serial?: string }>) => {
      if (chart.current && event.detail.serial) chart.current.serial = event.detail.serial;
    };
    element.addEventListener('point-select', select);
    // @ts-expect-error the detail of point-pick has no serial
    element.addEventListener('point-pick', (event) => event.detail.serial);
    return () => element.removeEventListener('point-select', select);
  }, []);
  return (
    <>
      <meter-map
        ref={map}
        embed-key={embedKey}
        api-base="https://portal.example/api/"
        auth-base="https://portal.example/auth/"
        mode="view"
        zoom={9}
        style={{ display: 'block', ['--mp-map-height' as string]: '320px' }}
        onpoint-select={(event) => console.log(event.detail.lat, event.detail.lng, event.detail.serial)}
      />
      <report-chart ref={chart} embed-key={embedKey} preset="last_7_days" granularity="day" types="delta_volume" live />
      <tour-table embed-key={embedKey} state="in_progress" onitem-select={(event) => event.detail.meter_serial} />
      <meter-portal api-base="/api/" routing="memory" set-title />
      {/* @ts-expect-error mode is 'view' or 'pick' */}
      <meter-map mode="zoom" />
      {/* @ts-expect-error a misspelt attribute (names without a dash are checked; TypeScript lets any dashed name pass) */}
      <report-chart serail="00012345" />
      {/* @ts-expect-error a preset the chart does not know */}
      <report-chart preset="last_year" />
      {/* @ts-expect-error the tour-select detail has no item_number */}
      <tour-table ontour-select={(event) => console.log(event.detail.item_number)} />
    </>
  );
}

export function queried(): string | undefined {
  // the tag name map types querySelector
  return document.querySelector('meter-map')?.embedKey;
}
