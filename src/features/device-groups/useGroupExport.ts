import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { meterGroupEndpoints } from '../../core/contract/meterGroupEndpoints.ts';
import type { ExportFormat } from '../../core/contract/meterGroups.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';

/** Downloads the chosen groups' members as JSON, CSV or XML, saved under the name the server gives. */
export function useGroupExport() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  return useMutation({
    mutationFn: ({ groups, format }: { groups: string[]; format: ExportFormat }) =>
      downloadEndpoint(http, meterGroupEndpoints.export, {
        params: { format },
        query: groups.length > 0 ? { groups: groups.join(';') } : {},
      }),
    onSuccess: ({ data, fileName, contentType }, { format }) => {
      saveFile(data, fileName ?? `device-groups.${format}`, contentType);
      notify(t('deviceGroups.toasts.downloaded'), { kind: 'success' });
    },
    onError: () => notify(t('deviceGroups.toasts.downloadFailed'), { kind: 'error' }),
  });
}
