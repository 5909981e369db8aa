import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportReadouts } from '../../core/api/readoutsApi.ts';
import type { ReadoutExportFormat } from '../../core/contract/readouts.ts';
import { usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';
import type { ResolvedRange } from './reportRange.ts';

export interface ReadoutExportRequest {
  serial: string;
  range: ResolvedRange;
  format: ReadoutExportFormat;
}

/** Downloads the chosen meter's readouts of the charted range, saved under the name the server gives. */
export function useReadoutExport() {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  return useMutation({
    mutationFn: ({ serial, range, format }: ReadoutExportRequest) =>
      exportReadouts(http, { serial, after: range.after, before: range.before, format }),
    onSuccess: ({ data, fileName, contentType }, { serial, format }) => {
      saveFile(data, fileName ?? `readouts-${serial}.${format}`, contentType);
      notify(t('reports.export.success'), { kind: 'success' });
    },
    onError: () => notify(t('reports.export.failed'), { kind: 'error' }),
  });
}
