import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { ALERT_STATES } from '../../core/domain/alertStates.ts';
import { usePortalServices } from '../common/index.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { deviceTypesQuery } from './deviceQueries.ts';
import { hasFilters, withFilter, type DeviceFilter } from './deviceSearch.ts';
import type { DeviceSearchControls } from './useDeviceSearch.ts';
import { useUrlTextFilter } from '../../components/url-filters/index.ts';
import { alertStateLabel, meterTypeLabel } from '../../core/labels/codeLabels.ts';

interface Choice {
  id: string;
  label: string;
}

/** Search, serial, meter type, group, company (when the user sees several) and alert state. */
export function DeviceFilters({ search, setSearch }: DeviceSearchControls) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const types = useQuery(deviceTypesQuery(http));
  const groups = useQuery(meterGroupQueries.choices(http));
  const companies = useQuery(companyQueries.all(http));

  const commit = useCallback(
    (filter: DeviceFilter) => (value: string | undefined) => setSearch((current) => withFilter(current, filter, value)),
    [setSearch],
  );
  const commitSearch = useMemo(() => commit('search'), [commit]);
  const commitSerial = useMemo(() => commit('serial'), [commit]);
  const [searchText, setSearchText] = useUrlTextFilter(search.search ?? '', commitSearch);
  const [serialText, setSerialText] = useUrlTextFilter(search.serial ?? '', commitSerial);

  const typeChoices: Choice[] = Object.keys(types.data?.meter_types ?? {}).map((id) => ({
    id,
    label: meterTypeLabel(t, id),
  }));
  const groupChoices: Choice[] = (groups.data ?? []).map((group) => ({ id: group.uuid, label: group.name }));
  const companyChoices: Choice[] = (companies.data ?? []).map((company) => ({
    id: String(company.id),
    label: company.name,
  }));
  const alertChoices: Choice[] = ALERT_STATES.map((state) => ({ id: state, label: alertStateLabel(t, state) }));
  const pick = (filter: DeviceFilter) => (value: string | number | null) =>
    commit(filter)(value === null ? undefined : String(value));

  return (
    <div className="mp-devices__filters" role="search" aria-label={t('devices.filters.label')}>
      <TextInput
        label={t('devices.filters.search')}
        type="search"
        name="search"
        value={searchText}
        placeholder={t('devices.filters.searchPlaceholder')}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <TextInput
        label={t('devices.filters.serial')}
        type="search"
        name="serial"
        value={serialText}
        onChange={(event) => setSerialText(event.target.value)}
      />
      <Select
        label={t('devices.filters.meterType')}
        options={typeChoices}
        value={search.type ?? null}
        placeholder={t('devices.filters.any')}
        onChange={pick('type')}
      />
      <Select
        label={t('devices.filters.group')}
        options={groupChoices}
        value={search.group ?? null}
        placeholder={t('devices.filters.any')}
        onChange={pick('group')}
      />
      {companyChoices.length > 1 ? (
        <Select
          label={t('devices.filters.company')}
          options={companyChoices}
          value={search.company ?? null}
          placeholder={t('devices.filters.any')}
          onChange={pick('company')}
        />
      ) : null}
      <Select
        label={t('devices.filters.alert')}
        options={alertChoices}
        value={search.alert ?? null}
        placeholder={t('devices.filters.any')}
        onChange={pick('alert')}
      />
      {hasFilters(search) ? (
        <button
          type="button"
          className="mp-button mp-devices__clear"
          onClick={() => setSearch((current) => ({ ordering: current.ordering }))}
        >
          {t('devices.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
