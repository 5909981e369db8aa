import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../../components/root/index.ts';
import { PageHeader, usePortalServices } from '../common/index.ts';
import { ChartSettings } from './ChartSettings.tsx';
import { CoarsenedNotice } from './CoarsenedNotice.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { GenerateReadoutsButton } from './GenerateReadoutsButton.tsx';
import { GroupPicker } from './GroupPicker.tsx';
import { GroupReport } from './GroupReport.tsx';
import { MeterPicker } from './MeterPicker.tsx';
import { RangeControls } from './RangeControls.tsx';
import { ReadingEditButton } from './ReadingEditButton.tsx';
import { ReadingEditHistory } from './ReadingEditHistory.tsx';
import { RangeProblemNotice } from './RangeProblemNotice.tsx';
import { ReportCharts } from './ReportCharts.tsx';
import reportsCss from './reports.css?inline';
import { shownSeries } from './chartSettings.ts';
import { useReportControls } from './useReportControls.ts';

/** /reports: one meter's series (or a device group's summed volumes) over a preset or custom range, live if asked, with chart settings and export. */
export function ReportsScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-reports', reportsCss);
  const { http } = usePortalServices();
  const controls = useReportControls();
  const { meter, group, check, granularity } = controls;
  const range = check.status === 'ok' ? check.range : null;

  return (
    <div className="mp-page mp-reports">
      <PageHeader title={t('titles.reports')} subtitle={t('reports.subtitle')} />
      <div className="mp-reports__controls">
        <MeterPicker
          meterType={controls.meterType}
          onMeterTypeChange={controls.setMeterType}
          meter={meter}
          onMeterChange={controls.setMeter}
        />
        <GroupPicker
          groups={controls.groups.data}
          failed={controls.groups.isError}
          group={group}
          onGroupChange={controls.setGroup}
        />
        <RangeControls
          granularity={granularity}
          onGranularityChange={controls.setGranularity}
          choice={controls.choice}
          inputs={controls.inputs}
          onPreset={controls.choosePreset}
          onCustom={controls.chooseCustom}
          live={controls.live}
          onLiveChange={controls.setLive}
        />
      </div>
      <RangeProblemNotice check={check} granularity={granularity} />
      <CoarsenedNotice coarsened={controls.coarsened} />
      {group ? (
        range ? (
          <GroupReport
            group={group}
            granularity={granularity}
            range={range}
            timeZone={controls.timeZone}
            live={controls.live}
          />
        ) : null
      ) : controls.groupMissing ? (
        <p className="mp-problem" role="alert">
          {t('reports.groupNotFound')}
        </p>
      ) : meter ? (
        <>
          <div className="mp-reports__toolbar">
            <ChartSettings meterType={meter.meter_type} shown={controls.shown} onChange={controls.setShown} />
            <div className="mp-reports__actions">
              <ExportButtons
                serial={meter.serial_number}
                meterType={meter.meter_type}
                range={range}
                granularity={granularity}
                timeZone={controls.timeZone}
              />
              <ReadingEditButton meter={meter} range={range} />
              <GenerateReadoutsButton meter={meter} range={range} />
            </div>
          </div>
          {range ? (
            <ReportCharts
              http={http}
              meterLabel={meter.serial_number}
              uuid={meter.uuid}
              series={shownSeries(meter.meter_type, controls.shown)}
              granularity={granularity}
              range={range}
              timeZone={controls.timeZone}
              live={controls.live}
            />
          ) : null}
          <ReadingEditHistory uuid={meter.uuid} />
        </>
      ) : controls.meterMissing ? (
        <p className="mp-problem" role="alert">
          {t('reports.meterNotFound')}
        </p>
      ) : (
        <p className="mp-reports__note">{t('reports.pickMeter')}</p>
      )}
    </div>
  );
}
