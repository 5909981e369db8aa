import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';

export interface DeviceFormDialogProps {
  title: string;
  /** the sentence above the form that says what it does */
  intro: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** errors that belong to no field, listed above the fields */
  general: readonly string[];
  busy: boolean;
  /** a destructive action gets the danger button */
  danger?: boolean;
  open?: boolean;
  closeOnBackdropPress?: boolean;
  children: ReactNode;
}

/** The dialog the device forms share: intro, error summary, fields, and Cancel beside the submit button. */
export function DeviceFormDialog({
  title,
  intro,
  onClose,
  onSubmit,
  submitLabel,
  general,
  busy,
  danger = false,
  open = true,
  closeOnBackdropPress,
  children,
}: DeviceFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeOnBackdropPress={closeOnBackdropPress}
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('devices.actions.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={danger ? 'mp-button mp-button--danger' : 'mp-button mp-button--primary'}
            disabled={busy}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="mp-devices__form">
        <p className="mp-devices__intro">{intro}</p>
        <FormErrorSummary errors={general} />
        {children}
      </form>
    </Modal>
  );
}
