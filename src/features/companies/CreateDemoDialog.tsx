import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { fieldBinder, FormSubmit, usePortalServices } from '../common/index.ts';
import { useTasks } from '../tasks/index.ts';

type DemoField = 'name' | 'meters';

/** Create Demo (staff): a demo company with simulated meters, built by a task of the tasks panel. */
export function CreateDemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { http, notify, features } = usePortalServices();
  const tasks = useTasks();
  const [name, setName] = useState('');
  const [meters, setMeters] = useState('20');
  const [mex, setMex] = useState(features.includes('MEX'));
  const [errors, setErrors] = useState<FormErrorState<DemoField>>(noErrors);
  const labels = { name: t('companies.demo.name'), meters: t('companies.demo.meters') };
  const field = fieldBinder(labels, errors);
  const start = useMutation({
    mutationFn: () =>
      callEndpoint(http, companyEndpoints.createDemo, { body: { name: name.trim(), meters: Number(meters), mex } }),
    onSuccess: ({ task_id }) => {
      tasks.start({ serverId: task_id, kind: 'createDemo', count: Number(meters), subject: name.trim() });
      notify(t('companies.demo.started'), { kind: 'info' });
      setName('');
      onClose();
    },
    onError: (error) => {
      notify(t('companies.toasts.createFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, ['name', 'meters'], serverErrorTexts(t)));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: FormErrorState<DemoField>['fields'] = {};
    if (!name.trim()) fields.name = [t('validation.required')];
    const count = Number(meters);
    if (!Number.isInteger(count) || count < 1 || count > 500) fields.meters = [t('companies.demo.metersRange')];
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length === 0) start.mutate();
  }
  return (
    <Modal open={open} onClose={onClose} title={t('titles.createDemo')}>
      <form onSubmit={submit} noValidate aria-label={t('titles.createDemo')}>
        <FormErrorSummary errors={summaryOf(errors, labels)} />
        <TextInput {...field('name', name, setName)} required />
        <TextInput {...field('meters', meters, setMeters)} type="number" min={1} max={500} />
        {features.includes('MEX') ? (
          <label className="mp-check">
            <input type="checkbox" checked={mex} onChange={(e) => setMex(e.target.checked)} /> {t('companies.demo.mex')}
          </label>
        ) : null}
        <FormSubmit
          pending={start.isPending}
          before={
            <button type="button" className="mp-button" onClick={onClose}>
              {t('common.cancel')}
            </button>
          }
        >
          {t('companies.demo.create')}
        </FormSubmit>
      </form>
    </Modal>
  );
}
