import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { useUrlTextFilter, withFilter } from '../../components/url-filters/index.ts';
import { KEY_MODULE_TYPES } from '../../core/domain/keyHandling.ts';
import { hasKeyFilters, type KeyFilter } from './keySearch.ts';
import type { KeySearchControls } from './useKeySearch.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

/** Search, module type, order and deleted keys; every change goes to the URL and back to the first page. */
export function KeyFilters({ search, setSearch }: KeySearchControls) {
  const { t } = useTranslation();
  const commit = useCallback(
    (filter: KeyFilter) => (value: string | undefined) => setSearch((current) => withFilter(current, filter, value)),
    [setSearch],
  );
  const commitSearch = useCallback((value: string) => commit('search')(value), [commit]);
  const commitOrder = useCallback((value: string) => commit('order')(value), [commit]);
  const [searchText, setSearchText] = useUrlTextFilter(search.search ?? '', commitSearch);
  const [orderText, setOrderText] = useUrlTextFilter(search.order ?? '', commitOrder);
  const pick = (filter: KeyFilter) => (value: string | number | null) =>
    commit(filter)(value === null ? undefined : String(value));
  const deletedChoices = [
    { id: 'true', label: t('keys.filters.onlyDeleted') },
    { id: 'all', label: t('keys.filters.withDeleted') },
  ];

  return (
    <div className="mp-keys__toolbar" role="search" aria-label={t('keys.filters.label')}>
      <TextInput
        label={t('keys.filters.search')}
        type="search"
        name="search"
        value={searchText}
        placeholder={t('keys.filters.searchPlaceholder')}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <TextInput
        label={t('keys.filters.order')}
        type="search"
        name="order"
        value={orderText}
        onChange={(event) => setOrderText(event.target.value)}
      />
      <Select
        label={t('keys.filters.moduleType')}
        options={KEY_MODULE_TYPES.map((type) => ({ id: type, label: moduleTypeLabel(t, type) }))}
        value={search.type ?? null}
        placeholder={t('keys.filters.any')}
        onChange={pick('type')}
      />
      <Select
        label={t('keys.filters.deleted')}
        options={deletedChoices}
        value={search.deleted ?? null}
        placeholder={t('keys.filters.hideDeleted')}
        onChange={pick('deleted')}
      />
      {hasKeyFilters(search) ? (
        <button
          type="button"
          className="mp-button"
          onClick={() => setSearch((current) => ({ ordering: current.ordering }))}
        >
          {t('keys.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
