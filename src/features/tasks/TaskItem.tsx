import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/loading/index.ts';
import { useLocale } from '../common/index.ts';
import type { PortalTask } from './portalTask.ts';
import { reportCounts } from './taskOutcome.ts';
import { reportFacts, type ReportFact } from './taskReportFacts.ts';
import { taskReportFile } from './taskReportFile.ts';
import { saveFile } from './saveFile.ts';
import { useTaskTitle } from './useTaskTitle.ts';
import { dateFormats, type DateFormats } from '../../core/domain/dateFormats.ts';

export interface TaskItemProps {
  task: PortalTask;
}

function factText(t: TFunction, format: DateFormats, fact: ReportFact): string {
  switch (fact.key) {
    case 'period':
      return t('tasks.report.period', { from: format.dateTime(fact.from), to: format.dateTime(fact.to) });
    case 'file':
      return t('tasks.report.file', { name: fact.name });
    case 'format':
      return t('tasks.report.format', { format: fact.format });
    default:
      return t(`tasks.report.${fact.key}`, { count: fact.count });
  }
}

/** One task: title, state and progress, when it started, and for a finished one its report and a download of it. */
export function TaskItem({ task }: TaskItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = useTaskTitle()(task);
  const dates = dateFormats(locale);
  const time = dates.dateTime(task.createdAt);
  const counts = Object.entries(reportCounts(task.report));
  const facts = reportFacts(task).map((fact) => factText(t, dates, fact));
  const progress = task.status === 'pending' ? task.progress : undefined;
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
      {progress && progress.total > 0 ? (
        <div className="mp-tasks__progress">
          <progress max={progress.total} value={progress.done} aria-label={t('tasks.progressLabel', { title })} />
          <span>{t('tasks.progress', { done: progress.done, total: progress.total })}</span>
        </div>
      ) : null}
      {counts.length || facts.length ? (
        <ul className="mp-tasks__counts">
          {counts.map(([name, count]) => (
            <li key={name}>{t(`tasks.report.${name as 'not_found'}`, { count })}</li>
          ))}
          {facts.map((text) => (
            <li key={text}>{text}</li>
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
