import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import type { EmbedKey, EmbedKeyCreated } from '../../core/contract/embedKeys.ts';
import { useCurrentUser } from '../common/index.ts';
import { emptyEmbedKeyForm, formOfKey } from './embedKeyForm.ts';
import { EmbedKeyFields } from './EmbedKeyFields.tsx';
import { useEmbedKeyForm } from './useEmbedKeyForm.ts';

export interface EmbedKeyDialogProps {
  /** the key to edit; null creates one */
  embedKey: EmbedKey | null;
  onClose: () => void;
  onCreated: (created: EmbedKeyCreated) => void;
}

/** Creates or edits an embed key; a revoked key is shown read-only, as the server refuses to change it. */
export function EmbedKeyDialog({ embedKey, onClose, onCreated }: EmbedKeyDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const user = useCurrentUser();
  const readOnly = embedKey?.revoked_at != null;
  const initial = embedKey ? formOfKey(embedKey) : emptyEmbedKeyForm(user?.profile?.company_id ?? null);
  const form = useEmbedKeyForm(initial, embedKey, { onCreated, onUpdated: onClose });

  let title = t('embedKeys.create.title');
  if (embedKey) title = readOnly ? t('embedKeys.edit.readOnlyTitle') : t('embedKeys.edit.title');

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="medium"
      closeOnBackdropPress={false}
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {readOnly ? t('embedKeys.actions.close') : t('embedKeys.actions.cancel')}
          </button>
          {readOnly ? null : (
            <button
              type="submit"
              form={formId}
              className="mp-button mp-button--primary"
              disabled={form.saving}
              aria-busy={form.saving || undefined}
            >
              {embedKey ? t('embedKeys.actions.save') : t('embedKeys.create.submit')}
            </button>
          )}
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="mp-credentials__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) form.submit();
        }}
      >
        {readOnly ? <p className="mp-credentials__notice">{t('embedKeys.edit.revokedNotice')}</p> : null}
        <FormErrorSummary errors={form.errors.general} />
        <EmbedKeyFields
          values={form.values}
          set={form.set}
          errors={form.errors}
          isNew={embedKey === null}
          readOnly={readOnly}
        />
      </form>
    </Modal>
  );
}
