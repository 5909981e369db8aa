import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ValidationFindingBody } from '../../core/contract/validation.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { validationQueries } from '../../queries/validationQueries.ts';
import { useCan, usePortalServices } from '../common/index.ts';

export interface FindingActionsProps {
  selected: ValidationFindingBody[];
  onDone: () => void;
}

/**
 * What can be done with the selected findings: accept them as they are, or estimate the readings of each
 * finding's meter over its range (linear on the register), then look again.
 */
export function FindingActions({ selected, onDone }: FindingActionsProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const canAct = useCan(PERMISSIONS.addCommunicationDevice);
  const settle = async () => {
    onDone();
    await queryClient.invalidateQueries({ queryKey: validationQueries.root });
  };

  const accept = useMutation({
    mutationFn: () =>
      validationQueries.accept(
        http,
        selected.map((finding) => finding.id),
      ),
    onSuccess: (result) => notify(t('dataQuality.toasts.accepted', { count: result.accepted }), { kind: 'success' }),
    onError: () => notify(t('dataQuality.toasts.acceptFailed'), { kind: 'error' }),
    onSettled: settle,
  });

  const estimate = useMutation({
    mutationFn: async () => {
      // one failure must not hide which ranges were estimated
      const results = await Promise.allSettled(
        selected.map((finding) =>
          validationQueries.estimate(http, {
            installation: finding.installation,
            date_after: finding.range_from,
            date_before: finding.range_to,
            method: 'linear',
          }),
        ),
      );
      const estimated = results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value.estimated : 0), 0);
      const failed = results.filter((r) => r.status === 'rejected').length;
      return { estimated, failed };
    },
    onSuccess: ({ estimated, failed }) => {
      if (failed === 0) notify(t('dataQuality.toasts.estimated', { count: estimated }), { kind: 'success' });
      else notify(t('dataQuality.toasts.estimateFailed', { count: failed }), { kind: 'error' });
    },
    onSettled: settle,
  });

  const busy = accept.isPending || estimate.isPending;
  return (
    <div className="mp-data-quality__actions" aria-live="polite">
      <span>
        {selected.length ? t('dataQuality.selected', { count: selected.length }) : t('dataQuality.noneSelected')}
      </span>
      {canAct && selected.length ? (
        <>
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={busy}
            onClick={() => accept.mutate()}
          >
            {t('dataQuality.actions.accept')}
          </button>
          <button type="button" className="mp-button" disabled={busy} onClick={() => estimate.mutate()}>
            {t('dataQuality.actions.estimate')}
          </button>
        </>
      ) : null}
    </div>
  );
}
