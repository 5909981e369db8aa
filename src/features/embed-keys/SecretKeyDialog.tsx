import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedKeyCreated } from '../../core/contract/embedKeys.ts';
import { SecretDialog, useCopyText, usePortalServices } from '../common/index.ts';
import { absoluteBases, embedSnippet } from './embedSnippet.ts';

/**
 * A new embed key's secret, shown once, and the snippet of each element the key serves, ready to paste into
 * the partner's page.
 */
export function SecretKeyDialog({ created, onClose }: { created: EmbedKeyCreated; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const copyOf = useCopyText('embedKeys');
  const id = useId();
  const bases = absoluteBases(http.config.apiBase, http.config.authBase, globalThis.location.href);

  return (
    <SecretDialog texts="embedKeys" created={created} onClose={onClose}>
      {created.elements.map((element) => {
        const snippet = embedSnippet(element, created.key, bases);
        const fieldId = `${id}-${element}`;
        return (
          <div key={element} className="mp-embed-keys__snippet">
            <label className="mp-field__label" htmlFor={fieldId}>
              {t('embedKeys.secret.snippet', { element: t(`embedKeys.elements.${element}`) })}
            </label>
            <textarea
              id={fieldId}
              className="mp-input mp-credentials__code"
              readOnly
              rows={3}
              value={snippet}
              spellCheck={false}
            />
            <button type="button" className="mp-button" onClick={copyOf(snippet)}>
              {t('embedKeys.actions.copySnippet')}
            </button>
          </div>
        );
      })}
      {created.elements.includes('chart') ? <p className="mp-field__hint">{t('embedKeys.secret.chartHint')}</p> : null}
    </SecretDialog>
  );
}
