import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { waterBalanceQueries } from '../../queries/waterBalanceQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { balanceGranularity, useBalanceFormat } from './balanceFormat.ts';
import type { ResolvedRange } from './reportRange.ts';

export interface GroupBalanceProps {
  group: MeterGroup;
  granularity: Granularity;
  range: ResolvedRange;
  timeZone: string;
}

/** The first message of a refused call's field errors, or null for any other failure. */
export function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return Object.values(error.fieldErrors).flat()[0] ?? null;
}

/**
 * A district's water balance as a table: per day, week or month the inlets' volume, the members' sum, the
 * loss in m³ and % and the members' coverage; a period with readings missing says so rather than showing the
 * gap as loss. A group without inlet meters is told how to get one.
 */
export function GroupBalance({ group, granularity, range, timeZone }: GroupBalanceProps) {
  const { t, i18n } = useTranslation();
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
  const title = <h3 id={`balance-${group.uuid}`}>{t('reports.balance.title')}</h3>;
  let body;
  if (!hasInlets) body = <p className="mp-reports__note">{t('reports.balance.noInlets')}</p>;
  else if (balance.isPending) body = <Skeleton lines={4} />;
  else if (balance.isError)
    body = (
      <p className="mp-problem" role="alert">
        {refusal(balance.error) ?? t('reports.balance.loadFailed')}
      </p>
    );
  else {
    const rows = balance.data.rows;
    const when = dateFormats(i18n.language);
    const gaps = rows.filter((row) => row.coverage < 1 && row.inlet_m3 !== null).length;
    body = rows.every((row) => row.inlet_m3 === null && row.members_m3 === null) ? (
      <p className="mp-reports__note" role="status">
        {t('reports.balance.empty')}
      </p>
    ) : (
      <>
        {gaps > 0 ? (
          <p className="mp-reports__note" role="status">
            {t('reports.balance.gaps', { count: gaps })}
          </p>
        ) : null}
        <table className="mp-table mp-reports__balance">
          <thead>
            <tr>
              <th scope="col">{t('reports.balance.period')}</th>
              <th scope="col">{t('reports.balance.inlet')}</th>
              <th scope="col">{t('reports.balance.members')}</th>
              <th scope="col">{t('reports.balance.loss')}</th>
              <th scope="col">{t('reports.balance.lossPct')}</th>
              <th scope="col">{t('reports.balance.coverage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.t} data-coverage={row.coverage < 1 ? 'partial' : 'full'}>
                <th scope="row">{when.short(row.t)}</th>
                <td className="mp-nowrap">{format.m3(row.inlet_m3)}</td>
                <td className="mp-nowrap">{format.m3(row.members_m3)}</td>
                <td className="mp-nowrap">{format.m3(row.loss_m3)}</td>
                <td className="mp-nowrap">{format.pct(row.loss_pct)}</td>
                <td className="mp-nowrap">{format.share(row.coverage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="mp-reports__balance-section" aria-labelledby={`balance-${group.uuid}`}>
      {title}
      {body}
    </section>
  );
}
