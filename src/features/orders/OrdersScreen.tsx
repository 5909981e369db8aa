import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from '../../components/data-grid/index.ts';
import { ListGrid, ListScreen } from '../../components/list-screen/index.ts';
import { dropEmpty, parseUrlSearch, useUrlTextFilter, withFilter } from '../../components/url-filters/index.ts';
import type { Order } from '../../core/contract/orders.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { orderQueries } from '../../queries/orderQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';

type OrderSearch = { search?: string; ordering?: string; offset?: number };

/** /orders: delivery orders, server-sorted, with the search and ordering in the URL. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const navigate = useNavigate();
  const search = parseUrlSearch<OrderSearch>(useSearch({ strict: false }), ['search', 'ordering']);
  const setSearch = useCallback((next: OrderSearch) => void navigate({ to: '.', search: dropEmpty(next) }), [navigate]);
  const commitSearch = useCallback(
    (value: string) => setSearch(withFilter(search, 'search', value)),
    [search, setSearch],
  );
  const [searchText, setSearchText] = useUrlTextFilter(search.search ?? '', commitSearch);
  const offset = search.offset ?? 0;
  const ordering = search.ordering ?? '-order_date';
  const list = useQuery({
    ...orderQueries.list(http, {
      limit: GRID_LIMIT,
      offset,
      ordering,
      ...(search.search && { search: search.search }),
    }),
    placeholderData: keepPreviousData,
  });
  // an order date has no time: the short format without a tooltip
  const date = dateFormats(locale);
  const columns: DataGridColumn<Order>[] = [
    {
      id: 'number',
      header: t('keys.orders.fields.number'),
      sortField: 'delivery_order_number',
      cell: (order) => (
        <Link to="/orders/$id" params={{ id: order.delivery_order_number }}>
          {order.delivery_order_number}
        </Link>
      ),
    },
    { id: 'company', header: t('keys.orders.fields.company'), sortField: 'company', cell: (o) => o.company_name },
    {
      id: 'client',
      header: t('keys.orders.fields.clientOrder'),
      sortField: 'client_order_number',
      cell: (o) => o.client_order_number || '—',
    },
    { id: 'note', header: t('keys.orders.fields.deliveryNote'), cell: (o) => o.delivery_note_number || '—' },
    { id: 'rep', header: t('keys.orders.fields.salesRep'), cell: (o) => o.sales_representative || '—' },
    {
      id: 'date',
      header: t('keys.orders.fields.date'),
      sortField: 'order_date',
      cell: (o) => date.short(o.order_date),
    },
    { id: 'modules', header: t('keys.orders.fields.modules'), align: 'end', cell: (o) => o.module_count },
  ];
  return (
    <ListScreen
      title={t('titles.orders')}
      subtitle={list.data ? t('keys.orders.count', { count: list.data.count }) : t('keys.orders.subtitle')}
      search={{ label: t('keys.orders.search'), value: searchText, onChange: setSearchText }}
      error={list.isError ? t('keys.orders.loadFailed') : null}
      listClassName="mp-orders__list"
    >
      {list.isSuccess && list.data.count === 0 ? (
        <p className="mp-empty" role="status">
          {t('keys.orders.empty')}
        </p>
      ) : null}
      <ListGrid
        label={t('keys.orders.gridLabel')}
        columns={columns}
        list={list}
        params={{
          ordering,
          setOrdering: (next) => setSearch({ ...search, ordering: next, offset: undefined }),
          offset,
          setOffset: (next) => setSearch({ ...search, offset: next || undefined }),
        }}
        rowKey={(order) => order.delivery_order_number}
      />
    </ListScreen>
  );
}
