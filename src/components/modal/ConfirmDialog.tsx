import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in words the user can check before confirming. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Destructive actions (delete, unregister) get the danger colour. */
  danger?: boolean;
  /** While the action runs both buttons are disabled. */
  busy?: boolean;
}

/**
 * Asks before a destructive action. Focus starts on Cancel, so an Enter pressed out of habit does no harm;
 * Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="small"
      initialFocusRef={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="mp-button" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'mp-button mp-button--danger' : 'mp-button mp-button--primary'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
