import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { waterHighlightsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { DashboardTable } from './DashboardTable.tsx';

const flow = (m3h: number) => `${m3h.toFixed(3)} m³/h`;

/** The meters with the highest flow in last night's window (and their lowest of 7 nights), each opening its report. */
export function NightFlowCard() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const highlights = useQuery(waterHighlightsQuery(http));
  const rows = highlights.data?.meters ?? [];
  return (
    <DashboardCard title={t('dashboard.highestNightFlow')} loading={highlights.isPending} failed={highlights.isError}>
      <DashboardTable
        empty={t('dashboard.noNightFlow')}
        headers={[t('dashboard.serialNumber'), t('dashboard.lastNight'), t('dashboard.weekMin')]}
        rows={rows.map((row) => ({
          key: row.uuid,
          cells: [
            <Link key="meter" to="/reports" search={{ meter: row.uuid }}>
              {row.serial_number}
            </Link>,
            flow(row.last_night_m3h),
            flow(row.week_min_m3h),
          ],
        }))}
      />
    </DashboardCard>
  );
}
