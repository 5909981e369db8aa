import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { waterBalanceQueries } from '../../queries/waterBalanceQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { balanceGranularity, useBalanceFormat } from './balanceFormat.ts';
import { BalanceTable } from './BalanceTable.tsx';
import type { ResolvedRange } from './reportRange.ts';

export interface GroupBalanceProps {
  group: MeterGroup;
  granularity: Granularity;
  range: ResolvedRange;
  timeZone: string;
}

/**
 * A district's water balance as a table: per day, week or month the inlets' volume, the members' sum, the
 * loss in m³ and % and the members' coverage; periods with readings missing are counted in a note rather
 * than shown as loss alone. A group without inlet meters is told how to get one.
 */
export function GroupBalance({ group, granularity, range, timeZone }: GroupBalanceProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useBalanceFormat();
  const hasInlets = group.inlet_installations.length > 0;
  const balance = useQuery({
    ...waterBalanceQueries.groupBalance(http, group.uuid, {
      granularity: balanceGranularity(granularity),
      date_after: range.after.toISOString(),
      date_before: range.before.toISOString(),
      tz: timeZone || undefined,
    }),
    enabled: hasInlets,
  });
  const id = `balance-${group.uuid}`;
  if (!hasInlets)
    return (
      <section className="mp-reports__balance-section" aria-labelledby={id}>
        <h3 id={id}>{t('reports.balance.title')}</h3>
        <p className="mp-reports__note">{t('reports.balance.noInlets')}</p>
      </section>
    );
  const rows = balance.data?.rows;
  const gaps = (rows ?? []).filter((row) => row.coverage < 1 && row.inlet_m3 !== null).length;
  return (
    <BalanceTable
      id={id}
      title={t('reports.balance.title')}
      rows={rows}
      pending={balance.isPending}
      error={balance.error}
      failedText={t('reports.balance.loadFailed')}
      emptyText={t('reports.balance.empty')}
      isEmpty={(row) => row.inlet_m3 === null && row.members_m3 === null}
      periodLabel={t('reports.balance.period')}
      columns={[
        { label: t('reports.balance.inlet'), cell: (row) => format.m3(row.inlet_m3) },
        { label: t('reports.balance.members'), cell: (row) => format.m3(row.members_m3) },
        { label: t('reports.balance.loss'), cell: (row) => format.m3(row.loss_m3) },
        { label: t('reports.balance.lossPct'), cell: (row) => format.pct(row.loss_pct) },
        { label: t('reports.balance.coverage'), cell: (row) => format.share(row.coverage) },
      ]}
      notes={
        gaps > 0 ? (
          <p className="mp-reports__note" role="status">
            {t('reports.balance.gaps', { count: gaps })}
          </p>
        ) : null
      }
    />
  );
}
