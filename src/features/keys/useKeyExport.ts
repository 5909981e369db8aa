import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { keyEndpoints } from '../../core/contract/keyEndpoints.ts';
import type { KeyExportFormat } from '../../core/domain/keyHandling.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';
import { toKeyQuery, type KeySearch } from './keySearch.ts';

/** Downloads the keys the current filters show, in a format, saved under the name the server gives. */
export function useKeyExport() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  return useMutation({
    mutationFn: ({ search, format }: { search: KeySearch; format: KeyExportFormat }) =>
      downloadEndpoint(http, keyEndpoints.export, { params: { format }, query: toKeyQuery(search) }),
    onSuccess: ({ data, fileName, contentType }, { format }) => {
      saveFile(data, fileName ?? `keys.${format}`, contentType);
      notify(t('keys.toasts.downloaded'), { kind: 'success' });
    },
    onError: () => notify(t('keys.toasts.downloadFailed'), { kind: 'error' }),
  });
}
