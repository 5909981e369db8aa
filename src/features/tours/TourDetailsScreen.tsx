import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage, ListScreen } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { TourItem } from '../../core/contract/tours.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import type { TourAction } from '../../core/domain/tourStates.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';
import { RegisterEditCell } from './RegisterEditCell.tsx';
import { TourRowActions } from './TourRowActions.tsx';
import { tourStateLabel } from '../../core/labels/codeLabels.ts';
import { unitLabel } from '../../core/labels/unitLabel.ts';
import toursCss from './tours.css?inline';
import { dateFormats } from '../../core/domain/dateFormats.ts';

type HistoryAction = TourAction | 'import';

/** /tours/{uuid}/items: the tour's header with its state history and child tours, and its items with registers. */
export function TourDetailsScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-tours', toursCss);
  const { http } = usePortalServices();
  const locale = useLocale();
  const navigate = useNavigate();
  const { uuid = '' }: { uuid?: string } = useParams({ strict: false });
  const [offset, setOffset] = useState(0);
  const tour = useQuery(tourQueries.one(http, uuid));
  const items = useQuery({
    ...tourQueries.items(http, uuid, { limit: GRID_LIMIT, offset }),
    placeholderData: (previous) => previous,
  });
  const when = dateFormats(locale);
  const converters = useQuery(tourQueries.converters(http)).data;
  const converterLabel = (name: string) => converters?.find((converter) => converter.name === name)?.label ?? name;
  const editable = tour.data?.actions.includes('editRegister') ?? false;
  const columns: DataGridColumn<TourItem>[] = [
    { id: 'item', header: t('tours.items.number'), align: 'end', cell: (item) => item.item_number },
    { id: 'address', header: t('tours.items.address'), cell: (item) => item.address || '—' },
    { id: 'serial', header: t('tours.items.meterSerial'), cell: (item) => item.meter_serial },
    { id: 'point', header: t('tours.items.measuringPoint'), cell: (item) => item.measuring_point || '—' },
    {
      id: 'registers',
      header: t('tours.items.registers'),
      cell: (item) => (
        <ul className="mp-tours__history">
          {item.registers.map((register) => (
            <li key={register.register_id}>
              {t('tours.items.register', {
                id: register.register_id,
                previous: register.previous_value ?? '—',
                min: register.min_value ?? '—',
                max: register.max_value ?? '—',
                unit: unitLabel(register.unit) ?? '',
              })}{' '}
              <RegisterEditCell tour={uuid} item={item.item_number} register={register} editable={editable} />
              {register.from_telegram ? (
                <>
                  {' '}
                  <span className="mp-badge mp-badge--muted" title={t('tours.items.fromTelegramTitle')}>
                    {t('tours.items.fromTelegram')}
                  </span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const data = tour.data;
  return (
    <ListScreen
      title={data ? `${t('titles.tourDetails')}: ${data.name}` : t('titles.tourDetails')}
      subtitle={data ? tourStateLabel(t, data.state, data.is_discarded) : t('tours.loading')}
      className="mp-tours"
      listClassName="mp-tours__list"
      actions={
        <>
          <Link to="/tours" className="mp-button">
            {t('tours.details.back')}
          </Link>
          {data ? <TourRowActions tour={data} onDeleted={() => void navigate({ to: '/tours' })} /> : null}
        </>
      }
      toolbar={
        data ? (
          <div className="mp-tours__facts">
            <div>
              <strong>{t('tours.fields.tablet')}:</strong> {data.assigned_to?.name ?? '—'}
              <br />
              <strong>{t('tours.fields.progress')}:</strong> {data.read_count} / {data.register_count}
              <br />
              <strong>{t('tours.details.imported')}:</strong>{' '}
              {data.imported
                ? `${data.imported.file_name} (${converterLabel(data.imported.converter)}), ${when.long(data.imported.at)}`
                : '—'}
            </div>
            <div>
              <strong>{t('tours.details.history')}</strong>
              <ol className="mp-tours__history">
                {data.state_changes.map((change, index) => (
                  <li key={index}>
                    {when.long(change.at)}: {change.from ? `${tourStateLabel(t, change.from)} → ` : ''}
                    {tourStateLabel(t, change.to)} ({t(`tours.history.${change.action as HistoryAction}`)}
                    {change.by ? `, ${change.by.name}` : ''})
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <strong>{t('tours.details.children')}</strong>
              {data.children.length ? (
                <ul className="mp-tours__history">
                  {data.children.map((child) => (
                    <li key={child.uuid}>
                      <Link to="/tours/$uuid/items" params={{ uuid: child.uuid }}>
                        {child.name}
                      </Link>{' '}
                      ({tourStateLabel(t, child.state)})
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('tours.details.noChildren')}</p>
              )}
            </div>
          </div>
        ) : null
      }
      error={tour.isError || items.isError ? t('tours.loadFailed') : null}
    >
      <DataGrid
        label={t('tours.items.gridLabel')}
        columns={columns}
        rows={items.data?.results ?? []}
        rowKey={(item) => item.item_number}
        loading={items.isFetching}
        page={gridPage(items.data?.count, offset, setOffset)}
      />
    </ListScreen>
  );
}
