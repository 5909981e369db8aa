import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import { usePortalServices } from '../common/index.ts';
import { INSTALLATIONS_KEY } from './deviceQueries.ts';
import { DeviceFormDialog } from './DeviceFormDialog.tsx';
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
  const fieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);

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
      const { file: onFile, general: others } = uploadErrors(error, t('app.genericError'));
      setFieldErrors(onFile);
      setGeneral(others);
      notify(onFile[0] ?? t('devices.geopositions.failed'), { kind: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    if (!file) {
      setFieldErrors([t('devices.geopositions.noFile')]);
      return;
    }
    setFieldErrors([]);
    upload.mutate(file);
  };

  return (
    <DeviceFormDialog
      title={t('devices.geopositions.title')}
      intro={t('devices.geopositions.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={upload.isPending ? t('devices.geopositions.uploading') : t('devices.geopositions.submit')}
      general={general}
      busy={upload.isPending}
    >
      <Field controlId={fieldId} label={t('devices.geopositions.file')} errors={fieldErrors} required>
        <FileInput
          id={fieldId}
          name="file"
          accept={ACCEPT}
          className="mp-devices__file"
          aria-invalid={fieldErrors.length ? true : undefined}
          aria-describedby={fieldErrors.length ? `${fieldId}-errors` : undefined}
          file={file}
          onFile={setFile}
        />
      </Field>
    </DeviceFormDialog>
  );
}
