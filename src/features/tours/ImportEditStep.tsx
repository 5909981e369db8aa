import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileInput, TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { tourEndpoints } from '../../core/contract/tourEndpoints.ts';
import type { TourPreview } from '../../core/contract/tours.ts';
import { TOUR_FIELDS } from '../../core/domain/tourFields.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { useCurrentUser, usePortalServices } from '../common/index.ts';
import { importForm, type ImportChoices } from './importChoices.ts';
import { TourPreviewTable } from './TourPreviewTable.tsx';

export interface ImportEditStepProps {
  choices: ImportChoices;
  onChange: (changes: Partial<ImportChoices>) => void;
  preview: TourPreview | null;
  onPreview: (preview: TourPreview | null) => void;
}

/** Step 1: the file, its converter, the preview as the converter reads it, and a generic converter's mapping. */
export function ImportEditStep({ choices, onChange, preview, onPreview }: ImportEditStepProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const user = useCurrentUser();
  const fileId = useId();
  const converters = useQuery(tourQueries.converters(http));
  const chosen = converters.data?.find((c) => c.name === choices.converter);
  const [errors, setErrors] = useState<string[]>([]);
  const read = useMutation({
    mutationFn: (next: ImportChoices) => callEndpoint(http, tourEndpoints.preview, { body: importForm(next, false) }),
    onSuccess: (result) => {
      setErrors([]);
      onPreview(result);
    },
    onError: (error) => {
      onPreview(null);
      const messages =
        error instanceof ApiError ? [...Object.values(error.fieldErrors).flat(), ...error.nonFieldErrors] : [];
      setErrors(messages.length ? messages : [t('tours.import.previewFailed')]);
      notify(messages[0] ?? t('tours.import.previewFailed'), { kind: 'error' });
    },
  });
  const update = (changes: Partial<ImportChoices>) => {
    const next = { ...choices, ...changes };
    onChange(changes);
    if (next.file) read.mutate(next);
  };
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(http, tourEndpoints.createConverter, {
        body: {
          ...chosen!,
          name: choices.saveAs,
          label: choices.saveAs,
          mapping: choices.mapping,
          generic: false,
          description: '',
        },
      }),
    onSuccess: () => notify(t('tours.toasts.converterSaved'), { kind: 'success' }),
    onError: (error) =>
      notify(
        error instanceof ApiError
          ? (Object.values(error.fieldErrors).flat()[0] ?? t('tours.toasts.updateFailed'))
          : t('tours.toasts.updateFailed'),
        { kind: 'error' },
      ),
  });
  const columnOptions = (preview?.columns ?? []).map((column) => ({ id: column, label: column }));
  return (
    <div className="mp-tours__wizard">
      <Field controlId={fileId} label={t('tours.import.file')} errors={errors} required>
        <FileInput
          id={fileId}
          accept=".csv,.tsv,.txt,.dat,.xml,.xlsx"
          file={choices.file}
          onFile={(file) => update({ file })}
        />
      </Field>
      <Select
        label={t('tours.import.converter')}
        options={converters.data ?? []}
        fields={{ id: 'name', label: 'label', search: ['name'] }}
        value={choices.converter}
        onChange={(value) => update({ converter: String(value ?? 'csv-comma'), mapping: {} })}
        searchable
        required
      />
      {chosen ? <p>{chosen.description}</p> : null}
      {read.isPending ? <p aria-live="polite">{t('tours.import.reading')}</p> : null}
      {preview ? <TourPreviewTable preview={preview} /> : <p>{t('tours.import.chooseFile')}</p>}
      {preview && chosen?.generic && (chosen.kind === 'csv' || chosen.kind === 'xlsx') ? (
        <fieldset>
          <legend>{t('tours.import.mapping')}</legend>
          <div className="mp-tours__mapping">
            {TOUR_FIELDS.map((field) => (
              <Select
                key={field}
                label={t(`tours.tourFields.${field}`)}
                options={columnOptions}
                value={choices.mapping[field] ?? chosen.mapping[field] ?? null}
                clearable
                onChange={(value) =>
                  update({
                    mapping: { ...chosen.mapping, ...choices.mapping, [field]: value === null ? '' : String(value) },
                  })
                }
              />
            ))}
          </div>
          {user?.role === 'staff' ? (
            <div className="mp-tours__toolbar">
              <TextInput
                label={t('tours.import.saveAs')}
                value={choices.saveAs}
                onChange={(event) => onChange({ saveAs: event.target.value })}
              />
              <button
                type="button"
                className="mp-button"
                disabled={!/^[a-z0-9][a-z0-9_-]*$/.test(choices.saveAs) || save.isPending}
                onClick={() => save.mutate()}
              >
                {t('tours.import.saveConverter')}
              </button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
