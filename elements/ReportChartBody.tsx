import { useTranslation } from 'react-i18next';
import { Skeleton } from '../src/components/loading/index.ts';
import { useWidgetStyles } from '../src/components/root/index.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { isGranularity } from '../src/core/domain/granularity.ts';
import { presetRange, REPORT_PRESETS, type ReportPreset } from '../src/core/domain/reportRanges.ts';
import { loadShownCharts, shownSeries } from '../src/features/reports/chartSettings.ts';
import { parseChartTypes } from '../src/features/reports/chartTypes.ts';
import { rangeMessage } from '../src/features/reports/rangeMessage.ts';
import { ReportCharts } from '../src/features/reports/ReportCharts.tsx';
import { checkChoice, type RangeChoice } from '../src/features/reports/reportRange.ts';
import { useNow } from '../src/features/reports/useNow.ts';
import reportChartCss from './reportChart.css?inline';
import { useChartMeter } from './useChartMeter.ts';
import { useSignedIn } from './useSignedIn.ts';
import { ElementMessage } from './ElementMessage.tsx';

export interface ReportChartBodyProps {
  http: HttpClient;
  installation?: string;
  serial?: string;
  types?: string;
  granularity?: string;
  preset?: string;
  from?: string;
  to?: string;
  live: boolean;
}

const isPreset = (value: unknown): value is ReportPreset => REPORT_PRESETS.includes(value as ReportPreset);
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The charts of one meter as the element's attributes describe them; the caps are checked before any call. */
export function ReportChartBody(props: ReportChartBodyProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-report-chart', reportChartCss);
  const signedIn = useSignedIn(props.http);
  const { meter, pending, unnamed, missing, refusal } = useChartMeter(
    props.http,
    props.installation,
    props.serial,
    signedIn,
  );
  const preset = isPreset(props.preset) ? props.preset : 'today';
  const choice: RangeChoice = props.from && props.to ? { from: props.from, to: props.to } : { preset };
  const zone = timeZone();
  const now = useNow(props.live, JSON.stringify(choice));
  const granularity = isGranularity(props.granularity) ? props.granularity : presetRange(preset, now, zone).granularity;
  const check = checkChoice(choice, granularity, now, zone);

  if (!signedIn) return <ElementMessage>{t('elementStates.signIn.chart')}</ElementMessage>;
  if (unnamed) return <ElementMessage>{t('elementStates.chooseMeter')}</ElementMessage>;
  if (pending) return <Skeleton variant="rect" height={240} />;
  if (refusal)
    return (
      <ElementMessage problem>
        {t(refusal === 'originRefused' ? 'reports.embedOriginRefused' : 'reports.embedKeyInvalid')}
      </ElementMessage>
    );
  if (missing || !meter)
    return (
      <ElementMessage problem>
        {/* a partner's visitor has no "you" the meter could be hidden from: the key does not cover it */}
        {t(props.http.embedded ? 'elementStates.outOfScope.chart' : 'reports.meterNotFound')}
      </ElementMessage>
    );
  if (check.status !== 'ok')
    return (
      <ElementMessage problem>
        {check.status === 'invalid' ? rangeMessage(t, check.problem, granularity) : t('reports.range.order')}
      </ElementMessage>
    );
  const series =
    parseChartTypes(props.types) ?? shownSeries(meter.meterType, loadShownCharts(localStorage, meter.meterType));
  return (
    <ReportCharts
      http={props.http}
      meterLabel={meter.serial}
      uuid={meter.uuid}
      series={series}
      granularity={granularity}
      range={check.range}
      timeZone={zone}
      live={props.live}
    />
  );
}
