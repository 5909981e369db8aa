import { useTranslation } from 'react-i18next';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { GROUP_CHART_SERIES } from '../../core/domain/chartSeries.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { usePortalServices } from '../common/index.ts';
import type { ResolvedRange } from './reportRange.ts';
import { GroupBalance } from './GroupBalance.tsx';
import { GroupNightFlow } from './GroupNightFlow.tsx';
import { ReportCharts } from './ReportCharts.tsx';

export interface GroupReportProps {
  group: MeterGroup;
  granularity: Granularity;
  range: ResolvedRange;
  timeZone: string;
  live: boolean;
}

/**
 * A device group's consumption: total and delta volume summed across its meters, by the chosen granularity;
 * its water balance (inlets against members) and its night flow.
 */
export function GroupReport({ group, ...request }: GroupReportProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  return (
    <>
      <p className="mp-reports__note">{t('reports.groupNote', { count: group.installations.length })}</p>
      <ReportCharts
        http={http}
        meterLabel={group.name}
        uuid={group.uuid}
        group
        series={GROUP_CHART_SERIES}
        {...request}
      />
      <GroupBalance group={group} granularity={request.granularity} range={request.range} timeZone={request.timeZone} />
      <GroupNightFlow group={group} range={request.range} timeZone={request.timeZone} />
    </>
  );
}
