import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import type { IngestionKeyCreated } from '../../core/contract/ingestionKeys.ts';
import { SecretField, useCopyText, usePortalServices } from '../common/index.ts';
import { ingestionExample } from './ingestionExample.ts';

export interface IngestionSecretDialogProps {
  created: IngestionKeyCreated;
  onClose: () => void;
}

/**
 * The one time an ingestion key's secret is shown (the server keeps only its hash), with a copy button and the
 * command line of a receiver posting its telegrams with it.
 */
export function IngestionSecretDialog({ created, onClose }: IngestionSecretDialogProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const copyOf = useCopyText('ingestionKeys');
  const id = useId();
  const example = ingestionExample(http.config.apiBase, globalThis.location.href, created.key);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('ingestionKeys.secret.title', { name: created.name })}
      size="large"
      closeOnBackdropPress={false}
      footer={
        <button type="button" className="mp-button mp-button--primary" onClick={onClose}>
          {t('ingestionKeys.secret.done')}
        </button>
      }
    >
      <SecretField texts="ingestionKeys" secret={created.key} />
      <div className="mp-ingestion-keys__example">
        <label className="mp-field__label" htmlFor={id}>
          {t('ingestionKeys.secret.usage')}
        </label>
        <textarea
          id={id}
          className="mp-input mp-credentials__code"
          readOnly
          rows={3}
          value={example}
          spellCheck={false}
        />
        <button type="button" className="mp-button" onClick={copyOf(example)}>
          {t('ingestionKeys.actions.copyExample')}
        </button>
      </div>
    </Modal>
  );
}
