import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { orderEndpoints } from '../../core/contract/orderEndpoints.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';

/** Downloads an order's sales-order document by account and sales order, as the workflow service names it. */
export function useSalesOrderDownload() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  return useMutation({
    mutationFn: ({ account, salesOrder }: { account: string; salesOrder: string }) =>
      downloadEndpoint(http, orderEndpoints.salesOrder, { query: { account, salesorder: salesOrder } }),
    onSuccess: ({ data, fileName, contentType }, { account, salesOrder }) => {
      saveFile(data, fileName ?? `sales-order_${account}_${salesOrder}.pdf`, contentType);
      notify(t('keys.toasts.downloaded'), { kind: 'success' });
    },
    onError: () => notify(t('keys.toasts.orderFailed'), { kind: 'error' }),
  });
}
