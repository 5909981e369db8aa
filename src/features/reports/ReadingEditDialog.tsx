import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, Field, fieldDescriptionIds, FormErrorSummary } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { readingEditEndpoints } from '../../core/contract/readingEditEndpoints.ts';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { readingEditQueries } from '../../queries/readingEditQueries.ts';
import { reportQueries } from '../../queries/reportQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';
import { errorsFromServer, noErrors, serverErrorTexts, type FormErrorState } from '../common/formErrors.ts';
import {
  checkEdit,
  defaultEdit,
  EDIT_ACTIONS,
  MAX_REASON,
  type EditCall,
  type EditField,
  type EditInput,
} from './readingEditForm.ts';
import type { ResolvedRange } from './reportRange.ts';

const FIELDS = ['ts', 'date_after', 'date_before', 'volume_m3', 'reason'] as const satisfies readonly EditField[];

export interface ReadingEditDialogProps {
  meter: Pick<MeterChoice, 'uuid' | 'serial_number'>;
  /** the charted range, the range the dialog starts with */
  range: ResolvedRange | null;
  onClose: () => void;
}

/**
 * Corrects one reading of the charted meter, rejects or restores the readings of a range, or estimates its
 * missing readings, always with a reason. The user checks a summary before anything changes; the charts and
 * the edit history are fetched again afterwards.
 */
export function ReadingEditDialog({ meter, range, onClose }: ReadingEditDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const [input, setInput] = useState<EditInput>(() => defaultEdit(range));
  const [errors, setErrors] = useState<FormErrorState<EditField>>(noErrors);
  const [review, setReview] = useState<EditCall | null>(null);
  const formId = useId();
  const id = useId();
  const dates = dateFormats(locale);

  const run = useMutation({
    mutationFn: async (call: EditCall) =>
      call.kind === 'edit'
        ? (await callEndpoint(http, readingEditEndpoints.edit, { body: call.body })).changed
        : (await callEndpoint(http, readingEditEndpoints.estimate, { body: call.body })).estimated,
    onSuccess: async (count, call) => {
      notify(t(call.kind === 'edit' ? 'reports.edit.changed' : 'reports.edit.estimated', { count }), {
        kind: 'success',
      });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueries.root }),
        queryClient.invalidateQueries({ queryKey: readingEditQueries.root }),
      ]);
    },
    onError: (error) => {
      setReview(null);
      setErrors(errorsFromServer(error, FIELDS, serverErrorTexts(t)));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEdit(input, meter.uuid);
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.problems).map(([field, problem]) => [field, [t(`reports.edit.problems.${problem}`)]]),
      );
      setErrors({ fields, general: [] });
      return;
    }
    setErrors(noErrors);
    setReview(checked.call);
  };

  const set = (key: keyof EditInput) => (value: string) => setInput((current) => ({ ...current, [key]: value }));
  const field = (name: EditField, key: keyof EditInput, control: (props: ControlProps) => ReactNode) => {
    const controlId = `${id}-${name}`;
    const fieldErrors = errors.fields[name];
    return (
      <Field controlId={controlId} label={t(`reports.edit.fields.${name}`)} errors={fieldErrors} required>
        {control({
          id: controlId,
          name,
          value: input[key],
          onChange: set(key),
          'aria-invalid': fieldErrors?.length ? true : undefined,
          'aria-describedby': fieldDescriptionIds(controlId, undefined, fieldErrors),
        })}
      </Field>
    );
  };
  const dateInput = (props: ControlProps) => (
    <DateTimeInput {...props} label={t(`reports.edit.fields.${props.name}`)} />
  );

  const summary = review ? reviewText(review) : '';
  function reviewText(call: EditCall): string {
    const serial = meter.serial_number;
    if (call.kind === 'estimate')
      return t('reports.edit.confirm.estimate', {
        serial,
        from: dates.dateTime(call.body.date_after),
        to: dates.dateTime(call.body.date_before),
      });
    const { body } = call;
    if (body.action === 'correct')
      return t('reports.edit.confirm.correct', {
        serial,
        ts: dates.dateTime(body.ts),
        volume: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(body.volume_m3 ?? 0),
      });
    const from = dates.dateTime(body.date_after);
    const to = dates.dateTime(body.date_before);
    return t(body.action === 'reject' ? 'reports.edit.confirm.reject' : 'reports.edit.confirm.restore', {
      serial,
      from,
      to,
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('reports.edit.title', { serial: meter.serial_number })}
      size="small"
      closeOnBackdropPress={false}
      footer={
        review ? (
          <>
            <button type="button" className="mp-button" disabled={run.isPending} onClick={() => setReview(null)}>
              {t('reports.edit.back')}
            </button>
            <button
              type="button"
              className="mp-button mp-button--primary"
              disabled={run.isPending}
              aria-busy={run.isPending || undefined}
              onClick={() => run.mutate(review)}
            >
              {t('reports.edit.confirmButton')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="mp-button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={formId} className="mp-button mp-button--primary">
              {t('reports.edit.review')}
            </button>
          </>
        )
      }
    >
      {review ? (
        <p className="mp-reports__edit-review" role="status">
          {summary}
        </p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="mp-reports__edit">
          <FormErrorSummary errors={errors.general} />
          <fieldset className="mp-reports__edit-actions">
            <legend>{t('reports.edit.action')}</legend>
            {EDIT_ACTIONS.map((action) => (
              <label key={action} className="mp-check">
                <input
                  type="radio"
                  name="action"
                  value={action}
                  checked={input.action === action}
                  onChange={() => {
                    setInput((current) => ({ ...current, action }));
                    setErrors(noErrors);
                  }}
                />{' '}
                {t(`reports.edit.actions.${action}`)}
              </label>
            ))}
          </fieldset>
          {input.action === 'correct' ? (
            <>
              {field('ts', 'ts', dateInput)}
              {field('volume_m3', 'volume', ({ onChange, ...props }) => (
                <input {...props} className="mp-input" inputMode="decimal" onChange={(e) => onChange(e.target.value)} />
              ))}
            </>
          ) : (
            <>
              {field('date_after', 'from', dateInput)}
              {field('date_before', 'to', dateInput)}
            </>
          )}
          {field('reason', 'reason', ({ onChange, ...props }) => (
            <textarea
              {...props}
              className="mp-input"
              rows={2}
              maxLength={MAX_REASON}
              onChange={(e) => onChange(e.target.value)}
            />
          ))}
        </form>
      )}
    </Modal>
  );
}

interface ControlProps {
  id: string;
  name: EditField;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
