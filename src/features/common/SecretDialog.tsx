import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import type { CredentialTexts } from './credentialTexts.ts';
import { SecretField } from './SecretField.tsx';

export interface SecretDialogProps {
  texts: CredentialTexts;
  /** the new key: its name for the title, its secret shown this once */
  created: { name: string; key: string };
  onClose: () => void;
  /** what the screen shows beside the secret: how to use it */
  children?: ReactNode;
}

/** The one time a new key's secret is shown: the server keeps only its hash. Closed only by its button. */
export function SecretDialog({ texts, created, onClose, children }: SecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`${texts}.secret.title`, { name: created.name })}
      size="large"
      closeOnBackdropPress={false}
      footer={
        <button type="button" className="mp-button mp-button--primary" onClick={onClose}>
          {t(`${texts}.secret.done`)}
        </button>
      }
    >
      <SecretField texts={texts} secret={created.key} />
      {children}
    </Modal>
  );
}
