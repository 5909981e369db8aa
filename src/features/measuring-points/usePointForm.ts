import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { measuringPointEndpoints as endpoints } from '../../core/contract/measuringPointEndpoints.ts';
import type { MeasuringPoint } from '../../core/contract/measuringPoints.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { measuringPointQueries } from '../../queries/measuringPointQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { SERVER_FIELDS, toRequestBody, type PointFormValues } from './pointFormValues.ts';

export type PointFormErrors = Partial<Record<keyof PointFormValues, string[]>> & { general?: string[] };

/** State, client checks and the save call of the create/edit form; server field errors land under their fields. */
export function usePointForm(
  initial: PointFormValues,
  pointId: number | null,
  onSaved: (point: MeasuringPoint) => void,
) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PointFormErrors>({});
  // A changed field drops its error; placing the point clears 'Please choose a point on the map'.
  const set = <K extends keyof PointFormValues>(key: K, value: PointFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof toRequestBody>>) =>
      pointId === null
        ? callEndpoint(http, endpoints.create, { body })
        : callEndpoint(http, endpoints.update, { params: { id: pointId }, body }),
    onSuccess: async (point) => {
      notify(t(pointId === null ? 'measuringPoints.toasts.created' : 'measuringPoints.toasts.updated'), {
        kind: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: measuringPointQueries.root }),
        queryClient.invalidateQueries({ queryKey: installationQueries.root }),
      ]);
      onSaved(point);
    },
    onError: (error) => {
      notify(t(pointId === null ? 'measuringPoints.toasts.createFailed' : 'measuringPoints.toasts.updateFailed'), {
        kind: 'error',
      });
      if (!(error instanceof ApiError)) return setErrors({ general: [t('app.genericError')] });
      const next: PointFormErrors = { general: [...error.nonFieldErrors] };
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const own = SERVER_FIELDS[field];
        if (own) next[own] = [...(next[own] ?? []), ...messages];
        else next.general!.push(...messages);
      }
      if (Object.keys(error.fieldErrors).length === 0 && !next.general!.length)
        next.general!.push(error.detail ?? error.message);
      setErrors(next);
    },
  });

  const submit = () => {
    const required = t('validation.required');
    const found: PointFormErrors = {};
    if (!values.name.trim()) found.name = [required];
    if (!values.mpid.trim()) found.mpid = [required];
    const body = toRequestBody(values);
    if (!body) found.lat = [t('measuringPoints.form.choosePoint')];
    setErrors(found);
    if (body && Object.keys(found).length === 0) save.mutate(body);
  };

  return { values, set, errors, submit, saving: save.isPending };
}
