import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { keyEndpoints } from '../../core/contract/keyEndpoints.ts';
import { usePortalServices } from '../common/index.ts';

export interface KeyMaterialViewProps {
  commModUuid: string;
}

/**
 * The key material, fetched only when the user asks ("Show key"): each fetch is written to the key access
 * log, so nothing loads it ahead. Hiding it drops it from memory.
 */
export function KeyMaterialView({ commModUuid }: KeyMaterialViewProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const show = useMutation({
    mutationFn: () => callEndpoint(http, keyEndpoints.get, { params: { id: commModUuid } }),
  });
  const material = show.data?.key;
  if (!material) {
    return (
      <>
        <p className="mp-keys__note">{t('keys.detail.keyHidden')}</p>
        {show.isError ? (
          <p className="mp-problem" role="alert">
            {t('keys.detail.loadFailed')}
          </p>
        ) : null}
        <div className="mp-keys__drawer-actions">
          <button type="button" className="mp-button" disabled={show.isPending} onClick={() => show.mutate()}>
            {t('keys.actions.showKey')}
          </button>
        </div>
      </>
    );
  }
  const rows = [
    ['aesKey', material.aes_key],
    ['joinEui', material.join_eui],
    ['appKey', material.app_key],
  ] as const;
  return (
    <>
      <dl className="mp-keys__facts" aria-live="polite">
        {rows
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{t(`keys.fields.${name}`)}</dt>
              <dd className="mp-keys__secret" data-secret={name}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <div className="mp-keys__drawer-actions">
        <button type="button" className="mp-button" onClick={() => show.reset()}>
          {t('keys.actions.hideKey')}
        </button>
      </div>
    </>
  );
}
