import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn, RowKey } from '../../components/data-grid/index.ts';
import { FormattedDate } from '../../components/format/index.ts';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { ValidationFindingBody } from '../../core/contract/validation.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { validationQueries } from '../../queries/validationQueries.ts';
import { usePortalServices } from '../common/index.ts';
import dataQualityCss from './dataQuality.css?inline';
import { FindingActions } from './FindingActions.tsx';
import { FindingFilters, NO_FILTERS, type FindingFilterValues } from './FindingFilters.tsx';
import { findingDetail } from './findingDetail.ts';
import { reportSearchOf } from './reportLink.ts';
import { SilentMeters } from './SilentMeters.tsx';

/** the list's query of the filters: empty ones left out */
function findingQuery(filters: FindingFilterValues, ordering: string, offset: number) {
  return {
    limit: String(GRID_LIMIT),
    offset: String(offset),
    ordering,
    ...(filters.rule && { rule: filters.rule }),
    ...(filters.state && { state: filters.state }),
    ...(filters.meter.trim() && { installation: filters.meter.trim() }),
    ...(filters.from && { date_after: filters.from }),
    ...(filters.to && { date_before: filters.to }),
  };
}

/** /data-quality: what validation found in the readings, per rule and meter, and the meters that fell silent. */
export function DataQualityScreen() {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-data-quality', dataQualityCss);
  const { http } = usePortalServices();
  const [filters, setFilters] = useState<FindingFilterValues>(NO_FILTERS);
  const params = useListParams('-range_from', JSON.stringify(filters));
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const page = useQuery({
    ...validationQueries.findings(http, findingQuery(filters, params.ordering, params.offset)),
    placeholderData: (previous) => previous,
  });
  const list = { isFetching: page.isFetching, data: page.data && !Array.isArray(page.data) ? page.data : undefined };
  const findings = list.data?.results ?? [];
  const detailLabel = (key: string) => t(`dataQuality.detail.${key}`, { defaultValue: key });

  const columns: DataGridColumn<ValidationFindingBody>[] = [
    {
      id: 'rule',
      header: t('dataQuality.fields.rule'),
      sortField: 'rule',
      required: true,
      cell: (finding) => t(`dataQuality.rules.${finding.rule}`),
    },
    {
      id: 'meter',
      header: t('dataQuality.fields.meter'),
      cell: (finding) => (
        <Link
          to="/reports"
          search={reportSearchOf(finding)}
          aria-label={t('dataQuality.openReport', { serial: finding.serial_number })}
        >
          {finding.serial_number}
        </Link>
      ),
    },
    {
      id: 'from',
      header: t('dataQuality.fields.from'),
      sortField: 'range_from',
      cell: (finding) => <FormattedDate value={finding.range_from} withTime />,
    },
    {
      id: 'to',
      header: t('dataQuality.fields.to'),
      cell: (finding) => <FormattedDate value={finding.range_to} withTime />,
    },
    {
      id: 'detail',
      header: t('dataQuality.fields.detail'),
      cell: (finding) => findingDetail(finding, i18n.language, detailLabel),
    },
    { id: 'state', header: t('dataQuality.fields.state'), cell: (finding) => t(`dataQuality.states.${finding.state}`) },
  ];

  return (
    <ListScreen
      title={t('titles.dataQuality')}
      subtitle={list.data ? t('dataQuality.count', { count: list.data.count }) : t('dataQuality.subtitle')}
      className="mp-data-quality"
      toolbar={
        <div className="mp-data-quality__toolbar">
          <FindingFilters values={filters} onChange={setFilters} />
          <FindingActions
            selected={findings.filter((finding) => selected.has(finding.id))}
            onDone={() => setSelected(new Set())}
          />
        </div>
      }
      error={page.isError ? t('dataQuality.loadFailed') : null}
      listClassName="mp-data-quality__list"
    >
      <ListGrid
        label={t('dataQuality.gridLabel')}
        columns={columns}
        list={list}
        params={params}
        rowKey={(finding) => finding.id}
        rowLabel={(finding) =>
          t('dataQuality.selectFinding', {
            rule: t(`dataQuality.rules.${finding.rule}`),
            serial: finding.serial_number,
          })
        }
        selection={{ selected, onChange: setSelected }}
        empty={t('dataQuality.empty')}
      />
      <SilentMeters />
    </ListScreen>
  );
}
