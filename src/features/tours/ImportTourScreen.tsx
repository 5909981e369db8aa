import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/loading/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { tourEndpoints } from '../../core/contract/tourEndpoints.ts';
import type { TourPreview } from '../../core/contract/tours.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { tourQueries } from '../../queries/tourQueries.ts';
import { PageHeader, usePortalServices } from '../common/index.ts';
import { IMPORT_STEPS, importForm, NO_CHOICES, type ImportChoices } from './importChoices.ts';
import { ImportEditStep } from './ImportEditStep.tsx';
import { ImportAssignStep, ImportOptionalStep } from './ImportOptionsSteps.tsx';
import toursCss from './tours.css?inline';

/** /tours/import: the five steps Edit, Assign, Optional, Import and Results; the choices survive going back. */
export function ImportTourScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-tours', toursCss);
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [choices, setChoices] = useState<ImportChoices>(NO_CHOICES);
  const [preview, setPreview] = useState<TourPreview | null>(null);
  const change = (changes: Partial<ImportChoices>) => setChoices((current) => ({ ...current, ...changes }));
  const run = useMutation({
    mutationFn: () => callEndpoint(http, tourEndpoints.import, { body: importForm(choices, true) }),
    onSuccess: async () => {
      notify(t('tours.toasts.imported'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: tourQueries.root });
      setStep(4);
    },
    onError: (error) => {
      notify(
        error instanceof ApiError
          ? (Object.values(error.fieldErrors).flat()[0] ?? error.message)
          : t('tours.import.failed'),
        { kind: 'error' },
      );
      setStep(4);
    },
  });
  const canGoOn = step === 0 ? preview !== null && preview.rejected.length === 0 : step < 3;
  const failure =
    run.error instanceof ApiError ? [...Object.values(run.error.fieldErrors).flat(), ...run.error.nonFieldErrors] : [];
  return (
    <section className="mp-page mp-tours mp-tours--import">
      <PageHeader title={t('titles.importTour')} />
      <ol className="mp-tours__steps" aria-label={t('tours.import.steps')}>
        {IMPORT_STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {t(`tours.import.step.${name}`)}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <ImportEditStep choices={choices} onChange={change} preview={preview} onPreview={setPreview} />
      ) : null}
      {step === 1 ? <ImportAssignStep choices={choices} onChange={change} columns={preview?.columns ?? []} /> : null}
      {step === 2 ? <ImportOptionalStep choices={choices} onChange={change} columns={preview?.columns ?? []} /> : null}
      {step === 3 ? (
        <div className="mp-tours__wizard" aria-live="polite">
          <p>{t('tours.import.ready', { file: choices.file?.name ?? '', items: preview?.item_count ?? 0 })}</p>
          {run.isPending ? (
            <p>
              <Spinner /> {t('tours.import.importing')}
            </p>
          ) : (
            <button type="button" className="mp-button mp-button--primary" onClick={() => run.mutate()}>
              {t('tours.import.start')}
            </button>
          )}
        </div>
      ) : null}
      {step === 4 ? (
        <div className="mp-tours__wizard" aria-live="polite">
          {run.data ? (
            <>
              <p>{t('tours.import.done', { items: run.data.item_count, registers: run.data.register_count })}</p>
              {run.data.children.length ? (
                <p>{t('tours.import.children', { count: run.data.children.length })}</p>
              ) : null}
              {run.data.unknown_meter_count ? (
                <p className="mp-tours__warning" role="status">
                  {t('tours.import.unknownMeters', {
                    count: run.data.unknown_meter_count,
                    serials:
                      run.data.unknown_meters.join(', ') +
                      (run.data.unknown_meter_count > run.data.unknown_meters.length ? ', …' : ''),
                  })}
                </p>
              ) : null}
              <Link
                to="/tours/$uuid/items"
                params={{ uuid: run.data.tour.uuid }}
                className="mp-button mp-button--primary"
              >
                {t('tours.import.openTour')}
              </Link>
            </>
          ) : (
            <div className="mp-tours__rejected" role="alert">
              <p>{t('tours.import.failed')}</p>
              <ul>
                {failure.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : null}
      <div className="mp-tours__nav">
        {step > 0 && step < 4 ? (
          <button type="button" className="mp-button" disabled={run.isPending} onClick={() => setStep(step - 1)}>
            {t('tours.import.back')}
          </button>
        ) : null}
        {step < 3 ? (
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={!canGoOn}
            onClick={() => setStep(step + 1)}
          >
            {t('tours.import.next')}
          </button>
        ) : null}
        {step === 4 ? (
          <button
            type="button"
            className="mp-button"
            onClick={() => {
              run.reset();
              setStep(0);
              if (run.isSuccess) {
                setChoices(NO_CHOICES);
                setPreview(null);
              }
            }}
          >
            {t(run.isSuccess ? 'tours.import.another' : 'tours.import.back')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
