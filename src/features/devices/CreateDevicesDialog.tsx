import { serverErrorTexts } from '../common/formErrors.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import { parseSerialList } from '../../core/domain/serialList.ts';
import { usePortalServices } from '../common/index.ts';
import { INSTALLATIONS_KEY } from './deviceQueries.ts';
import { DeviceFormDialog } from './DeviceFormDialog.tsx';
import { DeviceOwnerFields } from './DeviceOwnerFields.tsx';
import { SerialListField } from './SerialListField.tsx';
import { splitServerErrors } from './splitServerErrors.ts';
import { useDeviceOwner } from './useDeviceOwner.ts';

export interface CreateDevicesDialogProps {
  onClose: () => void;
}

/**
 * Creates AFM devices from comma-separated serial numbers, of a company and with a profile the server's rule
 * offers; the server's message for each serial shows under the field.
 */
export function CreateDevicesDialog({ onClose }: CreateDevicesDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [serials, setSerials] = useState('');
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [ownerErrors, setOwnerErrors] = useState<Record<string, string[]>>({});
  const owner = useDeviceOwner();
  const parsed = parseSerialList(serials);

  const create = useMutation({
    mutationFn: () =>
      callEndpoint(http, deviceEndpoints.create, {
        body: {
          serial_number: serials,
          ...(owner.company !== null ? { company: owner.company } : {}),
          ...(owner.profile !== null ? { device_profile: owner.profile } : {}),
        },
      }),
    onSuccess: async (created) => {
      notify(t('devices.create.created', { count: created.length }), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: INSTALLATIONS_KEY });
      onClose();
    },
    onError: (error) => {
      notify(t('devices.create.failed'), { kind: 'error' });
      const split = splitServerErrors(error, 'serial_number', serverErrorTexts(t), ['company', 'device_profile']);
      setFieldErrors(split.field);
      setGeneral(split.general);
      setOwnerErrors(split.others);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    setOwnerErrors({});
    if (parsed.serials.length + parsed.invalid.length === 0) {
      setFieldErrors([t('devices.create.required')]);
      return;
    }
    setFieldErrors([]);
    create.mutate();
  };

  return (
    <DeviceFormDialog
      title={t('devices.create.title')}
      intro={t('devices.create.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={create.isPending ? t('devices.create.creating') : t('devices.create.submit')}
      general={general}
      busy={create.isPending}
      closeOnBackdropPress={false}
    >
      <SerialListField
        name="serial_numbers"
        value={serials}
        onChange={setSerials}
        count={parsed.serials.length}
        errors={fieldErrors}
      />
      <DeviceOwnerFields owner={owner} errors={ownerErrors} />
    </DeviceFormDialog>
  );
}
