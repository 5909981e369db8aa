import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { FormattedDate } from '../../components/format/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { recentReadoutsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

/** The installations read most recently: serial, time and volume, each opening that meter's report. */
export function RecentReadoutsCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDashboardFormat();
  const recent = useQuery(recentReadoutsQuery(http));
  const rows = recent.data ?? [];
  return (
    <DashboardCard
      title={t('dashboard.recentReadouts')}
      loading={recent.isPending}
      failed={recent.isError}
      className="mp-readouts-card"
    >
      {rows.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noReadouts')}</p>
      ) : (
        <table className="mp-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.serialNumber')}</th>
              <th scope="col">{t('dashboard.readAt')}</th>
              <th scope="col">{t('dashboard.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uuid}>
                <td>
                  <Link to="/reports" search={{ meter: row.uuid }}>
                    {row.serial_number}
                  </Link>
                </td>
                <td>
                  <FormattedDate value={row.last_readout} withTime />
                </td>
                <td className="mp-nowrap">{format.volume(row.state.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
