import { useTranslation } from 'react-i18next';
import type { IngestionKeyCreated } from '../../core/contract/ingestionKeys.ts';
import { SecretDialog, useCopyText, usePortalServices } from '../common/index.ts';
import { ingestionExample } from './ingestionExample.ts';

/** A new ingestion key's secret, shown once, and the command line of a receiver posting telegrams with it. */
export function IngestionSecretDialog({ created, onClose }: { created: IngestionKeyCreated; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const copyOf = useCopyText('ingestionKeys');
  const example = ingestionExample(http.config.apiBase, globalThis.location.href, created.key);
  return (
    <SecretDialog texts="ingestionKeys" created={created} onClose={onClose}>
      <div className="mp-ingestion-keys__example">
        <label>
          <span className="mp-field__label">{t('ingestionKeys.secret.usage')}</span>
          <textarea className="mp-input mp-credentials__code" readOnly rows={3} value={example} spellCheck={false} />
        </label>
        {/* beside its field: without clipboard access, the copy selects the example for Ctrl+C */}
        <button type="button" className="mp-button" onClick={copyOf(example)}>
          {t('ingestionKeys.actions.copyExample')}
        </button>
      </div>
    </SecretDialog>
  );
}
