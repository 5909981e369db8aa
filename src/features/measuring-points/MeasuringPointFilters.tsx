import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { usePortalServices } from '../common/index.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { hasFilters, withFilter, type PointFilter } from './measuringPointSearch.ts';
import { useUrlTextFilter } from '../../components/url-filters/useUrlTextFilter.ts';
import type { PointSearchControls } from './usePointSearch.ts';

/** Search, company (when the user sees several) and meter group; the grid and the map both follow them. */
export function MeasuringPointFilters({ search, setSearch }: PointSearchControls) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const companies = useQuery(companyQueries.all(http));
  const groups = useQuery(meterGroupQueries.choices(http));
  const commit = useCallback(
    (filter: PointFilter) => (value: string | undefined) => setSearch((current) => withFilter(current, filter, value)),
    [setSearch],
  );
  const commitSearch = useMemo(() => commit('search'), [commit]);
  const [text, setText] = useUrlTextFilter(search.search ?? '', commitSearch);
  const companyChoices = (companies.data ?? []).map((c) => ({ id: String(c.id), label: c.name }));
  const groupChoices = (groups.data ?? []).map((g) => ({ id: g.uuid, label: g.name }));
  const pick = (filter: PointFilter) => (value: string | number | null) =>
    commit(filter)(value === null ? undefined : String(value));

  return (
    <div className="mp-points__filters" role="search" aria-label={t('measuringPoints.filters.label')}>
      <TextInput
        label={t('measuringPoints.filters.search')}
        type="search"
        name="search"
        value={text}
        placeholder={t('measuringPoints.filters.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      {companyChoices.length > 1 ? (
        <Select
          label={t('measuringPoints.fields.company')}
          options={companyChoices}
          value={search.company ?? null}
          placeholder={t('measuringPoints.filters.any')}
          onChange={pick('company')}
        />
      ) : null}
      <Select
        label={t('measuringPoints.filters.group')}
        options={groupChoices}
        value={search.group ?? null}
        placeholder={t('measuringPoints.filters.any')}
        onChange={pick('group')}
      />
      {hasFilters(search) ? (
        <button
          type="button"
          className="mp-button mp-points__clear"
          onClick={() => setSearch((current) => ({ ordering: current.ordering }))}
        >
          {t('measuringPoints.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
