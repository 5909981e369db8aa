import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import { usePortalServices } from '../common/index.ts';
import { INSTALLATIONS_KEY } from './deviceQueries.ts';
import { FileUploadDialog, NO_PROBLEMS } from './FileUploadDialog.tsx';
import { uploadErrors } from './uploadErrors.ts';

export interface GeopositionDialogProps {
  onClose: () => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a CSV or XLSX file of serial numbers with coordinates; every problem the server finds is listed. */
export function GeopositionDialog({ onClose }: GeopositionDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState(NO_PROBLEMS);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      return callEndpoint(http, deviceEndpoints.updateGeopositions, { body: form });
    },
    onSuccess: async ({ updated }) => {
      notify(t('devices.geopositions.updated', { count: updated }), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: INSTALLATIONS_KEY });
      onClose();
    },
    onError: (error) => {
      const found = uploadErrors(error, t('app.genericError'));
      setProblems(found);
      notify(found.file[0] ?? t('devices.geopositions.failed'), { kind: 'error' });
    },
  });

  return (
    <FileUploadDialog
      texts="geopositions"
      accept={ACCEPT}
      onClose={onClose}
      onUpload={(file) => upload.mutate(file)}
      pending={upload.isPending}
      problems={problems}
      setProblems={setProblems}
    />
  );
}
