import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { waterHighlightsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} %`);

/** The device groups with inlet meters losing the largest share this month, each opening the group's report. */
export function LossCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDashboardFormat();
  const highlights = useQuery(waterHighlightsQuery(http));
  const rows = highlights.data?.groups ?? [];
  return (
    <DashboardCard title={t('dashboard.highestLoss')} loading={highlights.isPending} failed={highlights.isError}>
      {rows.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noLoss')}</p>
      ) : (
        <table className="mp-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.group')}</th>
              <th scope="col">{t('dashboard.lossPct')}</th>
              <th scope="col">{t('dashboard.lossM3')}</th>
              <th scope="col">{t('dashboard.coverage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uuid}>
                <td>
                  <Link to="/reports" search={{ group: row.uuid }}>
                    {row.name}
                  </Link>
                </td>
                <td className="mp-nowrap">{percent(row.loss_pct)}</td>
                <td className="mp-nowrap">{format.volume(row.loss_m3)}</td>
                <td className="mp-nowrap">{percent(row.coverage * 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
