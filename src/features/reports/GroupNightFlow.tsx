import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { waterBalanceQueries } from '../../queries/waterBalanceQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { useBalanceFormat } from './balanceFormat.ts';
import { BalanceTable } from './BalanceTable.tsx';
import type { ResolvedRange } from './reportRange.ts';

export interface GroupNightFlowProps {
  group: MeterGroup;
  range: ResolvedRange;
  timeZone: string;
}

/** The group's minimum night flow, a row per night: the inlets' and the members' mean flow in 02:00–04:00. */
export function GroupNightFlow({ group, range, timeZone }: GroupNightFlowProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useBalanceFormat();
  const night = useQuery(
    waterBalanceQueries.groupNightFlow(http, group.uuid, {
      date_after: range.after.toISOString(),
      date_before: range.before.toISOString(),
      tz: timeZone || undefined,
    }),
  );
  const window = { start: night.data?.window_start ?? '02:00', end: night.data?.window_end ?? '04:00' };
  return (
    <BalanceTable
      id={`night-flow-${group.uuid}`}
      title={t('reports.nightFlow.title')}
      intro={<p className="mp-reports__note">{t('reports.nightFlow.window', window)}</p>}
      rows={night.data?.rows}
      pending={night.isPending}
      error={night.error}
      failedText={t('reports.nightFlow.loadFailed')}
      emptyText={t('reports.nightFlow.empty')}
      isEmpty={(row) => row.inlet_m3h === null && row.members_m3h === null}
      periodLabel={t('reports.nightFlow.night')}
      columns={[
        { label: t('reports.nightFlow.inlet'), cell: (row) => format.m3h(row.inlet_m3h) },
        { label: t('reports.nightFlow.members'), cell: (row) => format.m3h(row.members_m3h) },
        { label: t('reports.balance.coverage'), cell: (row) => format.share(row.coverage) },
      ]}
    />
  );
}
