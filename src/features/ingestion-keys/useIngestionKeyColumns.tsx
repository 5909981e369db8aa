import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import type { IngestionKey } from '../../core/contract/ingestionKeys.ts';
import { useCredentialColumns } from '../common/index.ts';

/** The grid's columns: which key, whose, for how long, when last used, whether it still works, and revoking it. */
export function useIngestionKeyColumns(onRevoke: (key: IngestionKey) => void): DataGridColumn<IngestionKey>[] {
  const { t } = useTranslation();
  const common = useCredentialColumns<IngestionKey>('ingestionKeys');
  return [
    common.name,
    common.prefix,
    ...common.company,
    ...common.life,
    {
      id: 'actions',
      header: t('ingestionKeys.fields.actions'),
      cell: (key) =>
        key.revoked_at ? null : (
          <span className="mp-credentials__buttons">
            <button
              type="button"
              className="mp-button mp-button--small mp-button--danger"
              aria-label={t('ingestionKeys.actions.revokeKey', { name: key.name })}
              onClick={() => onRevoke(key)}
            >
              {t('ingestionKeys.actions.revoke')}
            </button>
          </span>
        ),
    },
  ];
}
