import { useTranslation } from 'react-i18next';
import { TaskItem } from './TaskItem.tsx';
import type { TasksControls } from './useTasks.ts';

export interface TasksPanelProps {
  controls: TasksControls;
  onCleared?: () => void;
}

/** Pending tasks first, then completed ones; clearing completed keeps the pending ones. */
export function TasksPanel({ controls, onCleared }: TasksPanelProps) {
  const { t } = useTranslation();
  const pending = controls.tasks.filter((task) => task.status === 'pending');
  const done = controls.tasks.filter((task) => task.status !== 'pending');
  return (
    <div className="mp-tasks__content">
      <header className="mp-tasks__header">
        <h2 className="mp-tasks__title">{t('tasks.title')}</h2>
        <button
          type="button"
          className="mp-button"
          disabled={done.length === 0}
          onClick={() => {
            controls.clearCompleted();
            onCleared?.();
          }}
        >
          {t('tasks.clearCompleted')}
        </button>
      </header>
      {controls.tasks.length === 0 ? <p className="mp-empty mp-tasks__empty">{t('tasks.empty')}</p> : null}
      {pending.length ? (
        <section aria-label={t('tasks.pending')}>
          <h3 className="mp-tasks__group">{t('tasks.pending')}</h3>
          <ul className="mp-tasks__list">
            {pending.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </ul>
        </section>
      ) : null}
      {done.length ? (
        <section aria-label={t('tasks.completed')}>
          <h3 className="mp-tasks__group">{t('tasks.completed')}</h3>
          <ul className="mp-tasks__list">
            {done.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
