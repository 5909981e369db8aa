import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, Field, fieldDescriptionIds, FormErrorSummary } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { readoutEndpoints } from '../../core/contract/readoutEndpoints.ts';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { usePortalServices } from '../common/index.ts';
import { errorsFromServer, noErrors, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { tasksPanelOpenAtom, useTasks } from '../tasks/index.ts';
import { checkPeriod, defaultPeriod, type GenerateField } from './generatePeriod.ts';
import type { ResolvedRange } from './reportRange.ts';

const FIELDS = ['date_from', 'date_to'] as const satisfies readonly GenerateField[];

export interface GenerateReadoutsDialogProps {
  meter: Pick<MeterChoice, 'uuid' | 'serial_number'>;
  /** the charted range, the period the dialog starts with */
  range: ResolvedRange | null;
  onClose: () => void;
}

/**
 * Generates simulated readouts for the charted meter over a period. The server works on it as a task that
 * the tasks panel follows; the charts are fetched again when it completes.
 */
export function GenerateReadoutsDialog({ meter, range, onClose }: GenerateReadoutsDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const { start } = useTasks();
  const openTasks = useSetAtom(tasksPanelOpenAtom);
  const [period, setPeriod] = useState(() => defaultPeriod(range));
  const [errors, setErrors] = useState<FormErrorState<GenerateField>>(noErrors);
  const formId = useId();
  const id = useId();

  const run = useMutation({
    mutationFn: (dates: { date_from: string; date_to: string }) =>
      callEndpoint(http, readoutEndpoints.generate, { body: { installations: [meter.uuid], ...dates } }),
    onSuccess: ({ task_id }) => {
      start({
        serverId: task_id,
        kind: 'generateReadouts',
        count: 1,
        subject: meter.serial_number,
      });
      notify(t('reports.generate.started'), { kind: 'info' });
      openTasks(true);
      onClose();
    },
    onError: (error) => {
      notify(t('reports.generate.failed'), { kind: 'error' });
      setErrors(errorsFromServer(error, FIELDS, serverErrorTexts(t)));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPeriod(period);
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.problems).map(([field, problem]) => [field, [t(`reports.generate.${problem}`)]]),
      );
      setErrors({ fields, general: [] });
      return;
    }
    setErrors(noErrors);
    run.mutate({ date_from: checked.date_from, date_to: checked.date_to });
  };

  const dateField = (field: GenerateField, key: 'from' | 'to') => {
    const controlId = `${id}-${field}`;
    const fieldErrors = errors.fields[field];
    return (
      <Field controlId={controlId} label={t(`reports.generate.${key}`)} errors={fieldErrors} required>
        <DateTimeInput
          id={controlId}
          name={field}
          label={t(`reports.generate.${key}`)}
          required
          value={period[key]}
          onChange={(value) => setPeriod((current) => ({ ...current, [key]: value }))}
          aria-invalid={fieldErrors?.length ? true : undefined}
          aria-describedby={fieldDescriptionIds(controlId, undefined, fieldErrors)}
        />
      </Field>
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('reports.generate.title')}
      size="small"
      closeOnBackdropPress={false}
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="mp-button mp-button--primary" disabled={run.isPending}>
            {t('reports.generate.submit')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mp-reports__generate">
        <p className="mp-reports__generate-intro">{t('reports.generate.intro', { serial: meter.serial_number })}</p>
        <FormErrorSummary errors={errors.general} />
        {dateField('date_from', 'from')}
        {dateField('date_to', 'to')}
      </form>
    </Modal>
  );
}
