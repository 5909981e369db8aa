import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { waterBalanceQueries } from '../../queries/waterBalanceQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { useBalanceFormat } from './balanceFormat.ts';
import { refusal } from './GroupBalance.tsx';
import type { ResolvedRange } from './reportRange.ts';

export interface GroupNightFlowProps {
  group: MeterGroup;
  range: ResolvedRange;
  timeZone: string;
}

/** The group's minimum night flow, a row per night: the inlets' and the members' mean flow in 02:00–04:00. */
export function GroupNightFlow({ group, range, timeZone }: GroupNightFlowProps) {
  const { t, i18n } = useTranslation();
  const { http } = usePortalServices();
  const format = useBalanceFormat();
  const night = useQuery(
    waterBalanceQueries.groupNightFlow(http, group.uuid, {
      date_after: range.after.toISOString(),
      date_before: range.before.toISOString(),
      tz: timeZone || undefined,
    }),
  );
  let body;
  if (night.isPending) body = <Skeleton lines={4} />;
  else if (night.isError)
    body = (
      <p className="mp-problem" role="alert">
        {refusal(night.error) ?? t('reports.nightFlow.loadFailed')}
      </p>
    );
  else if (night.data.rows.every((row) => row.inlet_m3h === null && row.members_m3h === null))
    body = (
      <p className="mp-reports__note" role="status">
        {t('reports.nightFlow.empty')}
      </p>
    );
  else {
    const when = dateFormats(i18n.language);
    body = (
      <table className="mp-table mp-reports__night-flow">
        <thead>
          <tr>
            <th scope="col">{t('reports.nightFlow.night')}</th>
            <th scope="col">{t('reports.nightFlow.inlet')}</th>
            <th scope="col">{t('reports.nightFlow.members')}</th>
            <th scope="col">{t('reports.balance.coverage')}</th>
          </tr>
        </thead>
        <tbody>
          {night.data.rows.map((row) => (
            <tr key={row.t}>
              <th scope="row">{when.short(row.t)}</th>
              <td className="mp-nowrap">{format.m3h(row.inlet_m3h)}</td>
              <td className="mp-nowrap">{format.m3h(row.members_m3h)}</td>
              <td className="mp-nowrap">{format.share(row.coverage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="mp-reports__balance-section" aria-labelledby={`night-flow-${group.uuid}`}>
      <h3 id={`night-flow-${group.uuid}`}>{t('reports.nightFlow.title')}</h3>
      <p className="mp-reports__note">
        {t('reports.nightFlow.window', {
          start: night.data?.window_start ?? '02:00',
          end: night.data?.window_end ?? '04:00',
        })}
      </p>
      {body}
    </section>
  );
}
