import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { tourEndpoints } from '../../core/contract/tourEndpoints.ts';
import type { TourRegister } from '../../core/contract/tours.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { unitLabel } from '../../core/labels/unitLabel.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { usePortalServices } from '../common/index.ts';

export interface RegisterEditCellProps {
  tour: string;
  item: number;
  register: TourRegister;
  editable: boolean;
}

/** A register's reading, edited in place (Enter saves, Escape cancels); empty clears it. */
export function RegisterEditCell({ tour, item, register, editable }: RegisterEditCellProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (readValue: number | null) =>
      callEndpoint(http, tourEndpoints.editRegister, {
        params: { uuid: tour, row: item, register: register.register_id },
        body: { read_value: readValue },
      }),
    onSuccess: async () => {
      setEditing(false);
      notify(t('tours.toasts.updated'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: tourQueries.root });
    },
    onError: (failure) => {
      const status = failure instanceof ApiError ? failure.status : 0;
      notify(t(status === 409 ? 'tours.toasts.notAvailable' : 'tours.toasts.updateFailed'), { kind: 'error' });
    },
  });
  const unit = unitLabel(register.unit);
  const shown = register.read_value === null ? '—' : unit ? `${register.read_value} ${unit}` : String(register.read_value);
  if (!editing)
    return editable ? (
      <LinkButton
        aria-label={t('tours.details.editRegister', { register: register.register_id })}
        onClick={() => {
          setValue(register.read_value === null ? '' : String(register.read_value));
          setEditing(true);
        }}
      >
        {shown}
      </LinkButton>
    ) : (
      <span>{shown}</span>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim().replace(',', '.');
    if (text !== '' && !/^-?\d+(\.\d+)?$/.test(text)) {
      setError(t('tours.details.notANumber'));
      return;
    }
    save.mutate(text === '' ? null : Number(text));
  };
  return (
    <form
      className="mp-tours__register"
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
    >
      <input
        aria-label={t('tours.details.readValue')}
        inputMode="decimal"
        value={value}
        autoFocus
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="mp-button mp-button--primary" disabled={save.isPending}>
        {t('tours.actions.save')}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}
