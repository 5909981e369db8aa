import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import { ListGrid, ListScreen, type ListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { CompanyCredential } from '../../core/contract/companyCredentials.ts';
import credentialsCss from './credentials.css?inline';
import type { CredentialTexts } from './credentialTexts.ts';

export interface CredentialListProps<K extends CompanyCredential> {
  texts: CredentialTexts;
  page: { data?: { count: number; results: K[] }; isFetching: boolean; isError: boolean };
  params: ListParams;
  columns: DataGridColumn<K>[];
  onCreate: () => void;
  /** the screen's dialogs */
  children?: ReactNode;
}

/**
 * The list screen of a company's keys: a create button, the search, the grid, and an empty state that
 * invites to make the first key.
 */
export function CredentialList<K extends CompanyCredential>(props: CredentialListProps<K>) {
  const { texts, page, params, columns, onCreate, children } = props;
  const { t } = useTranslation();
  useWidgetStyles('mp-credentials', credentialsCss);
  const createButton = (
    <button type="button" className="mp-button mp-button--primary" onClick={onCreate}>
      {t(`${texts}.actions.create`)}
    </button>
  );
  const none = page.data?.count === 0 && !params.search;
  return (
    <ListScreen
      title={t(`titles.${texts}`)}
      subtitle={page.data ? t(`${texts}.count`, { count: page.data.count }) : t(`${texts}.subtitle`)}
      className="mp-credentials"
      actions={createButton}
      search={{ label: t(`${texts}.search`), value: params.searchText, onChange: params.setSearchText }}
      error={page.isError ? t(`${texts}.loadFailed`) : null}
      listClassName="mp-credentials__list"
    >
      {none ? (
        <div className="mp-credentials__empty">
          <p className="mp-credentials__empty-title">{t(`${texts}.empty`)}</p>
          <p>{t(`${texts}.emptyHint`)}</p>
          {createButton}
        </div>
      ) : (
        <ListGrid label={t(`${texts}.gridLabel`)} columns={columns} list={page} params={params} rowKey={(key) => key.id} />
      )}
      {children}
    </ListScreen>
  );
}
