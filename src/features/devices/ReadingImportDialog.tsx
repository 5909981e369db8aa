import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { readoutEndpoints } from '../../core/contract/readoutEndpoints.ts';
import type { ReadoutImportCounts } from '../../core/contract/readouts.ts';
import { usePortalServices } from '../common/index.ts';
import { tasksPanelOpenAtom, useTasks } from '../tasks/index.ts';
import { INSTALLATIONS_KEY } from './deviceQueries.ts';
import { FileUploadDialog, NO_PROBLEMS } from './FileUploadDialog.tsx';
import { uploadErrors } from './uploadErrors.ts';

export interface ReadingImportDialogProps {
  onClose: () => void;
}

type Conflict = 'keep' | 'replace';

const ACCEPT = '.csv,.jsonl,.ndjson,.json,.txt,text/csv,application/x-ndjson,application/jsonl';

/**
 * Uploads a file of readings from a head-end system (CSV or JSON lines) to `readouts/import/`. The server
 * checks the whole file first: a refusal lists its rows; a small file is written at once and its counts are
 * shown here; a large one is written by a task the tasks panel follows.
 */
export function ReadingImportDialog({ onClose }: ReadingImportDialogProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const { start } = useTasks();
  const openTasks = useSetAtom(tasksPanelOpenAtom);
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict>('keep');
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [counts, setCounts] = useState<ReadoutImportCounts | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      return callEndpoint(http, readoutEndpoints.import, { query: { on_conflict: conflict }, body: form });
    },
    onSuccess: async (result) => {
      if (result.status === 'pending') {
        start({ serverId: result.task_id, kind: 'importReadings', count: result.rows });
        notify(t('devices.readingImport.started'), { kind: 'info' });
        openTasks(true);
        onClose();
        return;
      }
      setCounts(result);
      notify(t('devices.readingImport.done', { count: result.rows }), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: INSTALLATIONS_KEY });
    },
    onError: (error) => {
      setProblems(uploadErrors(error, t('app.genericError')));
      notify(t('devices.readingImport.failed'), { kind: 'error' });
    },
  });

  return (
    <FileUploadDialog
      texts="readingImport"
      accept={ACCEPT}
      onClose={onClose}
      onUpload={(file) => {
        setCounts(null);
        upload.mutate(file);
      }}
      pending={upload.isPending}
      problems={problems}
      setProblems={setProblems}
    >
      <fieldset>
        <legend>{t('devices.readingImport.conflict')}</legend>
        {(['keep', 'replace'] as const).map((choice) => (
          <label key={choice} className="mp-check">
            <input
              type="radio"
              name="on_conflict"
              value={choice}
              checked={conflict === choice}
              onChange={() => setConflict(choice)}
            />{' '}
            {t(`devices.readingImport.${choice}`)}
          </label>
        ))}
      </fieldset>
      {counts ? (
        <p role="status" className="mp-devices__import-counts">
          {t('devices.readingImport.counts', {
            rows: counts.rows,
            written: counts.written,
            kept: counts.kept,
            replaced: counts.replaced,
            meters: counts.meters,
          })}
        </p>
      ) : null}
    </FileUploadDialog>
  );
}
