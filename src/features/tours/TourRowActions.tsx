import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/menu/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import type { Tour } from '../../core/contract/tours.ts';
import { AssignTabletDialog } from './AssignTabletDialog.tsx';
import { useTourAction, type TourMenuAction } from './useTourAction.ts';

export interface TourRowActionsProps {
  tour: Tour;
  onDeleted?: () => void;
}

const MENU: readonly TourMenuAction[] = [
  'assign',
  'reassign',
  'unassign',
  'simulate',
  'close',
  'export',
  'discard',
  'restore',
  'delete',
];
/** actions that lose work or data: confirmed first */
type Confirmed = 'discard' | 'delete' | 'close' | 'unassign';
const CONFIRMED: ReadonlySet<TourMenuAction> = new Set<Confirmed>(['discard', 'delete', 'close', 'unassign']);

/** The row's menu: only what the tour's state and the caller's permissions allow (the server's `actions`). */
export function TourRowActions({ tour, onDeleted }: TourRowActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [assigning, setAssigning] = useState<'assign' | 'reassign' | null>(null);
  const run = useTourAction((input) => {
    setConfirming(null);
    setAssigning(null);
    if (input.action === 'delete') onDeleted?.();
  });
  const allowed = MENU.filter((action) => tour.actions.includes(action));
  if (allowed.length === 0) return <span className="mp-tours__none">—</span>;
  const items = allowed.flatMap((action) => {
    if (action === 'export')
      return (['converter', 'csv', 'xlsx'] as const).map((format) => ({
        id: `export-${format}`,
        label: t(`tours.exportAs.${format}`),
        onSelect: () => run.mutate({ uuid: tour.uuid, action, format }),
      }));
    return [
      {
        id: action,
        label: t(`tours.actions.${action}`),
        danger: action === 'delete' || action === 'discard',
        onSelect: () => {
          if (action === 'assign' || action === 'reassign') setAssigning(action);
          else if (CONFIRMED.has(action)) setConfirming(action as Confirmed);
          else run.mutate({ uuid: tour.uuid, action });
        },
      },
    ];
  });
  return (
    <>
      <DropdownMenu
        label={t('tours.actions.menu', { name: tour.name })}
        trigger={<span>{t('tours.actions.label')}</span>}
        items={items}
      />
      <ConfirmDialog
        open={confirming !== null}
        danger={confirming === 'delete' || confirming === 'discard'}
        busy={run.isPending}
        title={confirming ? t(`tours.confirm.${confirming}`, { name: tour.name }) : ''}
        confirmLabel={confirming ? t(`tours.actions.${confirming}`) : ''}
        cancelLabel={t('tours.actions.cancel')}
        onConfirm={() => confirming && run.mutate({ uuid: tour.uuid, action: confirming })}
        onCancel={() => setConfirming(null)}
      />
      <AssignTabletDialog
        open={assigning !== null}
        tour={tour.uuid}
        busy={run.isPending}
        onClose={() => setAssigning(null)}
        onAssign={(tablet) => assigning && run.mutate({ uuid: tour.uuid, action: assigning, tablet })}
      />
    </>
  );
}
