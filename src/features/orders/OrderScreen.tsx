import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import type { OrderModule } from '../../core/contract/orders.ts';
import { orderQueries } from '../../queries/orderQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';
import { useSalesOrderDownload } from './useSalesOrderDownload.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

/** /orders/$id: one delivery order, its modules and the sales-order document. */
export function OrderScreen() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const { id = '' }: { id?: string } = useParams({ strict: false });
  const order = useQuery(orderQueries.one(http, id));
  const download = useSalesOrderDownload();
  const columns: DataGridColumn<OrderModule>[] = [
    { id: 'serial', header: t('keys.fields.moduleSerial'), cell: (m) => m.module_serial },
    { id: 'type', header: t('keys.fields.moduleType'), cell: (m) => moduleTypeLabel(t, m.module_type) },
    { id: 'meter', header: t('keys.fields.meterSerial'), cell: (m) => m.meter_serial ?? '—' },
    {
      id: 'status',
      header: t('keys.fields.status'),
      cell: (m) => t(m.is_deleted ? 'keys.status.deleted' : 'keys.status.active'),
    },
  ];
  const data = order.data;
  return (
    <div className="mp-page">
      <header className="mp-page__header">
        <Link to="/orders">{t('keys.orders.back')}</Link>
        <h1 className="mp-page__title">{data?.delivery_order_number ?? t('titles.orders')}</h1>
      </header>
      {order.isPending ? <Skeleton lines={6} /> : null}
      {order.isError ? (
        <p className="mp-problem" role="alert">
          {t('keys.orders.notFound')}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="mp-page__facts">
            <dt>{t('keys.orders.fields.company')}</dt>
            <dd>{data.company_name}</dd>
            <dt>{t('keys.orders.fields.clientOrder')}</dt>
            <dd>{data.client_order_number || '—'}</dd>
            <dt>{t('keys.orders.fields.deliveryNote')}</dt>
            <dd>{data.delivery_note_number || '—'}</dd>
            <dt>{t('keys.orders.fields.salesRep')}</dt>
            <dd>{data.sales_representative || '—'}</dd>
            <dt>{t('keys.orders.fields.date')}</dt>
            <dd>{dateFormats(locale).short(data.order_date)}</dd>
          </dl>
          <p>
            <button
              type="button"
              className="mp-button mp-button--primary"
              disabled={download.isPending}
              onClick={() => download.mutate({ account: data.account, salesOrder: data.sales_order })}
            >
              {t('keys.orders.download')}
            </button>
          </p>
          <h2>{t('keys.orders.modulesTitle')}</h2>
          <DataGrid
            label={t('keys.orders.modulesTitle')}
            columns={columns}
            rows={data.modules}
            rowKey={(m) => m.comm_mod_uuid}
          />
        </>
      ) : null}
    </div>
  );
}
