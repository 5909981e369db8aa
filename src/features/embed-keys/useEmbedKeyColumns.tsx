import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import type { EmbedKey } from '../../core/contract/embedKeys.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import { useCan, useLocale, usePortalServices } from '../common/index.ts';
import { embedKeyState } from './embedKeyState.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';

export interface EmbedKeyColumnActions {
  onEdit: (key: EmbedKey) => void;
  onRevoke: (key: EmbedKey) => void;
}

/** The grid's columns: what a key allows, where, for how long, and whether it still works. */
export function useEmbedKeyColumns({ onEdit, onRevoke }: EmbedKeyColumnActions): DataGridColumn<EmbedKey>[] {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const seesCompanies = useCan(PERMISSIONS.viewCompany);
  const companies = useQuery({ ...companyQueries.all(http), enabled: seesCompanies }).data ?? [];
  const groups = useQuery(meterGroupQueries.choices(http)).data ?? [];
  const dates = dateFormats(locale);
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  const groupName = (uuid: string) => groups.find((group) => group.uuid === uuid)?.name ?? `${uuid.slice(0, 8)}…`;

  const columns: DataGridColumn<EmbedKey>[] = [
    { id: 'name', header: t('embedKeys.fields.name'), sortField: 'name', cell: (key) => key.name },
    {
      id: 'prefix',
      header: t('embedKeys.fields.prefix'),
      cell: (key) => <code className="mp-embed-keys__prefix">{`${key.prefix}…`}</code>,
    },
    {
      id: 'origins',
      header: t('embedKeys.fields.origins'),
      cell: (key) => (
        <span className="mp-embed-keys__origin-list">
          {key.any_origin ? (
            <span className="mp-embed-keys__badge mp-embed-keys__badge--warning">{t('embedKeys.anyOrigin')}</span>
          ) : null}
          {key.origins.map((origin) => (
            <span key={origin}>{origin}</span>
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
    {
      id: 'expires',
      header: t('embedKeys.fields.expiresAt'),
      cell: (key) => (key.expires_at ? dates.short(key.expires_at) : t('embedKeys.never')),
    },
    {
      id: 'used',
      header: t('embedKeys.fields.lastUsed'),
      cell: (key) => (key.last_used_at ? dates.dateTime(key.last_used_at) : t('embedKeys.notUsed')),
    },
    {
      id: 'state',
      header: t('embedKeys.fields.state'),
      cell: (key) => {
        const state = embedKeyState(key);
        return (
          <span className={`mp-embed-keys__badge mp-embed-keys__badge--${state}`}>
            {t(`embedKeys.states.${state}`)}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t('embedKeys.fields.actions'),
      cell: (key) => (
        <span className="mp-embed-keys__buttons">
          <button
            type="button"
            className="mp-button"
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
              className="mp-button mp-button--danger"
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
  if (companies.length > 1) {
    const companyName = (id: number) => companies.find((company) => company.id === id)?.name ?? `#${id}`;
    columns.splice(2, 0, {
      id: 'company',
      header: t('embedKeys.fields.company'),
      cell: (key) => companyName(key.company),
    });
  }
  return columns;
}
