import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsidePress } from '../../components/floating/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import tasksCss from './tasks.css?inline';
import { TasksPanel } from './TasksPanel.tsx';
import { tasksPanelOpenAtom } from './tasksPanelOpenAtom.ts';
import { useTaskPolling } from './useTaskPolling.ts';
import { useTasks } from './useTasks.ts';
import { useTasksStartedElsewhere } from './useTasksStartedElsewhere.ts';

/** The header's tasks button: pending count, and the panel of pending and completed tasks. */
export function TasksButton() {
  const { t } = useTranslation();
  useWidgetStyles('mp-tasks', tasksCss);
  const controls = useTasks();
  useTaskPolling(controls);
  useTasksStartedElsewhere(controls);
  const [open, setOpen] = useAtom(tasksPanelOpenAtom);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const panelId = useId();
  useOutsidePress([button, panel], () => setOpen(false), open);
  const pending = controls.tasks.filter((task) => task.status === 'pending').length;

  const close = () => {
    setOpen(false);
    button?.focus();
  };

  return (
    // Escape closes the panel from its button as well as from inside it
    <div
      className="mp-tasks"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={setButton}
        type="button"
        className="mp-button mp-button--icon mp-tasks__button"
        aria-label={pending ? t('tasks.buttonPending', { count: pending }) : t('tasks.button')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="mp-icon">
          <path
            d="M9 5h11M9 12h11M9 19h11M4 4l1 1 2-2M4 11l1 1 2-2M4 18l1 1 2-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {pending ? (
          <span className="mp-tasks__count" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={setPanel}
          id={panelId}
          className="mp-tasks__panel"
          role="dialog"
          aria-label={t('tasks.title')}
          tabIndex={-1}
        >
          <TasksPanel
            controls={controls}
            // the clear button disables itself; the focus stays in the panel instead of falling to the page
            onCleared={() => panel?.focus()}
          />
        </div>
      ) : null}
    </div>
  );
}
