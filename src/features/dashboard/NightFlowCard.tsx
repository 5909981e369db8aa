import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { waterHighlightsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';

const flow = (m3h: number) => `${m3h.toFixed(3)} m³/h`;

/** The meters with the highest flow in last night's window (and their lowest of 7 nights), each opening its report. */
export function NightFlowCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const highlights = useQuery(waterHighlightsQuery(http));
  const rows = highlights.data?.meters ?? [];
  return (
    <DashboardCard title={t('dashboard.highestNightFlow')} loading={highlights.isPending} failed={highlights.isError}>
      {rows.length === 0 ? (
        <p className="mp-empty">{t('dashboard.noNightFlow')}</p>
      ) : (
        <table className="mp-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.serialNumber')}</th>
              <th scope="col">{t('dashboard.lastNight')}</th>
              <th scope="col">{t('dashboard.weekMin')}</th>
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
                <td className="mp-nowrap">{flow(row.last_night_m3h)}</td>
                <td className="mp-nowrap">{flow(row.week_min_m3h)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
