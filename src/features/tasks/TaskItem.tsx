import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/loading/index.ts';
import { useLocale } from '../common/index.ts';
import type { PortalTask } from './portalTask.ts';
import { reportCounts } from './taskOutcome.ts';
import { taskReportFile } from './taskReportFile.ts';
import { saveFile } from './saveFile.ts';
import { useTaskTitle } from './useTaskTitle.ts';

export interface TaskItemProps {
  task: PortalTask;
}

/** One task: title, state, when it started, and for a finished one its report and a download of it. */
export function TaskItem({ task }: TaskItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = useTaskTitle()(task);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', dateStyle: 'short' }).format(
    new Date(task.createdAt),
  );
  const counts = Object.entries(reportCounts(task.report));
  return (
    <li className={`mp-tasks__item mp-tasks__item--${task.status}`} data-task-id={task.id}>
      <div className="mp-tasks__item-head">
        {task.status === 'pending' ? <Spinner size="small" label={t('tasks.status.pending')} /> : null}
        <span className="mp-tasks__item-title">{title}</span>
        <span className={`mp-badge mp-tasks__status mp-tasks__status--${task.status}`}>
          {t(`tasks.status.${task.status}`)}
        </span>
      </div>
      <div className="mp-tasks__meta">
        {t('tasks.taskNumber', { id: task.id })} · {time}
      </div>
      {counts.length ? (
        <ul className="mp-tasks__counts">
          {counts.map(([name, count]) => (
            <li key={name}>{t(`tasks.report.${name as 'not_found'}`, { count })}</li>
          ))}
        </ul>
      ) : null}
      {task.detail ? <p className="mp-problem mp-tasks__detail">{task.detail}</p> : null}
      {task.status !== 'pending' ? (
        <button
          type="button"
          className="mp-button mp-tasks__download"
          onClick={() => {
            const file = taskReportFile(task, title);
            saveFile(file.text, file.name, 'application/json');
          }}
        >
          {t('tasks.downloadReport')}
        </button>
      ) : null}
    </li>
  );
}
