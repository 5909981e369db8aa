import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './CloseButton.tsx';
import modalCss from './modal.css?inline';
import { useWidgetRoot } from '../root/useWidgetRoot.ts';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { WidgetPortal } from '../root/WidgetPortal.tsx';
import { trapTab, useModalFocus } from './useModalFocus.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, or a press on the backdrop (unless disabled). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Usually the dialog's buttons. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Forms with unsaved input may want the backdrop to do nothing. */
  closeOnBackdropPress?: boolean;
  /** Element to focus on open; by default the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  closeOnBackdropPress = true,
  initialFocusRef,
}: ModalProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-modal', modalCss);
  const { container } = useWidgetRoot();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(open, dialogRef, container, initialFocusRef);
  if (!open) return null;

  return (
    <WidgetPortal>
      <div
        className="mp-modal__backdrop"
        data-mp-backdrop=""
        onPointerDown={(event) => {
          if (closeOnBackdropPress && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`mp-modal mp-surface mp-modal--${size}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onClose();
            } else if (dialogRef.current) trapTab(event, dialogRef.current);
          }}
        >
          <header className="mp-modal__header mp-surface__header">
            <h2 className="mp-modal__title" id={titleId}>
              {title}
            </h2>
            <CloseButton label={t('widgets.modal.close')} onClick={onClose} />
          </header>
          <div className="mp-modal__body">{children}</div>
          {footer ? <footer className="mp-modal__footer">{footer}</footer> : null}
        </div>
      </div>
    </WidgetPortal>
  );
}
