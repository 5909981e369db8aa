import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import type { EmbedKey } from '../../core/contract/embedKeys.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import { useCredentialColumns, useLocale, usePortalServices } from '../common/index.ts';

export interface EmbedKeyColumnActions {
  onEdit: (key: EmbedKey) => void;
  onRevoke: (key: EmbedKey) => void;
}

/** `https://` of `https://town.example`: a narrow column breaks an origin after it, never inside the host. */
const schemeOf = (origin: string) => /^[a-z][a-z0-9+.-]*:\/\//i.exec(origin)?.[0] ?? '';

/** The grid's columns: what a key allows, where, for how long, and whether it still works. */
export function useEmbedKeyColumns({ onEdit, onRevoke }: EmbedKeyColumnActions): DataGridColumn<EmbedKey>[] {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const common = useCredentialColumns<EmbedKey>('embedKeys');
  const groups = useQuery(meterGroupQueries.choices(http)).data ?? [];
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  const groupName = (uuid: string) => groups.find((group) => group.uuid === uuid)?.name ?? `${uuid.slice(0, 8)}…`;

  return [
    common.name,
    common.prefix,
    ...common.company,
    {
      id: 'origins',
      header: t('embedKeys.fields.origins'),
      cell: (key) => (
        <span className="mp-embed-keys__origin-list">
          {key.any_origin ? (
            <span className="mp-credentials__badge mp-credentials__badge--warning">{t('embedKeys.anyOrigin')}</span>
          ) : null}
          {key.origins.map((origin) => (
            <span key={origin}>
              {schemeOf(origin)}
              <wbr />
              {origin.slice(schemeOf(origin).length)}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'elements',
      header: t('embedKeys.fields.elements'),
      cell: (key) => list.format(key.elements.map((element) => t(`embedKeys.elements.${element}`))),
    },
    {
      id: 'groups',
      header: t('embedKeys.fields.groups'),
      cell: (key) => (key.groups.length ? list.format(key.groups.map(groupName)) : t('embedKeys.wholeCompany')),
    },
    {
      id: 'hidden',
      header: t('embedKeys.fields.hidden'),
      cell: (key) =>
        key.hidden.length ? list.format(key.hidden.map((field) => t(`embedKeys.hiddenFields.${field}`))) : '—',
    },
    ...common.life,
    {
      id: 'actions',
      header: t('embedKeys.fields.actions'),
      cell: (key) => (
        <span className="mp-credentials__buttons">
          <button
            type="button"
            className="mp-button mp-button--small"
            aria-label={t(key.revoked_at ? 'embedKeys.actions.viewKey' : 'embedKeys.actions.editKey', {
              name: key.name,
            })}
            onClick={() => onEdit(key)}
          >
            {key.revoked_at ? t('embedKeys.actions.view') : t('embedKeys.actions.edit')}
          </button>
          {key.revoked_at ? null : (
            <button
              type="button"
              className="mp-button mp-button--small mp-button--danger"
              aria-label={t('embedKeys.actions.revokeKey', { name: key.name })}
              onClick={() => onRevoke(key)}
            >
              {t('embedKeys.actions.revoke')}
            </button>
          )}
        </span>
      ),
    },
  ];
}
