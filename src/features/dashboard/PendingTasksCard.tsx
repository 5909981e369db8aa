import { useTranslation } from 'react-i18next';
import { useTasks } from '../tasks/index.ts';
import { useDashboardFormat } from './dashboardFormat.ts';
import { DashboardCard } from './DashboardCard.tsx';

/** How many of the user's tasks (started from the device list) are still running; read from the tasks panel. */
export function PendingTasksCard() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const pending = useTasks().tasks.filter((task) => task.status === 'pending').length;
  return (
    <DashboardCard title={t('dashboard.tasks')}>
      <p data-testid="pending-tasks">
        {pending === 0
          ? t('dashboard.noPendingTasks')
          : t('dashboard.pendingTasks', { count: pending, formatted: format.number(pending) })}
      </p>
    </DashboardCard>
  );
}
