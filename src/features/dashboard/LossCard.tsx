import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePortalServices } from '../common/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { waterHighlightsQuery } from './dashboardQueries.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { DashboardTable } from './DashboardTable.tsx';

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
      <DashboardTable
        empty={t('dashboard.noLoss')}
        headers={[t('dashboard.group'), t('dashboard.lossPct'), t('dashboard.lossM3'), t('dashboard.coverage')]}
        rows={rows.map((row) => ({
          key: row.uuid,
          cells: [
            <Link key="group" to="/reports" search={{ group: row.uuid }}>
              {row.name}
            </Link>,
            percent(row.loss_pct),
            format.volume(row.loss_m3),
            percent(row.coverage * 100),
          ],
        }))}
      />
    </DashboardCard>
  );
}
